import AnimationCore
import Foundation
import Testing

/// NaN and infinite components propagate through arithmetic as they do for
/// `Double`: nothing traps, nothing is silently replaced.
@Suite("Non-finite components")
struct NonFiniteComponentsTests {
    @Test func scalars() {
        #expect((Double.nan + 1).isNaN)
        #expect(Double.infinity.scaled(by: 2) == .infinity)
        #expect(Double.infinity.scaled(by: 0).isNaN)
        #expect(Float.nan.magnitudeSquared.isNaN)
        #expect(CGFloat.infinity.magnitudeSquared == .infinity)
        #expect(1.0.interpolated(towards: .infinity, amount: 0.5) == .infinity)
        #expect(1.0.interpolated(towards: 2, amount: .nan).isNaN)
    }

    @Test func pairsAndValues() {
        let pair = AnimatablePair(Double.nan, 1.0) + AnimatablePair(1.0, 1.0)
        #expect(pair.first.isNaN && pair.second == 2)
        #expect(pair != pair)
        #expect(pair.magnitudeSquared.isNaN)

        let values = AnimatableValues(Double.infinity, 1.0) - AnimatableValues(Double.infinity, 0.0)
        #expect(values.value.0.isNaN && values.value.1 == 1)
        #expect(values.magnitudeSquared.isNaN)
    }

    @Test func vectors() {
        let vector: AnimatableVector = [1, .nan, .infinity]
        let sum = vector + [1, 1, 1, 1]
        #expect(sum[0] == 2 && sum[1].isNaN && sum[2] == .infinity && sum[3] == 1)
        #expect(sum != sum)
        #expect(vector.magnitudeSquared.isNaN)
        #expect(AnimatableVector([.infinity]).magnitudeSquared == .infinity)
        #expect((AnimatableVector([.infinity]) - [.infinity])[0].isNaN)
        // A NaN element is significant for equality even where a zero would not be.
        #expect(AnimatableVector([1, .nan]) != [1])
    }
}
