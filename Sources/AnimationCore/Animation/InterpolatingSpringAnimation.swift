import Foundation

/// An interpolating spring: the animation of `.interpolatingSpring`.
///
/// The spring moves a progress from 0 to 1 (with an initial velocity in
/// progress per second), and the value is the animated change scaled by
/// that progress. It does not merge: a new animation on the same property
/// runs alongside it and their effects add up, which keeps the motion
/// continuous.
///
/// - It is logically complete once ``Spring/duration`` has passed.
/// - It finishes (returns `nil`) at the spring's settling time to within
///   0.001 of the progress, with its initial velocity.
public struct InterpolatingSpringAnimation: DurationProvidingAnimation {
    /// The spring that moves the progress.
    public let spring: Spring

    /// The initial velocity of the progress, in units of the whole change
    /// per second.
    public let initialVelocity: Double

    private let settlingTime: TimeInterval

    /// The spring's perceptual duration, after which a run is logically
    /// complete (kept so that a frame does not divide for it).
    private let logicalDuration: TimeInterval

    /// Creates an interpolating spring animation.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: The initial velocity of the 0-to-1 progress;
    ///     must be finite.
    public init(spring: Spring, initialVelocity: Double = 0) {
        requireValid { () throws(AnimationParameterError) in try Self.validate(initialVelocity: initialVelocity) }
        self.spring = spring
        self.initialVelocity = initialVelocity
        self.settlingTime = spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001)
        self.logicalDuration = spring.duration
    }

    /// The settling time of the progress.
    public var duration: TimeInterval? {
        settlingTime
    }

    /// `value` scaled by the spring's progress at `time`.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= logicalDuration {
            context.isLogicallyComplete = true
        }
        guard time < settlingTime else { return nil }
        return value.scaled(by: spring.value(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    /// Each member's change scaled by the spring's progress at its time, as
    /// ``animate(value:time:context:)``, in one loop; results are reported
    /// as scales.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    public func animate<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>) {
        // A thin entry point: the generic version dispatches to a
        // specialization before it needs any generic metadata.
        animateMembers(&batch)
    }

    private func animateMembers<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>) {
        for member in 0..<batch.count {
            let time = batch.time(at: member)
            if time >= logicalDuration {
                batch[contextAt: member].isLogicallyComplete = true
            }
            if time < settlingTime {
                batch.setResult(scaling: spring.value(target: 1.0, initialVelocity: initialVelocity, time: time), at: member)
            }
        }
    }

    /// `value` scaled by the spring's rate of progress at `time`.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time))
    }
}
