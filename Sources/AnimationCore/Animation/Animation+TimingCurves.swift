import Foundation

extension Animation {
    /// The default animation: a spring with a response of 0.55 s and a
    /// damping fraction of 1 (SwiftUI's documented default since iOS 17).
    /// It equals only itself; its description is `DefaultAnimation()`.
    public static let `default` = Animation(DefaultAnimation())

    /// A linear animation of 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }

    /// A linear animation.
    ///
    /// - Parameter duration: The length in seconds; zero or less finishes at
    ///   once; must be finite.
    /// - Returns: The animation.
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// An ease-in animation of 0.35 s (``UnitCurve/easeIn``).
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// An ease-in animation (``UnitCurve/easeIn``).
    ///
    /// - Parameter duration: The length in seconds.
    /// - Returns: The animation.
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// An ease-out animation of 0.35 s (``UnitCurve/easeOut``).
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// An ease-out animation (``UnitCurve/easeOut``).
    ///
    /// - Parameter duration: The length in seconds.
    /// - Returns: The animation.
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// An ease-in-out animation of 0.35 s (``UnitCurve/easeInOut``).
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// An ease-in-out animation (``UnitCurve/easeInOut``).
    ///
    /// - Parameter duration: The length in seconds.
    /// - Returns: The animation.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// An animation along a cubic Bézier curve from (0, 0) to (1, 1).
    ///
    /// - Parameters:
    ///   - p1x: The x of the first control point (clamped to `[0, 1]`).
    ///   - p1y: The y of the first control point.
    ///   - p2x: The x of the second control point (clamped to `[0, 1]`).
    ///   - p2y: The y of the second control point.
    ///   - duration: The length in seconds.
    /// - Returns: The animation.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        timingCurve(
            .bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
            duration: duration)
    }

    /// An animation whose progress follows a unit curve.
    ///
    /// - Parameters:
    ///   - curve: The curve, including the circular ones.
    ///   - duration: The length in seconds.
    /// - Returns: The animation.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(curve: curve, duration: duration))
    }
}
