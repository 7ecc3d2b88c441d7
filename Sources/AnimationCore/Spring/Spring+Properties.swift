import Foundation

extension Spring {
    /// The perceptual duration: the period of the undamped spring, `2π /
    /// ω₀`. Zero for an infinitely stiff spring.
    public var duration: TimeInterval {
        angularFrequency.isInfinite ? 0 : 2 * .pi / angularFrequency
    }

    /// How bouncy the spring is: `1 − dampingRatio` up to critical damping,
    /// `1 / dampingRatio − 1` (negative) beyond it.
    public var bounce: Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// The stiffness as an approximate duration in seconds; the same value
    /// as ``duration``.
    public var response: Double {
        duration
    }

    /// The spring constant, `m·ω₀²`; infinite for an infinitely stiff spring.
    public var stiffness: Double {
        mass * angularFrequency * angularFrequency
    }

    /// The drag coefficient, `2·ζ·ω₀·m`.
    public var damping: Double {
        angularFrequency.isInfinite ? .infinity : 2 * dampingRatio * angularFrequency * mass
    }

    /// The time the spring takes to settle within 0.001 of a target of 1,
    /// starting at rest.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }
}
