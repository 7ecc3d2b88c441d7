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
}

extension CustomAnimation {
    /// Returns `nil`: the velocity is unknown.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Returns `false`: the animations combine.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
