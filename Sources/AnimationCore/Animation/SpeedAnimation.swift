import Foundation

/// An animation that runs another one faster or slower.
///
/// A speed of 2 runs twice as fast (half the duration); 0.5 runs at half
/// speed. It merges with a running speed animation of the same speed when
/// its base merges with that one's base.
public struct SpeedAnimation: DurationProvidingAnimation {
    /// The animation whose speed changes.
    public let animation: Animation

    /// The factor applied to time; positive and finite.
    public let speed: Double

    /// Creates an animation at another speed.
    ///
    /// - Parameters:
    ///   - animation: The animation to speed up or slow down.
    ///   - speed: The factor applied to time; must be positive and finite
    ///     (a speed of zero would never finish).
    public init(animation: Animation, speed: Double) {
        requireValid { () throws(AnimationParameterError) in try Self.validate(speed: speed) }
        self.animation = animation
        self.speed = speed
    }

    /// The base's duration divided by the speed.
    public var duration: TimeInterval? {
        animation.duration.map { $0 / speed }
    }

    /// The base's value at `time × speed`.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: time * speed, context: &context)
    }

    /// Runs the base animation on the batch, each member's time multiplied
    /// by the speed.
    ///
    /// - Parameter batch: The members.
    public func animate<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>) {
        for member in 0..<batch.count {
            batch.setTime(batch.time(at: member) * speed, at: member)
        }
        animation.animate(&batch)
    }

    /// The base's velocity at `time × speed`, times the speed.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        animation.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    /// Merges when `previous` runs at the same speed and the bases merge.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.base as? SpeedAnimation, previous.speed == speed else { return false }
        return animation.shouldMerge(previous: previous.animation, value: value, time: time * speed, context: &context)
    }
}
