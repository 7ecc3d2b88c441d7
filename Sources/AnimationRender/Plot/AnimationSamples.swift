import AnimationCore
import Foundation

/// An animation sampled over time, animating a change of 1 from 0: its
/// value and velocity at regular times, and the numbers that describe it.
public struct AnimationSamples: Sendable {
    /// The sample times, in seconds.
    public var times: [Double]
    /// The value at each time (0 at the start, 1 at the end).
    public var values: [Double]
    /// The velocity at each time, in changes per second.
    public var velocities: [Double]
    /// When the animation finished (`animate` returned `nil`), or `nil` if
    /// it still ran when sampling stopped.
    public var finishTime: Double?
    /// When the animation became logically complete, if it did.
    public var logicalCompletionTime: Double?

    /// Samples an animation.
    ///
    /// - Parameters:
    ///   - animation: The animation.
    ///   - limit: The longest time to sample; 5 s by default.
    ///   - step: The time between samples; 1/240 s by default.
    public init(_ animation: Animation, limit: TimeInterval = 5, step: TimeInterval = 1.0 / 240) {
        precondition(step > 0 && limit >= 0, "AnimationSamples: step must be positive and limit not negative")
        var context = AnimationContext<Double>()
        var times: [Double] = [], values: [Double] = [], velocities: [Double] = []
        var finish: Double?, logical: Double?
        var index = 0
        while true {
            let time = Double(index) * step
            if time > limit + 1e-12 { break }
            guard let value = animation.animate(value: 1.0, time: time, context: &context) else {
                finish = time
                times.append(time)
                values.append(1)
                velocities.append(0)
                break
            }
            if logical == nil && context.isLogicallyComplete { logical = time }
            let velocity =
                animation.velocity(value: 1.0, time: time, context: context)
                ?? (values.last.map { (value - $0) / step } ?? 0)
            times.append(time)
            values.append(value)
            velocities.append(velocity)
            index += 1
        }
        self.times = times
        self.values = values
        self.velocities = velocities
        self.finishTime = finish
        self.logicalCompletionTime = logical ?? finish
    }

    /// How far past the target the value goes, as a fraction of the change
    /// (0 if it never passes it).
    public var overshoot: Double {
        max(0, (values.max() ?? 1) - 1)
    }

    /// The largest speed.
    public var peakVelocity: Double {
        velocities.map(abs).max() ?? 0
    }

    /// The last time the value is 0.1 % or more of the change away from
    /// the target (the settling time at ε = 0.001).
    public var settlingTime: Double {
        guard let last = values.indices.last(where: { abs(values[$0] - 1) >= 0.001 }) else { return 0 }
        return last + 1 < times.count ? times[last + 1] : times[last]
    }
}
