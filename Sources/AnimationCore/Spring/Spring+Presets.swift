import Foundation

extension Spring {
    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { smooth() }

    /// A smooth spring with a predefined duration and no bounce that can be
    /// tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - extraBounce: Bounce added to the base bounce of 0.
    /// - Returns: `Spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration and a small amount of bounce
    /// that feels snappy.
    public static var snappy: Spring { snappy() }

    /// A snappy spring that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    /// - Returns: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration and a higher amount of bounce.
    public static var bouncy: Spring { bouncy() }

    /// A bouncy spring that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - extraBounce: Bounce added to the base bounce of 0.3.
    /// - Returns: `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
