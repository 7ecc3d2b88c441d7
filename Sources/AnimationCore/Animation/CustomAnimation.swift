import Foundation

/// A type that defines how an animatable value changes over time.
///
/// Every animation of this package, built-in or yours, is a
/// `CustomAnimation` boxed in an ``Animation``: there is no private path.
///
/// ```swift
/// struct MyLinearAnimation: CustomAnimation {
///     var duration: TimeInterval
///
///     func animate<V: VectorArithmetic>(
///         value: V, time: TimeInterval, context: inout AnimationContext<V>
///     ) -> V? {
///         time <= duration ? value.scaled(by: time / duration) : nil
///     }
/// }
/// ```
public protocol CustomAnimation: Hashable, Sendable {
    /// Calculates the value of the animation at the specified time.
    ///
    /// - Parameters:
    ///   - value: The vector to animate towards: the amount of change, which
    ///     the system adds to the value the animation started from.
    ///   - time: The time elapsed since the animation started, in seconds.
    ///   - context: The animation's state and environment.
    /// - Returns: The current value, or `nil` when the animation has
    ///   finished, so that the system can remove it.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// Calculates the velocity of the animation at the specified time.
    ///
    /// The default implementation returns `nil`.
    ///
    /// - Parameters:
    ///   - value: The vector to animate towards.
    ///   - time: The time elapsed since the animation started.
    ///   - context: The animation's state and environment.
    /// - Returns: The velocity in units per second, or `nil` if unknown.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation should take over from `previous`, which is
    /// running on the same property, instead of running alongside it.
    ///
    /// Called on the new animation, with the previous animation's context:
    /// returning `true` makes the new animation continue from the previous
    /// one's state and elapsed time; returning `false` (the default) lets
    /// both run, their results combined.
    ///
    /// - Parameters:
    ///   - previous: The animation already running.
    ///   - value: The new vector to animate towards.
    ///   - time: The time elapsed since the previous animation started.
    ///   - context: The previous animation's context, which the new one
    ///     inherits on a merge.
    /// - Returns: Whether to merge.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool

    /// Calculates the values of many members at once: each member of
    /// `batch` as ``animate(value:time:context:)`` would for its change,
    /// elapsed time and context.
    ///
    /// The default implementation does exactly that, member by member.
    /// Implement it when one call can do better than many: the built-in
    /// timing curves and springs run a loop specialized for the common
    /// value types and report scaled results, which runtimes apply in place.
    /// An implementation must give each member the result
    /// ``animate(value:time:context:)`` would, and leave its context as that
    /// would. This package's addition.
    ///
    /// - Parameter batch: The members; report each one's outcome on it.
    func animate<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>)
}

extension CustomAnimation {
    /// Returns `nil`: the velocity is unknown.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Runs ``animate(value:time:context:)`` for each member of the batch.
    ///
    /// - Parameter batch: The members.
    public func animate<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>) {
        for member in 0..<batch.count {
            let result = animate(value: batch.value(at: member), time: batch.time(at: member), context: &batch[contextAt: member])
            batch.setResult(result, at: member)
        }
    }

    /// Returns `false`: the animations combine.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
