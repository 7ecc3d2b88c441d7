import AnimationRuntime

/// A node's part in insertion and removal transitions: made the first time
/// the node is inserted or removed with an animation, kept while it lives.
///
/// - An element with no transition of its own fades (SwiftUI's default,
///   `.opacity`): ``opacity`` multiplies the opacity of the node's item.
/// - A removed node is *leaving* until its removal animations are removed;
///   ``generation`` counts its removals, so that the end of an earlier one
///   does not take out a node re-inserted since.
@MainActor
package final class NodeTransition {
    /// The default fade's opacity, for an element with no transition.
    var opacity: AnimatedValue<Double>?
    /// Whether the node is leaving.
    package var isLeaving = false
    /// How many times the node started or stopped leaving.
    var generation = 0
}
