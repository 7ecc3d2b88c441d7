import Foundation

extension UnitCurve {
    /// The output progress at an input progress.
    ///
    /// - Parameter progress: The input, clamped to `[0, 1]`.
    /// - Returns: The output; a Bézier curve may return values outside
    ///   `[0, 1]` between its ends. It is exactly 0 at 0.
    public func value(at progress: Double) -> Double {
        let x = Self.clamped(progress, in: "value(at:)")
        switch function {
        case .linear:
            return x
        case let .bezier(start, end):
            return Self.solver(start, end).value(atX: x)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 {
                return 0.5 * (1 - (1 - 4 * x * x).squareRoot())
            }
            let u = 2 - 2 * x
            return 0.5 * ((1 - u * u).squareRoot() + 1)
        case .circularEaseOutIn:
            if x < 0.5 {
                let u = 1 - 2 * x
                return 0.5 * (1 - u * u).squareRoot()
            }
            let u = 2 * x - 1
            return 1 - 0.5 * (1 - u * u).squareRoot()
        }
    }

    /// The rate of change of the output with respect to the input,
    /// `dy/dx`, at an input progress.
    ///
    /// - Parameter progress: The input, clamped to `[0, 1]`.
    /// - Returns: The slope. Where the curve's tangent is vertical it is
    ///   infinite; at degenerate Bézier tangents it follows SwiftUI's rule
    ///   (see the type's documentation).
    public func velocity(at progress: Double) -> Double {
        let x = Self.clamped(progress, in: "velocity(at:)")
        switch function {
        case .linear:
            return 1
        case let .bezier(start, end):
            return Self.solver(start, end).velocity(atX: x)
        case .circularEaseIn:
            return x / (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 {
                return 2 * x / (1 - 4 * x * x).squareRoot()
            }
            let u = 2 - 2 * x
            return u / (1 - u * u).squareRoot()
        case .circularEaseOutIn:
            let u = x < 0.5 ? 1 - 2 * x : 2 * x - 1
            return u / (1 - u * u).squareRoot()
        }
    }

    /// The value and the velocity at an input progress, together: a Bézier
    /// curve is solved once for both.
    ///
    /// - Parameter progress: The input, clamped to `[0, 1]`.
    func sample(at progress: Double) -> (value: Double, velocity: Double) {
        if case let .bezier(start, end) = function {
            return Self.solver(start, end).sample(atX: Self.clamped(progress, in: "value(at:)"))
        }
        return (value(at: progress), velocity(at: progress))
    }

    /// The curve with input and output swapped, so that
    /// `inverse.value(at: value(at: x)) == x` for a curve whose outputs stay
    /// in `[0, 1]`.
    ///
    /// A Bézier curve swaps the x and y of its control points (a y outside
    /// `[0, 1]` becomes an x that is clamped, so an overshooting curve has no
    /// exact inverse); ``circularEaseIn`` and ``circularEaseOut`` swap; the
    /// inverse of ``circularEaseInOut`` is the circular ease-out-then-in
    /// curve (OpenSwiftUI maps it to itself, which is not its inverse).
    public var inverse: UnitCurve {
        switch function {
        case .linear:
            return self
        case let .bezier(start, end):
            return .bezier(
                startControlPoint: UnitPoint(x: start.y, y: start.x),
                endControlPoint: UnitPoint(x: end.y, y: end.x))
        case .circularEaseIn:
            return .circularEaseOut
        case .circularEaseOut:
            return .circularEaseIn
        case .circularEaseInOut:
            return UnitCurve(function: .circularEaseOutIn)
        case .circularEaseOutIn:
            return .circularEaseInOut
        }
    }

    static func solver(_ start: UnitPoint, _ end: UnitPoint) -> CubicBezierSolver {
        CubicBezierSolver(
            x1: min(max(Double(start.x), 0), 1), y1: Double(start.y),
            x2: min(max(Double(end.x), 0), 1), y2: Double(end.y))
    }

    static func clamped(_ progress: Double, in function: StaticString) -> Double {
        precondition(!progress.isNaN, "UnitCurve.\(function): progress is NaN")
        return min(max(progress, 0), 1)
    }
}
