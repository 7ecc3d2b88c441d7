import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// How an action's progress follows its time, as SpriteKit's
/// `SKActionTimingMode`. SpriteKit does not publish its curves; the
/// headless host uses quadratic easing: `easeIn` is t², `easeOut` is
/// 1 − (1 − t)², `easeInEaseOut` joins the two halves at t = 0.5.
public enum SKActionTimingMode: Int, Sendable {
    /// Even progress.
    case linear
    /// Slow, then fast.
    case easeIn
    /// Fast, then slow.
    case easeOut
    /// Slow, fast, slow.
    case easeInEaseOut
}

/// A function of an action's progress (0 to 1) to its eased progress.
public typealias SKActionTimingFunction = (Float) -> Float

/// A change of a node over time, as SpriteKit's `SKAction`: built by its
/// class functions, run by ``SKNode/run(_:)``, evaluated on each frame of
/// the scene's clock (the host's virtual time under `SpriteView`).
open class SKAction: NSObject {
    /// How long the action takes, in seconds.
    open var duration: TimeInterval
    /// How its progress eases.
    open var timingMode: SKActionTimingMode = .linear
    /// A custom easing, used instead of ``timingMode`` when set.
    open var timingFunction: SKActionTimingFunction?
    /// How fast it runs.
    open var speed: CGFloat = 1

    let kind: Kind

    enum Kind {
        case moveBy(CGVector)
        case moveTo(x: CGFloat?, y: CGFloat?)
        case rotateBy(CGFloat)
        case rotateTo(CGFloat)
        case scaleBy(x: CGFloat, y: CGFloat)
        case scaleTo(x: CGFloat?, y: CGFloat?)
        case fadeBy(CGFloat)
        case fadeTo(CGFloat)
        case resizeBy(width: CGFloat, height: CGFloat)
        case resizeTo(width: CGFloat?, height: CGFloat?)
        case colorize(SKColor?, blend: CGFloat)
        case speedBy(CGFloat)
        case speedTo(CGFloat)
        case wait
        case sequence([SKAction])
        case group([SKAction])
        case repeatCount(SKAction, Int)
        case repeatForever(SKAction)
        case block(() -> Void)
        case custom((SKNode, CGFloat) -> Void)
        case child(String, SKAction)
        case removeFromParent
        case hide(Bool)
        case texture(SKTexture, resize: Bool)
        case animate([SKTexture], frame: TimeInterval, resize: Bool, restore: Bool)
        case follow(Path, asOffset: Bool, orient: Bool)
    }

    init(_ kind: Kind, duration: TimeInterval) {
        self.kind = kind
        self.duration = duration.isFinite ? max(duration, 0) : 0
        super.init()
    }

    /// The eased progress of a fraction of the duration.
    func eased(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        if let timingFunction { return Double(timingFunction(Float(t))) }
        switch timingMode {
        case .linear: return t
        case .easeIn: return t * t
        case .easeOut: return 1 - (1 - t) * (1 - t)
        case .easeInEaseOut: return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
        }
    }

    /// The action that undoes this one, where SpriteKit has one (moves,
    /// rotations, scales and fades by an amount; sequences backwards);
    /// others are themselves, as in SpriteKit.
    open func reversed() -> SKAction {
        let reversed: SKAction
        switch kind {
        case .moveBy(let v): reversed = SKAction(.moveBy(CGVector(dx: -v.dx, dy: -v.dy)), duration: duration)
        case .rotateBy(let angle): reversed = SKAction(.rotateBy(-angle), duration: duration)
        case .scaleBy(let x, let y): reversed = SKAction(.scaleBy(x: x == 0 ? 0 : 1 / x, y: y == 0 ? 0 : 1 / y), duration: duration)
        case .fadeBy(let amount): reversed = SKAction(.fadeBy(-amount), duration: duration)
        case .resizeBy(let w, let h): reversed = SKAction(.resizeBy(width: -w, height: -h), duration: duration)
        case .follow(let path, let asOffset, let orient):
            reversed = SKAction(.follow(path.reversedForFollowing, asOffset: asOffset, orient: orient), duration: duration)
        case .sequence(let actions): reversed = SKAction(.sequence(actions.reversed().map { $0.reversed() }), duration: duration)
        case .group(let actions): reversed = SKAction(.group(actions.map { $0.reversed() }), duration: duration)
        case .repeatCount(let action, let count): reversed = SKAction(.repeatCount(action.reversed(), count), duration: duration)
        case .repeatForever(let action): reversed = SKAction(.repeatForever(action.reversed()), duration: duration)
        default: return self
        }
        reversed.timingMode =
            switch timingMode {
            case .easeIn: .easeOut
            case .easeOut: .easeIn
            default: timingMode
            }
        reversed.speed = speed
        return reversed
    }
}
