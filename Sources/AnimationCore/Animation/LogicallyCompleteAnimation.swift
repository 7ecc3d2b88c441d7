import Foundation

/// An animation that reports logical completion after a fixed time,
/// if its base has not already.
///
/// It does not change the base's motion or extend it. (If the animation is
/// removed before that time, the runtime fires logical completion then.)
public struct LogicallyCompleteAnimation: DurationProvidingAnimation {
    /// The animation that runs.
    public let animation: Animation

    /// The time in seconds after which the animation is logically complete.
    public let logicalDuration: TimeInterval

    /// Creates an animation that is logically complete after a time.
    ///
    /// - Parameters:
    ///   - animation: The animation that runs.
    ///   - duration: The time after which it is logically complete; must not
    ///     be NaN.
    public init(animation: Animation, duration: TimeInterval) {
        requireValid { () throws(AnimationParameterError) in try Self.validate(duration: duration) }
        self.animation = animation
        self.logicalDuration = duration
    }

    /// The base's duration.
    public var duration: TimeInterval? {
        animation.duration
    }

    /// The base's value; marks the context logically complete from
    /// `logicalDuration` on.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= logicalDuration {
            context.isLogicallyComplete = true
        }
        return animation.animate(value: value, time: time, context: &context)
    }

    /// Marks the members past the logical duration logically complete, then
    /// runs the base animation on the batch.
    ///
    /// - Parameter batch: The members.
    public func animate<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>) {
        for member in 0..<batch.count where batch.time(at: member) >= logicalDuration {
            batch[contextAt: member].isLogicallyComplete = true
        }
        animation.animate(&batch)
    }

    /// The base's velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        animation.velocity(value: value, time: time, context: context)
    }

    /// Merges when the base would merge with `previous`.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        let previousBase = (previous.base as? LogicallyCompleteAnimation)?.animation ?? previous
        return animation.shouldMerge(previous: previousBase, value: value, time: time, context: &context)
    }
}
