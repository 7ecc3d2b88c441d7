import Foundation

/// A stand-in for the motion of a value that was tracked, not animated (a
/// drag in a transaction with `tracksVelocity`): it holds still and reports
/// the sampled velocity, which the runtime stores in the context.
///
/// The runtime offers it as the `previous` animation to the first animation
/// after the tracking, so that a persistent spring merges with it and
/// starts with the tracked velocity.
package struct VelocityTrackingAnimation: CustomAnimation {
    /// Creates the stand-in.
    package init() {}

    /// Holds the value where it is.
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        .zero
    }

    /// The tracked velocity.
    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[TrackedVelocity<V>.self]
    }

    /// A context that carries a tracked velocity.
    package static func context<V: VectorArithmetic>(
        velocity: V, environment: EnvironmentValues
    ) -> AnimationContext<V> {
        var context = AnimationContext<V>(environment: environment)
        context.state[TrackedVelocity<V>.self] = velocity
        return context
    }
}

/// The velocity a ``VelocityTrackingAnimation`` reports.
private struct TrackedVelocity<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: V { .zero }
}
