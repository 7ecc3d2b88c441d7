import AnimationCore
import AnimationRuntime

/// The node of a ``TransitionInstance``: its phase, and whether its
/// transition brings an animation of its own. It lays out and draws as a
/// group.
package final class TransitionPrimitive: NodePrimitive, NodeLayout {
    /// The phase the content is drawn in.
    package var phase = TransitionPhase.identity
    /// The transition's own animation for an insertion (`false`) or a
    /// removal (`true`), if any.
    package var ownAnimation: (Bool) -> Animation?? = { _ in nil }

    package var isLayoutGroup: Bool { true }

    /// A transition in its identity phase, with no animation of its own.
    package init() {}
}
