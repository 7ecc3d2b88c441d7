import AnimationCore
import PropertyBased
import Testing

/// Checks the vector-space laws of `VectorArithmetic` on generated values.
///
/// - Parameters:
///   - values: Exactly representable values (see ``Exact``).
///   - components: The value's components, for the dot product.
func checkVectorSpaceLaws<V: VectorArithmetic>(
    _ values: Generator<V, some Sequence>,
    components: @escaping (V) -> [Double],
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    await propertyCheck(
        count: 200, input: values, values, values, Exact.factor, Exact.factor,
        perform: { a, b, c, s, t in
            // Associativity and commutativity of +.
            #expect((a + b) + c == a + (b + c), sourceLocation: sourceLocation)
            #expect(a + b == b + a, sourceLocation: sourceLocation)
            // Zero is the identity; a - a is zero.
            #expect(a + .zero == a, sourceLocation: sourceLocation)
            #expect(.zero + a == a, sourceLocation: sourceLocation)
            #expect(a - .zero == a, sourceLocation: sourceLocation)
            #expect(a - a == .zero, sourceLocation: sourceLocation)
            #expect((a - b) + b == a, sourceLocation: sourceLocation)
            // In-place operators agree with the pure ones.
            var sum = a
            sum += b
            #expect(sum == a + b, sourceLocation: sourceLocation)
            sum -= b
            #expect(sum == a, sourceLocation: sourceLocation)
            // Scaling distributes over vector and scalar addition, and composes.
            #expect((a + b).scaled(by: s) == a.scaled(by: s) + b.scaled(by: s), sourceLocation: sourceLocation)
            #expect(a.scaled(by: s + t) == a.scaled(by: s) + a.scaled(by: t), sourceLocation: sourceLocation)
            #expect(a.scaled(by: s).scaled(by: t) == a.scaled(by: s * t), sourceLocation: sourceLocation)
            #expect(a.scaled(by: 1) == a, sourceLocation: sourceLocation)
            #expect(a.scaled(by: 0) == .zero, sourceLocation: sourceLocation)
            var scaledInPlace = a
            scaledInPlace.scale(by: s)
            #expect(scaledInPlace == a.scaled(by: s), sourceLocation: sourceLocation)
            // magnitudeSquared is the dot product with itself.
            let dot = components(a).reduce(0) { $0 + $1 * $1 }
            #expect(a.magnitudeSquared == dot, sourceLocation: sourceLocation)
            #expect(a.magnitudeSquared >= 0, sourceLocation: sourceLocation)
            #expect(V.zero.magnitudeSquared == 0, sourceLocation: sourceLocation)
            // Interpolation is exact at its endpoints and follows the formula.
            #expect(a.interpolated(towards: b, amount: 0) == a, sourceLocation: sourceLocation)
            #expect(a.interpolated(towards: b, amount: 1) == b, sourceLocation: sourceLocation)
            #expect(a.interpolated(towards: b, amount: s) == a + (b - a).scaled(by: s), sourceLocation: sourceLocation)
            var interpolatedInPlace = a
            interpolatedInPlace.interpolate(towards: b, amount: t)
            #expect(interpolatedInPlace == a.interpolated(towards: b, amount: t), sourceLocation: sourceLocation)
        },
        sourceLocation: sourceLocation
    )
}
