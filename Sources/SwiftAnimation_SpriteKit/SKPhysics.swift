import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// A body for physics, as SpriteKit's `SKPhysicsBody`.
///
/// The headless host does not simulate physics: bodies keep what is set
/// on them (their velocity too) and nodes move only by their actions and
/// the app's code; the first scene with a body warns once.
open class SKPhysicsBody: NSObject {
    /// The node the body is attached to.
    public internal(set) weak var node: SKNode?
    /// Whether forces and collisions move it.
    open var isDynamic = true
    /// Whether gravity pulls it.
    open var affectedByGravity = true
    /// Whether collisions rotate it.
    open var allowsRotation = true
    /// Whether it is asleep.
    open var isResting = false
    /// Its mass.
    open var mass: CGFloat = 1
    /// Its density.
    open var density: CGFloat = 1
    /// Its friction.
    open var friction: CGFloat = 0.2
    /// How much it bounces.
    open var restitution: CGFloat = 0.2
    /// How its motion slows.
    open var linearDamping: CGFloat = 0.1
    /// How its turning slows.
    open var angularDamping: CGFloat = 0.1
    /// Its velocity.
    open var velocity: CGVector = .zero
    /// Its turning speed.
    open var angularVelocity: CGFloat = 0
    /// Its categories.
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories it collides with.
    open var collisionBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories whose contacts are reported.
    open var contactTestBitMask: UInt32 = 0
    /// The categories of fields that affect it.
    open var fieldBitMask: UInt32 = 0xFFFF_FFFF
    /// Whether fast motion is checked for collisions.
    open var usesPreciseCollisionDetection = false
    /// Whether it pins to its parent.
    open var pinned = false
    /// The shape's area.
    public let area: CGFloat

    init(area: CGFloat) {
        self.area = area
        super.init()
    }

    /// A circle.
    public convenience init(circleOfRadius r: CGFloat) { self.init(area: .pi * r * r) }
    /// A circle around a point.
    public convenience init(circleOfRadius r: CGFloat, center: CGPoint) { self.init(area: .pi * r * r) }
    /// A rectangle.
    public convenience init(rectangleOf s: CGSize) { self.init(area: s.width * s.height) }
    /// A rectangle around a point.
    public convenience init(rectangleOf s: CGSize, center: CGPoint) { self.init(area: s.width * s.height) }
    /// A polygon.
    public convenience init(polygonFrom path: CGPath) { self.init(area: path.boundingBox.width * path.boundingBox.height) }
    /// An edge between two points.
    public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) { self.init(area: 0) }
    /// Edges around a rectangle.
    public convenience init(edgeLoopFrom rect: CGRect) { self.init(area: 0) }
    /// Edges along a path.
    public convenience init(edgeLoopFrom path: CGPath) { self.init(area: 0) }
    /// Edges along a path.
    public convenience init(edgeChainFrom path: CGPath) { self.init(area: 0) }
    /// The outline of a texture's opaque pixels (its rectangle here).
    public convenience init(texture: SKTexture, size: CGSize) { self.init(area: size.width * size.height) }
    /// The outline of a texture's pixels above an alpha (its rectangle here).
    public convenience init(texture: SKTexture, alphaThreshold: Float, size: CGSize) { self.init(area: size.width * size.height) }
    /// Bodies joined.
    public convenience init(bodies: [SKPhysicsBody]) { self.init(area: bodies.reduce(0) { $0 + $1.area }) }

    /// Adds an impulse to the velocity (momentum over mass): kept, not
    /// simulated.
    open func applyImpulse(_ impulse: CGVector) {
        guard mass > 0 else { return }
        velocity.dx += impulse.dx / mass
        velocity.dy += impulse.dy / mass
    }

    /// Applies a force for a frame (not simulated).
    open func applyForce(_ force: CGVector) {}
    /// Applies a torque for a frame (not simulated).
    open func applyTorque(_ torque: CGFloat) {}
    /// Adds an angular impulse (kept in the turning speed).
    open func applyAngularImpulse(_ impulse: CGFloat) {
        guard mass > 0 else { return }
        angularVelocity += impulse / mass
    }

    /// The bodies in contact: none without simulation.
    open func allContactedBodies() -> [SKPhysicsBody] { [] }
}

/// A contact between two bodies, as SpriteKit's `SKPhysicsContact` (never
/// reported without simulation).
open class SKPhysicsContact: NSObject {
    /// The first body.
    public let bodyA: SKPhysicsBody
    /// The second body.
    public let bodyB: SKPhysicsBody
    /// Where they touch.
    public let contactPoint: CGPoint
    /// How hard they hit.
    public let collisionImpulse: CGFloat
    /// The contact's normal.
    public let contactNormal: CGVector

    init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        contactPoint = .zero
        collisionImpulse = 0
        contactNormal = .zero
        super.init()
    }
}

/// The methods a contact delegate may implement, as SpriteKit's
/// `SKPhysicsContactDelegate`; each has a default that does nothing.
@MainActor
public protocol SKPhysicsContactDelegate: AnyObject {
    /// Two bodies touched.
    func didBegin(_ contact: SKPhysicsContact)
    /// Two bodies parted.
    func didEnd(_ contact: SKPhysicsContact)
}

extension SKPhysicsContactDelegate {
    /// Does nothing.
    public func didBegin(_ contact: SKPhysicsContact) {}
    /// Does nothing.
    public func didEnd(_ contact: SKPhysicsContact) {}
}

/// A scene's physics settings, as SpriteKit's `SKPhysicsWorld`.
@MainActor
open class SKPhysicsWorld: NSObject {
    /// The gravity: SpriteKit's (0, −9.8).
    open var gravity = CGVector(dx: 0, dy: -9.8)
    /// How fast the simulation runs.
    open var speed: CGFloat = 1
    /// Who hears of contacts.
    open weak var contactDelegate: (any SKPhysicsContactDelegate)?
    private var warned = false

    /// The frame's simulation step: none on the headless host; the first
    /// scene with a body warns once.
    func simulate(_ scene: SKScene) {
        guard !warned, Self.hasBody(scene) else { return }
        warned = true
        SpriteKitWarnings.warn(
            "SpriteKit: the headless host does not simulate physics; bodies keep their values and nodes move only by actions and code")
    }

    private static func hasBody(_ node: SKNode) -> Bool {
        node.physicsBody != nil || node.children.contains { hasBody($0) }
    }

    /// The first body at a point: none without simulation.
    open func body(at point: CGPoint) -> SKPhysicsBody? { nil }
}
