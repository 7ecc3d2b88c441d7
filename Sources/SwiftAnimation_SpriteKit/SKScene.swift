import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// How a scene fits the view that shows it.
public enum SKSceneScaleMode: Int, Sendable {
    /// Stretched to the view in each direction.
    case fill
    /// Scaled to cover the view, keeping its aspect ratio (cropped).
    case aspectFill
    /// Scaled to fit the view, keeping its aspect ratio (letterboxed).
    case aspectFit
    /// Resized to the view, unscaled.
    case resizeFill
}

/// The methods a scene's delegate may implement, as SpriteKit's
/// `SKSceneDelegate`; each has a default that does nothing.
@MainActor
public protocol SKSceneDelegate: AnyObject {
    /// Before the frame's actions.
    func update(_ currentTime: TimeInterval, for scene: SKScene)
    /// After the frame's actions.
    func didEvaluateActions(for scene: SKScene)
    /// After the frame's physics.
    func didSimulatePhysics(for scene: SKScene)
    /// When the frame is done.
    func didFinishUpdate(for scene: SKScene)
}

extension SKSceneDelegate {
    /// Does nothing.
    public func update(_ currentTime: TimeInterval, for scene: SKScene) {}
    /// Does nothing.
    public func didEvaluateActions(for scene: SKScene) {}
    /// Does nothing.
    public func didSimulatePhysics(for scene: SKScene) {}
    /// Does nothing.
    public func didFinishUpdate(for scene: SKScene) {}
}

/// The root of a node tree shown in a view, as SpriteKit's `SKScene`.
///
/// Each frame of its view (`SpriteView` on the host's virtual clock) runs
/// SpriteKit's loop: ``update(_:)``, the actions, ``didEvaluateActions()``,
/// physics (not simulated: see ``SKPhysicsBody``),
/// ``didSimulatePhysics()``, ``didApplyConstraints()`` and
/// ``didFinishUpdate()``, then the tree is drawn.
open class SKScene: SKEffectNode {
    /// The scene's size in its own points.
    open var size: CGSize {
        didSet { if size != oldValue { didChangeSize(oldValue) } }
    }
    /// How it fits its view.
    open var scaleMode: SKSceneScaleMode = .fill
    /// Where the scene's origin sits in the view: (0, 0) is the bottom
    /// left, (0.5, 0.5) the center.
    open var anchorPoint: CGPoint = .zero
    /// The color behind the nodes: SpriteKit's dark gray (0.15).
    open var backgroundColor: SKColor = SKColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    /// The physics world.
    public let physicsWorld = SKPhysicsWorld()
    /// The camera the view follows, if any.
    open weak var camera: SKCameraNode?
    /// The scene's delegate.
    open weak var delegate: (any SKSceneDelegate)?
    /// The view showing the scene.
    public internal(set) weak var view: SKView?
    /// The time of the last frame, to find each frame's step.
    var lastFrameTime: TimeInterval?

    /// A scene of a size.
    public init(size: CGSize) {
        self.size = size
        super.init()
        sceneDidLoad()
    }

    /// A scene of no size (a `.resizeFill` scene takes its view's).
    public override convenience init() {
        self.init(size: .zero)
    }

    /// A scene from an archive: none on the headless host.
    public required init?(coder: NSCoder) {
        nil
    }

    /// A scene of a `.sks` file: the headless host cannot read SpriteKit
    /// scene files, so there is none (and the host is warned).
    public convenience init?(fileNamed filename: String) {
        SpriteKitWarnings.warn("SpriteKit: the headless host cannot read scene files (\(filename).sks); SKScene(fileNamed:) is nil")
        return nil
    }

    /// Called once the scene is made.
    open func sceneDidLoad() {}
    /// Called when a view presents the scene.
    open func didMove(to view: SKView) {}
    /// Called when a view stops presenting the scene.
    open func willMove(from view: SKView) {}
    /// Called when the size changes.
    open func didChangeSize(_ oldSize: CGSize) {}
    /// Called first in each frame with the time in seconds.
    open func update(_ currentTime: TimeInterval) {}
    /// Called after the frame's actions.
    open func didEvaluateActions() {}
    /// Called after the frame's physics.
    open func didSimulatePhysics() {}
    /// Called after the frame's constraints.
    open func didApplyConstraints() {}
    /// Called when the frame is done.
    open func didFinishUpdate() {}

    /// Runs one frame of SpriteKit's loop at a time in seconds.
    package func runFrame(at time: TimeInterval) {
        let step = lastFrameTime.map { max(time - $0, 0) } ?? 0
        lastFrameTime = time
        update(time)
        delegate?.update(time, for: self)
        evaluateActions(step)
        didEvaluateActions()
        delegate?.didEvaluateActions(for: self)
        physicsWorld.simulate(self)
        didSimulatePhysics()
        delegate?.didSimulatePhysics(for: self)
        didApplyConstraints()
        didFinishUpdate()
        delegate?.didFinishUpdate(for: self)
    }

    /// A point of a view's coordinates (y down, the view's size) in the
    /// scene's.
    open func convertPoint(fromView point: CGPoint) -> CGPoint {
        SceneGeometry(scene: self, viewSize: view?.bounds.size ?? size).scenePoint(point)
    }

    /// A point of the scene's coordinates in its view's.
    open func convertPoint(toView point: CGPoint) -> CGPoint {
        SceneGeometry(scene: self, viewSize: view?.bounds.size ?? size).viewPoint(point)
    }

    /// The scene's rectangle in its own coordinates.
    open override var contentRect: CGRect? {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }
}

/// A node whose children are drawn into one image first, as SpriteKit's
/// `SKEffectNode` (the base of scenes): the headless host draws the
/// children directly, without the filter.
open class SKEffectNode: SKNode {
    /// Whether the effect is drawn.
    open var shouldEnableEffects = false
    /// Whether the image is kept between frames.
    open var shouldRasterize = false
}

extension UITouch {
    /// The touch's location in a node's coordinates.
    public func location(in node: SKNode) -> CGPoint {
        guard let scene = node.scene else { return location(in: nil as UIView?) }
        let point = scene.convertPoint(fromView: location(in: nil as UIView?))
        return node === scene ? point : node.convert(point, from: scene)
    }

    /// The touch's previous location in a node's coordinates.
    public func previousLocation(in node: SKNode) -> CGPoint {
        guard let scene = node.scene else { return previousLocation(in: nil as UIView?) }
        let point = scene.convertPoint(fromView: previousLocation(in: nil as UIView?))
        return node === scene ? point : node.convert(point, from: scene)
    }
}
