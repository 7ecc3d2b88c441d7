import Foundation

extension Animation {
    /// A persistent spring with the default parameters:
    /// `spring(duration: 0.5, bounce: 0)`.
    public static var spring: Animation { spring() }

    /// A persistent spring from a response and a damping fraction.
    ///
    /// - Parameters:
    ///   - response: The stiffness as an approximate duration in seconds;
    ///     zero or less is infinitely stiff (the change is immediate).
    ///   - dampingFraction: The fraction of critical damping.
    ///   - blendDuration: The time over which a change of response blends in
    ///     when this spring takes over from another.
    /// - Returns: The animation.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(
            FluidSpringAnimation(
                spring: Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration))
    }

    /// A persistent spring from a perceptual duration and a bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds.
    ///   - bounce: 0 for none, up to 1; negative is overdamped.
    ///   - blendDuration: The time over which a change of duration blends in.
    /// - Returns: The animation.
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        Animation(FluidSpringAnimation(spring: Spring(duration: duration, bounce: bounce), blendDuration: blendDuration))
    }

    /// A persistent spring from a ``Spring``.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - blendDuration: The time over which a change of response blends in.
    /// - Returns: The animation.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(FluidSpringAnimation(spring: spring, blendDuration: blendDuration))
    }

    /// A stiff persistent spring for interactive changes, with the default
    /// parameters: `interactiveSpring(duration: 0.15, extraBounce: 0,
    /// blendDuration: 0.25)`.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A stiff persistent spring for interactive changes.
    ///
    /// - Parameters:
    ///   - response: The stiffness as an approximate duration in seconds.
    ///   - dampingFraction: The fraction of critical damping.
    ///   - blendDuration: The time over which a change of response blends in.
    /// - Returns: The animation.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A stiff persistent spring for interactive changes.
    ///
    /// SwiftUI does not document the base bounce this adds to
    /// `extraBounce`; this package uses 0.15, as the inlinable code of
    /// SwiftUI's interface (mirrored by OpenSwiftUI) does.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    ///   - blendDuration: The time over which a change of duration blends in.
    /// - Returns: The animation.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A smooth persistent spring with no bounce: `spring(duration: 0.5)`.
    public static var smooth: Animation { smooth() }

    /// A smooth persistent spring that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds.
    ///   - extraBounce: Bounce added to the base bounce of 0.
    /// - Returns: The animation.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A snappy persistent spring with a small bounce: `spring(duration:
    /// 0.5, bounce: 0.15)`.
    public static var snappy: Animation { snappy() }

    /// A snappy persistent spring that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    /// - Returns: The animation.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A bouncy persistent spring: `spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Animation { bouncy() }

    /// A bouncy persistent spring that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds.
    ///   - extraBounce: Bounce added to the base bounce of 0.3.
    /// - Returns: The animation.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// An interpolating spring with the default parameters:
    /// `interpolatingSpring(duration: 0.5, bounce: 0)` (SwiftUI documents
    /// only "default parameter values").
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring from its physical parameters.
    ///
    /// - Parameters:
    ///   - mass: The mass; positive.
    ///   - stiffness: The spring constant; positive.
    ///   - damping: The drag coefficient; not negative. Overdamping is
    ///     allowed.
    ///   - initialVelocity: The initial velocity of the 0-to-1 progress.
    /// - Returns: The animation.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
            initialVelocity: initialVelocity)
    }

    /// An interpolating spring from a perceptual duration and a bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds.
    ///   - bounce: 0 for none, up to 1; negative is overdamped.
    ///   - initialVelocity: The initial velocity of the 0-to-1 progress.
    /// - Returns: The animation.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring from a ``Spring``.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: The initial velocity of the 0-to-1 progress.
    /// - Returns: The animation.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }
}
