import Foundation

/// A function that maps an input progress in `[0, 1]` to an output progress.
///
/// Timing-curve animations use a unit curve to shape their speed: at a
/// fraction `p` of the duration, they are `value(at: p)` of the way to the
/// target. Bézier curves start at (0, 0) and end at (1, 1); their y control
/// coordinates are not clamped, so a curve may overshoot below 0 or above 1.
///
/// Project decisions (SwiftUI documents none of them):
/// - Input progress is clamped to `[0, 1]`; a NaN progress is a programming
///   error (precondition failure).
/// - Only the x coordinates of Bézier control points are clamped to
///   `[0, 1]`, when the curve is evaluated, as the documentation says.
/// - Values are exact to double precision (SwiftUI rounds to multiples of
///   2⁻²⁰, so values agree with SwiftUI to about 1e-6).
/// - ``velocity(at:)`` follows SwiftUI's rule at degenerate tangents, so
///   `UnitCurve.easeIn.velocity(at: 1) == 0` and
///   `UnitCurve.easeOut.velocity(at: 0) == 1` as measured on SwiftUI.
@frozen
public struct UnitCurve: Hashable, Sendable {
    @usableFromInline
    enum Function: Hashable, Sendable {
        case linear
        case bezier(start: UnitPoint, end: UnitPoint)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of `circularEaseInOut`: circular ease-out, then ease-in.
        case circularEaseOutIn
    }

    @usableFromInline
    let function: Function

    @inlinable
    init(function: Function) {
        self.function = function
    }

    /// Creates a cubic Bézier curve from (0, 0) to (1, 1) with the given
    /// inner control points, the spelling of WWDC23's "Explore SwiftUI
    /// animation".
    ///
    /// - Parameters:
    ///   - startControlPoint: The control point next to (0, 0).
    ///   - endControlPoint: The control point next to (1, 1).
    @inlinable
    public init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
        self.function = .bezier(start: startControlPoint, end: endControlPoint)
    }

    /// Creates a cubic Bézier curve from (0, 0) to (1, 1) with the given
    /// inner control points. The x coordinates are clamped to `[0, 1]` when
    /// the curve is evaluated; the y coordinates are not.
    ///
    /// - Parameters:
    ///   - startControlPoint: The control point next to (0, 0).
    ///   - endControlPoint: The control point next to (1, 1).
    /// - Returns: The curve.
    @inlinable
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    }

    /// The identity: output equals input.
    public static let linear = UnitCurve(function: .linear)

    /// Starts slowly and ends fast: Bézier control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

    /// Starts fast and ends slowly: Bézier control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// Slow at both ends: Bézier control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The deprecated spelling of ``easeInOut``.
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut

    /// The bottom-right quadrant of a unit circle: `y = 1 − √(1 − x²)`.
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)

    /// The top-left quadrant of a unit circle: `y = √(1 − (x − 1)²)`.
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)

    /// ``circularEaseIn`` over the first half of the input, then
    /// ``circularEaseOut`` over the second, each scaled into its half.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)
}
