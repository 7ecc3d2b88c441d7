// Apple's simd's lane-wise functions: blends, clamps, rounding and the
// reductions.

/// The linear blend of two vectors, lane by lane.
///
/// - Parameters:
///   - x: The vector at `t == 0`.
///   - y: The vector at `t == 1`.
///   - t: The blend, per lane.
/// - Returns: `x + t * (y - x)`.
@inlinable public func mix<V: SIMD>(_ x: V, _ y: V, t: V) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }

/// The linear blend of two vectors by one amount.
///
/// - Parameters:
///   - x: The vector at `t == 0`.
///   - y: The vector at `t == 1`.
///   - t: The blend.
/// - Returns: `x + t * (y - x)`.
@inlinable public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }

/// The linear blend of two scalars.
///
/// - Parameters:
///   - x: The value at `t == 0`.
///   - y: The value at `t == 1`.
///   - t: The blend.
/// - Returns: `x + t * (y - x)`.
@inlinable public func simd_mix<T: FloatingPoint>(_ x: T, _ y: T, _ t: T) -> T { x + t * (y - x) }

/// The linear blend of two vectors, lane by lane (C name).
@inlinable public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { mix(x, y, t: t) }

/// Each lane kept between its bounds.
///
/// - Parameters:
///   - x: The vector.
///   - min: The lower bounds.
///   - max: The upper bounds.
/// - Returns: The clamped vector.
@inlinable public func clamp<V: SIMD>(_ x: V, min: V, max: V) -> V where V.Scalar: Comparable {
    x.clamped(lowerBound: min, upperBound: max)
}

/// Each lane kept between two bounds.
///
/// - Parameters:
///   - x: The vector.
///   - min: The lower bound.
///   - max: The upper bound.
/// - Returns: The clamped vector.
@inlinable public func clamp<V: SIMD>(_ x: V, min: V.Scalar, max: V.Scalar) -> V where V.Scalar: Comparable {
    x.clamped(lowerBound: V(repeating: min), upperBound: V(repeating: max))
}

/// A scalar kept between two bounds (C name).
@inlinable public func simd_clamp<T: Comparable>(_ x: T, _ min: T, _ max: T) -> T { Swift.min(Swift.max(x, min), max) }

/// A vector's lanes kept between bounds (C name).
@inlinable public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: Comparable {
    clamp(x, min: min, max: max)
}

/// The lane-wise minimum.
@inlinable public func min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMin(x, y) }
/// The lane-wise maximum.
@inlinable public func max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMax(x, y) }
/// The lane-wise minimum (C name).
@inlinable public func simd_min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMin(x, y) }
/// The lane-wise maximum (C name).
@inlinable public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMax(x, y) }

/// Each lane's magnitude.
@inlinable public func abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { V(x.indices.map { x[$0].magnitude }) }
/// Each lane's magnitude (C name).
@inlinable public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { abs(x) }
/// Each lane's square root.
@inlinable public func sqrt<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.squareRoot() }
/// Each lane's reciprocal square root.
@inlinable public func rsqrt<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { 1 / x.squareRoot() }
/// Each lane's reciprocal.
@inlinable public func recip<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { 1 / x }
/// Each lane rounded down.
@inlinable public func floor<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.rounded(.down) }
/// Each lane rounded up.
@inlinable public func ceil<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.rounded(.up) }
/// Each lane rounded toward zero.
@inlinable public func trunc<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.rounded(.towardZero) }
/// Each lane's fractional part, `x - floor(x)` (below 1).
@inlinable public func fract<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x - x.rounded(.down) }

/// Each lane's sign: -1, 0 or 1 (0 for NaN, as Apple's).
@inlinable public func sign<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint {
    V(x.indices.map { x[$0] > 0 ? 1 : x[$0] < 0 ? -1 : 0 })
}

/// 0 where a lane is below its edge, else 1.
///
/// - Parameters:
///   - x: The vector.
///   - edge: The edges.
/// - Returns: The steps.
@inlinable public func step<V: SIMD>(_ x: V, edge: V) -> V where V.Scalar: FloatingPoint {
    V(x.indices.map { x[$0] < edge[$0] ? 0 : 1 })
}

/// The smooth Hermite step from 0 at `edge0` to 1 at `edge1`, lane by lane.
///
/// - Parameters:
///   - x: The vector.
///   - edge0: Where each lane's step starts.
///   - edge1: Where it ends.
/// - Returns: `t * t * (3 - 2 * t)` with `t` clamped to 0...1.
@inlinable public func smoothstep<V: SIMD>(_ x: V, edge0: V, edge1: V) -> V where V.Scalar: FloatingPoint {
    V(
        x.indices.map { index -> V.Scalar in
            let t = Swift.min(Swift.max((x[index] - edge0[index]) / (edge1[index] - edge0[index]), 0), 1)
            return t * t * (3 - 2 * t)
        })
}

/// The sum of a vector's lanes.
@inlinable public func reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// The smallest lane.
@inlinable public func reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.min() }
/// The largest lane.
@inlinable public func reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.max() }
/// The sum of a vector's lanes (C name).
@inlinable public func simd_reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// The smallest lane (C name).
@inlinable public func simd_reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.min() }
/// The largest lane (C name).
@inlinable public func simd_reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.max() }
