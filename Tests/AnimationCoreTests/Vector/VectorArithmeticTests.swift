import AnimationCore
import Foundation
import Testing

@Suite("VectorArithmetic")
struct VectorArithmeticTests {
    /// `self + (other - self) * 1` is not always `other` in floating point;
    /// our `interpolate` is exact at both endpoints.
    @Test func interpolationEndpointsAreExactForInexactValues() {
        let pairs: [(Double, Double)] = [(0.1, 0.3), (1e-300, 1e300), (-0.7, 0.1), (3.3, -1e-17)]
        for (from, to) in pairs {
            #expect(from.interpolated(towards: to, amount: 1) == to)
            #expect(from.interpolated(towards: to, amount: 0) == from)
            let pair = AnimatablePair(from, to)
            #expect(pair.interpolated(towards: AnimatablePair(to, from), amount: 1) == AnimatablePair(to, from))
        }
        // The naive formula misses the endpoint for this pair; we do not.
        let from = 0.2, to = 0.9
        #expect(from + (to - from) * 1.0 != to)
        #expect(from.interpolated(towards: to, amount: 1) == to)
    }

    @Test func interpolationBetweenEndpointsFollowsTheFormula() {
        #expect(2.0.interpolated(towards: 6, amount: 0.25) == 3)
        #expect(2.0.interpolated(towards: 6, amount: 1.5) == 8)
        #expect(2.0.interpolated(towards: 6, amount: -0.5) == 0)
    }

    @Test func floatScalesWithOneRounding() {
        var value = Float(3)
        value.scale(by: 1.0 / 3.0)
        #expect(value == Float(3.0 * (1.0 / 3.0)))
        #expect(Float.greatestFiniteMagnitude.magnitudeSquared.isFinite)
    }

    @Test func emptyAnimatableDataIsInert() {
        var empty = EmptyAnimatableData()
        empty += EmptyAnimatableData()
        empty.scale(by: .nan)
        #expect(empty == EmptyAnimatableData())
        #expect(empty.magnitudeSquared == 0)
    }
}
