import AnimationCore
import Testing

@Suite("AnimatableVector")
struct AnimatableVectorTests {
    @Test func initializersAgree() {
        let literal: AnimatableVector = [1, 2, 3]
        #expect(AnimatableVector(values: [1, 2, 3]) == literal)
        #expect(AnimatableVector((1...3).map(Double.init)) == literal)
        #expect(AnimatableVector(stride(from: 1.0, through: 3.0, by: 1.0)).values == [1, 2, 3])
        #expect(literal.count == 3)
        #expect(literal.description == "[1.0, 2.0, 3.0]")
    }

    @Test func shorterOperandIsPaddedWithZeros() {
        let short: AnimatableVector = [1, 2]
        let long: AnimatableVector = [1, 2, 3]
        #expect((short + long).values == [2, 4, 3])
        #expect((long + short).values == [2, 4, 3])
        #expect((short - long).values == [0, 0, -3])
        #expect((long - short).values == [0, 0, 3])
        var inPlace = short
        inPlace -= long
        #expect(inPlace.values == [0, 0, -3])
    }

    @Test func zeroIsTheIdentityForEveryLength() {
        for count in 0..<20 {
            let vector = AnimatableVector((0..<count).map { Double($0) + 0.5 })
            #expect(vector + .zero == vector)
            #expect(vector - vector == .zero)
            #expect((vector - vector).count == count)
            #expect(AnimatableVector.zero.interpolated(towards: vector, amount: 1) == vector)
        }
    }

    @Test func trailingZerosAreNotSignificant() {
        let a: AnimatableVector = [1, 2]
        let b: AnimatableVector = [1, 2, 0, 0]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b, [1, 2, -0.0]]).count == 1)
        #expect(AnimatableVector([0, 0, 0]) == .zero)
        #expect(AnimatableVector([0, 0, 0]).hashValue == AnimatableVector.zero.hashValue)
        #expect(AnimatableVector([1, 2, 0, 1]) != a)
        #expect(AnimatableVector([0, 1]) != AnimatableVector([1]))
    }

    @Test func subscriptReadsZeroPastTheEndAndGrowsOnWrite() {
        var vector: AnimatableVector = [1, 2]
        #expect(vector[1] == 2)
        #expect(vector[5] == 0)
        #expect(vector.count == 2)
        vector[4] = 7
        #expect(vector.values == [1, 2, 0, 0, 7])
        vector[0] = -1
        #expect(vector.values == [-1, 2, 0, 0, 7])
    }

    @Test func negativeIndexIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            let vector: AnimatableVector = [1]
            _ = vector[-1]
        }
    }

    @Test func inPlaceOperationsKeepUniqueStorage() {
        var vector = AnimatableVector((0..<1_000).map(Double.init))
        let other = AnimatableVector((0..<1_000).map { Double($0) * 2 })
        let shorter = AnimatableVector((0..<10).map(Double.init))
        let before = vector.withUnsafeBufferPointer { $0.baseAddress }
        vector += other
        vector -= shorter
        vector.scale(by: 0.5)
        vector.interpolate(towards: other, amount: 0.25)
        let after = vector.withUnsafeBufferPointer { $0.baseAddress }
        #expect(before == after)
        #expect(vector[999] == (999.0 * 3 * 0.5) + (1998 - 999.0 * 3 * 0.5) * 0.25)
    }

    @Test func sharedStorageIsCopiedOnWrite() {
        let original: AnimatableVector = [1, 2, 3]
        var copy = original
        copy += [1, 1, 1]
        copy.scale(by: 2)
        #expect(original.values == [1, 2, 3])
        #expect(copy.values == [4, 6, 8])
    }

    @Test func longVectorsMatchAScalarReference() {
        // Lengths around the four-lane loop's edges.
        for count in [0, 1, 3, 4, 5, 7, 8, 9, 1_001] {
            let values = (0..<count).map { Double($0 % 17) - 8.25 }
            let vector = AnimatableVector(values: values)
            let reference = values.reduce(0) { $0 + $1 * $1 }
            #expect(vector.magnitudeSquared == reference)
            #expect(vector.scaled(by: -2).values == values.map { $0 * -2 })
        }
    }

    @Test func mutableBufferAccessWritesThrough() {
        var vector: AnimatableVector = [1, 2, 3]
        vector.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] *= 10 }
        }
        #expect(vector.values == [10, 20, 30])
    }
}
