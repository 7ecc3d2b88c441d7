import AnimationCore
import Foundation
import Testing

@Suite("AnimatableValues")
struct AnimatableValuesTests {
    @Test func elementwiseArithmetic() {
        let a = AnimatableValues(1.0, Float(2), CGFloat(3))
        let b = AnimatableValues(10.0, Float(20), CGFloat(30))
        let sum = a + b
        #expect(sum.value.0 == 11 && sum.value.1 == 22 && sum.value.2 == 33)
        #expect((b - a) == AnimatableValues(9.0, Float(18), CGFloat(27)))
        #expect(a.magnitudeSquared == 14)
        #expect(a.scaled(by: 2) == AnimatableValues(2.0, Float(4), CGFloat(6)))
        #expect(a.interpolated(towards: b, amount: 0.5) == AnimatableValues(5.5, Float(11), CGFloat(16.5)))
    }

    @Test func nestsOtherVectorTypes() {
        let a = AnimatableValues(AnimatablePair(1.0, 2.0), AnimatableVector([1, 2, 3]))
        let b = AnimatableValues(AnimatablePair(3.0, 4.0), AnimatableVector([1]))
        let sum = a + b
        #expect(sum.value.0 == AnimatablePair(4.0, 6.0))
        #expect(sum.value.1 == [2, 2, 3])
        #expect(a.magnitudeSquared == 1 + 4 + 1 + 4 + 9)
    }

    @Test func zeroElementsWork() {
        let empty = AnimatableValues()
        #expect(empty == .zero)
        #expect(empty + empty == empty)
        #expect(empty - empty == .zero)
        #expect(empty.magnitudeSquared == 0)
        #expect(empty.scaled(by: 3) == empty)
        #expect(empty.interpolated(towards: .zero, amount: 0.5) == empty)
    }

    @Test func singleElement() {
        var one = AnimatableValues(2.0)
        one.scale(by: 3)
        #expect(one.value == 6)
        #expect(one.magnitudeSquared == 36)
    }
}
