/// A cubic Bézier timing function from (0, 0) to (1, 1), solved exactly.
///
/// The curve is the parametric pair `(x(s), y(s))`, `s ∈ [0, 1]`, with the
/// two outer control points at the origin and at (1, 1). Each axis is kept in
/// power form, `((a·s + b)·s + c)·s` with `c = 3·p1`, `b = 3·(p2 − p1) − c`
/// and `a = 1 − c − b`, as WebKit's `UnitBezier` and SwiftUI do.
///
/// To evaluate the curve at an input `x`, the solver finds the parameter `s`
/// with `x(s) = x` by Newton's method, kept inside a bracket that bisection
/// shrinks whenever a Newton step would leave it. Because the x control
/// points lie in `[0, 1]`, `x(s)` never decreases, so the bracket always
/// holds the solution and the search always ends. It stops when `x(s)`
/// equals the input to within 1e-15 or the bracket has collapsed to adjacent
/// doubles: exact to double precision, unlike SwiftUI's 2⁻²⁰ rounding.
struct CubicBezierSolver: Sendable {
    let ax, bx, cx, ay, by, cy: Double

    /// How close `x(s)` must come to the input for the search to stop.
    static let tolerance = 1e-15

    /// The most steps the search takes. Bisection alone halves the bracket
    /// each step, so 64 steps reach adjacent doubles; Newton's steps get
    /// there sooner. The limit only guards against a bug.
    static let maximumIterations = 200

    /// - Parameters: The two inner control points; the x coordinates must
    ///   already be in `[0, 1]`.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func dx(_ s: Double) -> Double { cx + (2 * bx + 3 * ax * s) * s }
    func dy(_ s: Double) -> Double { cy + (2 * by + 3 * ay * s) * s }

    /// The parameter `s ∈ [0, 1]` at which `x(s) == x`, for `x ∈ [0, 1]`.
    func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var low = 0.0, high = 1.0
        var s = x
        for _ in 0..<Self.maximumIterations {
            let error = self.x(s) - x
            if abs(error) <= Self.tolerance { return s }
            if error < 0 { low = s } else { high = s }
            if high - low <= high.ulp { return s }
            let slope = dx(s)
            let newton = s - error / slope
            // Take the Newton step only when it stays strictly inside the bracket.
            s = (slope != 0 && newton > low && newton < high) ? newton : 0.5 * (low + high)
        }
        return s
    }

    /// `y` at input `x`.
    func value(atX x: Double) -> Double {
        y(parameter(forX: x))
    }

    /// `dy/dx` at input `x`, with SwiftUI's rules at degenerate tangents: 1
    /// when both derivatives are equal (both zero included), ±∞ by the sign
    /// of `dy` when `dx` is zero, `dy/dx` otherwise.
    func velocity(atX x: Double) -> Double {
        slope(atParameter: parameter(forX: x))
    }

    /// `y` and `dy/dx` at input `x`, solving for the parameter once.
    func sample(atX x: Double) -> (value: Double, velocity: Double) {
        let s = parameter(forX: x)
        return (y(s), slope(atParameter: s))
    }

    private func slope(atParameter s: Double) -> Double {
        let dxds = dx(s)
        let dyds = dy(s)
        if dxds == dyds { return 1 }
        if dxds == 0 { return dyds < 0 ? -.infinity : .infinity }
        return dyds / dxds
    }
}
