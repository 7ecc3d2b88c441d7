// The geometric functions of Apple's simd: lengths, distances, the dot
// and cross products, normalization, reflection and refraction.

/// The sum of the products of the two vectors' lanes.
///
/// - Parameters:
///   - x: A vector.
///   - y: Another.
/// - Returns: `x.x * y.x + x.y * y.y + ...`.
@inlinable public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint {
    var sum = V.Scalar.zero
    for index in x.indices { sum += x[index] * y[index] }
    return sum
}

/// The Euclidean length of a vector (the square root of its dot product
/// with itself).
///
/// - Parameter x: The vector.
/// - Returns: Its length.
@inlinable public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, x).squareRoot() }

/// The square of a vector's length.
///
/// - Parameter x: The vector.
/// - Returns: Its dot product with itself.
@inlinable public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, x) }

/// The distance between two points.
///
/// - Parameters:
///   - x: A point.
///   - y: Another.
/// - Returns: The length of `x - y`.
@inlinable public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { length(x - y) }

/// The square of the distance between two points.
///
/// - Parameters:
///   - x: A point.
///   - y: Another.
/// - Returns: The squared length of `x - y`.
@inlinable public func distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint {
    length_squared(x - y)
}

/// The vector scaled to length 1. As Apple's, the zero vector has no
/// direction: its lanes become NaN (0 / 0).
///
/// - Parameter x: The vector.
/// - Returns: `x / length(x)`.
@inlinable public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x / length(x) }

/// The cross product of two three-lane vectors (perpendicular to both).
///
/// - Parameters:
///   - x: A vector.
///   - y: Another.
/// - Returns: `x × y`.
@inlinable public func cross<Scalar: SIMDScalar & FloatingPoint>(_ x: SIMD3<Scalar>, _ y: SIMD3<Scalar>) -> SIMD3<Scalar> {
    SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}

/// The cross product of two two-lane vectors, as three lanes (the z lane
/// holds the signed area).
///
/// - Parameters:
///   - x: A vector.
///   - y: Another.
/// - Returns: `(0, 0, x.x * y.y - x.y * y.x)`.
@inlinable public func cross<Scalar: SIMDScalar & FloatingPoint>(_ x: SIMD2<Scalar>, _ y: SIMD2<Scalar>) -> SIMD3<Scalar> {
    SIMD3(0, 0, x.x * y.y - x.y * y.x)
}

/// A direction reflected off a surface.
///
/// - Parameters:
///   - x: The incident direction.
///   - n: The surface's unit normal.
/// - Returns: `x - 2 * dot(x, n) * n`.
@inlinable public func reflect<V: SIMD>(_ x: V, n: V) -> V where V.Scalar: FloatingPoint { x - (2 * dot(x, n)) * n }

/// A direction refracted through a surface, or zero on total internal
/// reflection.
///
/// - Parameters:
///   - x: The unit incident direction.
///   - n: The surface's unit normal.
///   - eta: The ratio of the indices of refraction.
/// - Returns: The refracted direction.
@inlinable public func refract<V: SIMD>(_ x: V, n: V, eta: V.Scalar) -> V where V.Scalar: FloatingPoint {
    let cosine = dot(n, x)
    let k = 1 - eta * eta * (1 - cosine * cosine)
    if k < 0 { return V() }
    return eta * x - (eta * cosine + k.squareRoot()) * n
}

/// The projection of one vector onto another.
///
/// - Parameters:
///   - x: The vector projected.
///   - y: The vector projected onto.
/// - Returns: `dot(x, y) / dot(y, y) * y`.
@inlinable public func project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { (dot(x, y) / dot(y, y)) * y }

/// `dot(_:_:)` by its C name.
@inlinable public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, y) }
/// `length(_:)` by its C name.
@inlinable public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { length(x) }
/// `length_squared(_:)` by its C name.
@inlinable public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { length_squared(x) }
/// `distance(_:_:)` by its C name.
@inlinable public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { distance(x, y) }
/// `distance_squared(_:_:)` by its C name.
@inlinable public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint {
    distance_squared(x, y)
}
/// `normalize(_:)` by its C name.
@inlinable public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { normalize(x) }
/// `cross(_:_:)` by its C name.
@inlinable public func simd_cross<Scalar: SIMDScalar & FloatingPoint>(_ x: SIMD3<Scalar>, _ y: SIMD3<Scalar>) -> SIMD3<Scalar> {
    cross(x, y)
}
/// `reflect(_:n:)` by its C name.
@inlinable public func simd_reflect<V: SIMD>(_ x: V, _ n: V) -> V where V.Scalar: FloatingPoint { reflect(x, n: n) }
/// `project(_:_:)` by its C name.
@inlinable public func simd_project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { project(x, y) }
