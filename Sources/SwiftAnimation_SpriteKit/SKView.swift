import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// The view that shows a scene, as SpriteKit's `SKView`. On the headless
/// host, `SpriteView` makes one for its scene; one made by hand keeps its
/// scene (a `UIViewRepresentable` of it draws as UIKit views do: a
/// labelled placeholder).
open class SKView: UIView {
    /// The scene shown.
    public private(set) var scene: SKScene?
    /// Whether the scene's loop is paused.
    open var isPaused = false
    /// Frames a second the view asks for.
    open var preferredFramesPerSecond = 60
    /// Whether the frame rate is shown (not drawn on the headless host).
    open var showsFPS = false
    /// Whether the node count is shown (not drawn).
    open var showsNodeCount = false
    /// Whether draw calls are shown (not drawn).
    open var showsDrawCount = false
    /// Whether physics bodies are outlined (not drawn).
    open var showsPhysics = false
    /// Whether siblings draw in any order (they draw by z, then order).
    open var ignoresSiblingOrder = false
    /// Whether the scene's background may be transparent.
    open var allowsTransparency = false
    /// Whether offscreen nodes are skipped.
    open var shouldCullNonVisibleNodes = true

    /// Shows a scene: the old one is told it leaves, the new one that it
    /// moved to the view (a `.resizeFill` scene takes the view's size).
    open func presentScene(_ scene: SKScene?) {
        guard scene !== self.scene else { return }
        if let old = self.scene {
            old.willMove(from: self)
            old.view = nil
        }
        self.scene = scene
        guard let scene else { return }
        if scene.scaleMode == .resizeFill, bounds.width > 0, bounds.height > 0 { scene.size = bounds.size }
        scene.view = self
        scene.didMove(to: self)
    }

    /// Shows a scene after a transition (drawn without it).
    open func presentScene(_ scene: SKScene, transition: SKTransition) {
        presentScene(scene)
    }

    /// A point of the view in a scene's coordinates.
    open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint {
        SceneGeometry(scene: scene, viewSize: bounds.size).scenePoint(point)
    }

    /// A point of a scene in the view's coordinates.
    open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint {
        SceneGeometry(scene: scene, viewSize: bounds.size).viewPoint(point)
    }
}

/// A change from one scene to another, as SpriteKit's `SKTransition`: the
/// headless host presents the new scene at once.
open class SKTransition: NSObject {
    /// The transition's duration.
    public let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
        super.init()
    }

    /// A cross fade.
    public class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    /// A fade through black.
    public class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    /// A fade through a color.
    public class func fade(with color: UIColor, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    /// A flip.
    public class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    /// A flip.
    public class func flipVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    /// A doorway opening.
    public class func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    /// The new scene moving in.
    public class func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    /// The new scene pushing the old one out.
    public class func push(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
    /// The old scene revealing the new one.
    public class func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(duration: sec) }
}

/// The directions of a transition.
public enum SKTransitionDirection: Int, Sendable {
    /// Upwards.
    case up
    /// Downwards.
    case down
    /// To the right.
    case right
    /// To the left.
    case left
}
