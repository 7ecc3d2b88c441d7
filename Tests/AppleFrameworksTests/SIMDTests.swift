import SwiftAnimation_simd
import Testing

/// simd's functions against closed forms worked by hand.
@Suite("simd")
struct SIMDTests {
    @Test func lengthsAndDistances() {
        #expect(simd_length(SIMD2<Float>(3, 4)) == 5)
        #expect(length_squared(SIMD3<Double>(1, 2, 2)) == 9)
        #expect(simd_distance(SIMD2<Double>(1, 1), SIMD2<Double>(4, 5)) == 5)
        #expect(distance_squared(SIMD2<Float>(0, 0), SIMD2<Float>(1, 1)) == 2)
        #expect(simd_normalize(SIMD2<Double>(3, 4)) == SIMD2(0.6, 0.8))
    }

    @Test func productsAndReflections() {
        #expect(simd_dot(SIMD3<Float>(1, 2, 3), SIMD3<Float>(4, 5, 6)) == 32)
        #expect(simd_cross(SIMD3<Float>(1, 0, 0), SIMD3<Float>(0, 1, 0)) == SIMD3(0, 0, 1))
        #expect(cross(SIMD2<Double>(2, 0), SIMD2<Double>(0, 3)) == SIMD3(0, 0, 6))
        #expect(reflect(SIMD2<Double>(1, -1), n: SIMD2(0, 1)) == SIMD2(1, 1))
        // Past the critical angle (eta 1.5, 60° from the normal) the ray
        // reflects wholly: zero.
        let ray = SIMD2<Double>(0.8660254037844386, -0.5)
        #expect(refract(ray, n: SIMD2(0, 1), eta: 1.5) == .zero)
        #expect(project(SIMD2<Double>(2, 3), SIMD2(1, 0)) == SIMD2(2, 0))
    }

    @Test func blendsClampsAndSteps() {
        #expect(mix(SIMD2<Float>(0, 10), SIMD2<Float>(10, 20), t: 0.25) == SIMD2(2.5, 12.5))
        #expect(simd_mix(Float(2), 4, 0.5) == 3)
        #expect(clamp(SIMD3<Double>(-1, 0.5, 2), min: 0, max: 1) == SIMD3(0, 0.5, 1))
        #expect(simd_clamp(5.0, 0, 1) == 1)
        #expect(min(SIMD2<Float>(1, 5), SIMD2<Float>(3, 2)) == SIMD2(1, 2))
        #expect(simd_max(SIMD2<Float>(1, 5), SIMD2<Float>(3, 2)) == SIMD2(3, 5))
        #expect(abs(SIMD2<Double>(-2, 3)) == SIMD2(2, 3))
        #expect(fract(SIMD2<Double>(1.25, -0.25)) == SIMD2(0.25, 0.75))
        #expect(sign(SIMD3<Double>(-3, 0, .nan)) == SIMD3(-1, 0, 0))
        #expect(step(SIMD2<Double>(0.4, 0.6), edge: SIMD2(0.5, 0.5)) == SIMD2(0, 1))
        // 3t² - 2t³ at t = 0.25: 0.15625.
        #expect(smoothstep(SIMD2<Double>(0.25, 2), edge0: .zero, edge1: .one) == SIMD2(0.15625, 1))
        #expect(sqrt(SIMD2<Double>(4, 9)) == SIMD2(2, 3))
        #expect(reduce_add(SIMD4<Float>(1, 2, 3, 4)) == 10)
        #expect(simd_reduce_max(SIMD3<Int32>(1, 7, 3)) == 7)
    }

    @Test func theOldNamesAreTheVectors() {
        let a: simd_float3 = [1, 2, 3]
        let b: vector_float3 = a
        let c: float3 = b
        #expect(c == SIMD3<Float>(1, 2, 3))
        let d: simd_double2 = [0.5, 1]
        #expect(d.y == 1)
    }

    @Test func matricesMultiplyInvertAndTranspose() {
        // A translation by (1, 2, 3) in the fourth column.
        var translation = matrix_identity_float4x4
        translation.columns.3 = SIMD4(1, 2, 3, 1)
        #expect(translation * SIMD4<Float>(0, 0, 0, 1) == SIMD4(1, 2, 3, 1))
        #expect(translation.inverse * SIMD4<Float>(1, 2, 3, 1) == SIMD4(0, 0, 0, 1))
        #expect(simd_mul(translation, translation.inverse) == matrix_identity_float4x4)
        #expect(simd_float4x4(diagonal: SIMD4(1, 2, 3, 4)).determinant == 24)
        // A row swap flips the sign: det [[0, 1], [1, 0]] in 3 × 3 with a 5.
        let swap = simd_float3x3(rows: [SIMD3(0, 1, 0), SIMD3(1, 0, 0), SIMD3(0, 0, 5)])
        #expect(swap.determinant == -5)
        let m = simd_float3x3(rows: [SIMD3(1, 2, 3), SIMD3(4, 5, 6), SIMD3(7, 8, 10)])
        #expect(m[0, 1] == 4)
        #expect(m.transpose[1, 0] == 4)
        #expect(m.transpose.transpose == m)
        #expect(m.determinant == -3)
        // (2 × identity) × m doubles every element.
        #expect(simd_float3x3(2) * m == 2 * m)
        #expect(SIMD3<Float>(1, 0, 0) * m == SIMD3(1, 2, 3))
    }

    /// The zero vector has no direction: NaN, as Apple's `normalize`.
    @Test func theZeroVectorNormalizesToNaN() {
        #expect(normalize(SIMD2<Double>.zero).x.isNaN)
    }
}
