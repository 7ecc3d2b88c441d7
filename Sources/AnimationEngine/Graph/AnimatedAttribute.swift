import AnimationCore
import AnimationRuntime
import Foundation

/// An animated attribute the graph drives frame by frame: an
/// `AnimatedValue`, or a frame driver of an animator.
protocol AnimatedAttribute: AnyObject {
    var isAnimating: Bool { get }
    /// Advances to `time`; returns whether it still animates.
    func advanceFrame(to time: TimeInterval) -> Bool
    /// Ends every running animation (the owner left the graph).
    func removeAllAnimations()
    /// The presentation value's animatable data as numbers, for recording.
    var presentationComponents: [Double] { get }
    /// What drives it now, in words: its animations, or a frame driver's
    /// frames.
    var drivenBy: String { get }
    /// The model value's animatable data as numbers (none for a frame
    /// driver).
    var modelComponents: [Double] { get }
    /// The velocity, in animatable-data units per second, as numbers.
    var velocityComponents: [Double] { get }
    /// The animations running (none for a frame driver).
    var running: [RunningAnimation] { get }
}

extension AnimatedValue: AnimatedAttribute {
    // The attributes of the built-in effects and of moving items' frames
    // (`NodeLayoutCache.geometry`), specialized.
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == Angle)
    @_specialize(where Value == Color.Resolved)
    func advanceFrame(to time: TimeInterval) -> Bool {
        advance(to: time)
        return isAnimating
    }

    var presentationComponents: [Double] {
        Components.of(presentation.animatableData)
    }

    var modelComponents: [Double] { Components.of(model.animatableData) }
    var velocityComponents: [Double] { Components.of(velocity) }
    var running: [RunningAnimation] { runningAnimations }

    var drivenBy: String {
        runningAnimations.map { running in
            (running.animation.repeatsForever ? "repeatForever: " : "") + "\(running.animation) since \(running.startTime) s"
        }.joined(separator: ", ")
    }
}

/// The numbers inside a vector value, in order, found by reflection (for
/// recording only: not on the frame path).
package enum Components {
    /// The numbers of a value: itself for a number, the fields of a vector in order, empty for anything else.
    package static func of(_ value: Any) -> [Double] {
        switch value {
        case let number as Double: return [number]
        case let number as CGFloat: return [Double(number)]
        case let number as Float: return [Double(number)]
        case let vector as AnimatableVector: return vector.values
        default: return Mirror(reflecting: value).children.flatMap { of($0.value) }
        }
    }
}

/// What a change of an attribute's presentation value invalidates in the
/// node that owns it: how much of a frame it costs.
package enum AttributeRole {
    /// Only how the node draws (opacity, scale, rotation, offset, colour,
    /// shadow, blur, a shape's path): its display-list item is patched.
    case drawing
    /// The node's size or the place of its children (a frame's width, a
    /// position): the node and what its size can affect are laid out again.
    case layout
    /// The node's view re-runs with the interpolated data (`Animatable`
    /// views and modifiers, animators' frame drivers).
    case body
}

/// An attribute a node owns: its label for recordings, what it
/// invalidates, and its place in the graph's list of animating attributes.
@MainActor
final class AttributeSlot {
    let attribute: any AnimatedAttribute
    /// The node that owns the slot (in its ``ViewNode/attributes``), not
    /// retained (a reference, checked or not, costs atomic operations on
    /// every frame of every attribute): the node owns the slot, and the
    /// graph lets go of it when the node detaches (``ViewGraph/unwatch(_:)``),
    /// so the node outlives every use. The frame loop borrows it.
    let nodeReference: Unmanaged<ViewNode>
    /// The node that owns the slot (see ``nodeReference``).
    var node: ViewNode { nodeReference.takeUnretainedValue() }
    let label: String
    let role: AttributeRole
    /// The index in ``ViewGraph``'s animating attributes; -1 when not there.
    /// This and ``isFrozen`` are not checked for exclusivity at run time
    /// (main actor only; no access spans a call that could reach them).
    @exclusivity(unchecked) var animatingIndex = -1
    /// Whether its animations are held where they are
    /// (``ViewHost/freezeAnimations(of:)``): the graph no longer advances it.
    @exclusivity(unchecked) var isFrozen = false

    init(attribute: any AnimatedAttribute, node: ViewNode, label: String, role: AttributeRole) {
        self.attribute = attribute
        self.nodeReference = Unmanaged.passUnretained(node)
        self.label = label
        self.role = role
    }
}
