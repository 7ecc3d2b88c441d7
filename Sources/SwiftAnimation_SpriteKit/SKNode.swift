import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// The color type of SpriteKit: UIKit's color.
public typealias SKColor = UIColor

/// A node of a SpriteKit scene, as SpriteKit's `SKNode`: a position, a
/// rotation, a scale and an opacity that its children share, the actions
/// that change them over time, and the children themselves.
///
/// Coordinates are SpriteKit's: y grows upwards, rotation is in radians
/// counterclockwise. A node with no parent draws nothing.
@MainActor @preconcurrency
open class SKNode: UIResponder {
    /// The node's name, which ``childNode(withName:)`` finds.
    open var name: String?
    /// The position in the parent's coordinates.
    open var position: CGPoint = .zero
    /// The drawing order among nodes: higher draws later (on top).
    open var zPosition: CGFloat = 0
    /// The rotation, in radians, counterclockwise.
    open var zRotation: CGFloat = 0
    /// The horizontal scale.
    open var xScale: CGFloat = 1
    /// The vertical scale.
    open var yScale: CGFloat = 1
    /// The opacity, multiplied into the children's.
    open var alpha: CGFloat = 1
    /// Whether the node and its children are hidden.
    open var isHidden = false
    /// Whether the node's (and its children's) actions are paused.
    open var isPaused = false
    /// How fast the node's (and its children's) actions run.
    open var speed: CGFloat = 1
    /// Whether the node receives touches.
    open var isUserInteractionEnabled = false
    /// The app's data about the node.
    open var userData: NSMutableDictionary?
    /// The physics body (kept, not simulated: see ``SKPhysicsBody``).
    open var physicsBody: SKPhysicsBody? {
        didSet { physicsBody?.node = self }
    }

    /// The parent.
    public private(set) weak var parent: SKNode?
    /// The children, in the order they were added.
    public private(set) var children: [SKNode] = []
    /// The actions running, each with its key.
    var running: [RunningAction] = []

    /// An empty node.
    public override init() {
        super.init()
    }

    /// A node from an archive: the headless host reads none.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The scene the node is in.
    open var scene: SKScene? {
        var node: SKNode? = self
        while let current = node {
            if let scene = current as? SKScene { return scene }
            node = current.parent
        }
        return nil
    }

    /// Sets both scales.
    open func setScale(_ scale: CGFloat) {
        xScale = scale
        yScale = scale
    }

    /// Adds a child at the end.
    ///
    /// A node that already has a parent is an error in SpriteKit (it
    /// raises); here it is moved, and the host is warned.
    open func addChild(_ node: SKNode) {
        insertChild(node, at: children.count)
    }

    /// Inserts a child at an index (clamped to the children's range).
    open func insertChild(_ node: SKNode, at index: Int) {
        guard node !== self else { return }
        if node.parent != nil {
            SpriteKitWarnings.warn("SpriteKit: a node was added to a second parent; it is moved (SpriteKit raises)")
            node.removeFromParent()
        }
        node.parent = self
        children.insert(node, at: min(max(index, 0), children.count))
    }

    /// Removes the node from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Removes every child.
    open func removeAllChildren() {
        for child in children { child.parent = nil }
        children.removeAll()
    }

    /// Removes children.
    open func removeChildren(in nodes: [SKNode]) {
        for node in nodes where node.parent === self { node.removeFromParent() }
    }

    /// Moves the node to another parent, keeping where it is drawn.
    open func move(toParent parent: SKNode) {
        let point = self.parent.map { parent.convert(position, from: $0) } ?? position
        removeFromParent()
        position = point
        parent.addChild(self)
    }

    /// Whether the node is a descendant of another.
    open func inParentHierarchy(_ parent: SKNode) -> Bool {
        var node: SKNode? = self
        while let current = node {
            if current === parent { return true }
            node = current.parent
        }
        return false
    }

    /// The node's transform in its parent's coordinates.
    var localTransform: CGAffineTransform {
        CGAffineTransform(translationX: position.x, y: position.y).rotated(by: zRotation).scaledBy(x: xScale, y: yScale)
    }

    /// What the node itself covers, in its own coordinates (none for a
    /// plain node).
    open var contentRect: CGRect? { nil }

    /// The node's own rectangle in its parent's coordinates.
    open var frame: CGRect {
        guard let rect = contentRect else { return CGRect(origin: position, size: .zero) }
        return rect.applying(localTransform)
    }

    /// The rectangle of the node and its descendants, in the parent's
    /// coordinates.
    open func calculateAccumulatedFrame() -> CGRect {
        var rect = contentRect
        for child in children where !child.isHidden {
            let childRect = child.calculateAccumulatedFrame()
            rect = rect.map { $0.union(childRect) } ?? childRect
        }
        return (rect ?? .zero).applying(localTransform)
    }
}
