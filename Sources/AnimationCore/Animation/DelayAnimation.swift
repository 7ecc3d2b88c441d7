import Foundation

/// An animation that starts another one later.
///
/// Until `delay` has passed the value stays at its start (the base at time
/// zero) with zero velocity. It merges with a running delay animation of
/// the same delay when its base merges with that one's base.
public struct DelayAnimation: DurationProvidingAnimation {
    /// The delayed animation.
    public let animation: Animation

    /// The delay in seconds, zero or more.
    public let delay: TimeInterval

    /// Creates a delayed animation.
    ///
    /// - Parameters:
    ///   - animation: The animation to delay.
    ///   - delay: The delay in seconds; must be finite; a negative delay
    ///     counts as zero.
    public init(animation: Animation, delay: TimeInterval) {
        requireValid { () throws(AnimationParameterError) in try Self.validate(delay: delay) }
        self.animation = animation
        self.delay = max(delay, 0)
    }

    /// The base's duration plus the delay.
    public var duration: TimeInterval? {
        animation.duration.map { $0 + delay }
    }

    /// The base's value at `time − delay` (at zero before then).
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: max(0, time - delay), context: &context)
    }

    /// Runs the base animation on the batch, each member's time shifted by
    /// the delay (zero before it).
    ///
    /// - Parameter batch: The members.
    public func animate<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>) {
        for member in 0..<batch.count {
            batch.setTime(max(0, batch.time(at: member) - delay), at: member)
        }
        animation.animate(&batch)
    }

    /// Zero during the delay, then the base's velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        return animation.velocity(value: value, time: time - delay, context: context)
    }

    /// Merges when `previous` is a delay animation with the same delay whose
    /// base this one's base merges with.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.base as? DelayAnimation, previous.delay == delay else { return false }
        return animation.shouldMerge(previous: previous.animation, value: value, time: max(0, time - delay), context: &context)
    }
}
