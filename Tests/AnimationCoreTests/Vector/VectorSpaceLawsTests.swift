import AnimationCore
import Foundation
import Testing

/// Every `VectorArithmetic` conformance of the package obeys the laws.
@Suite("Vector-space laws")
struct VectorSpaceLawsTests {
    @Test func double() async {
        await checkVectorSpaceLaws(Exact.double) { [$0] }
    }

    @Test func float() async {
        await checkVectorSpaceLaws(Exact.float) { [Double($0)] }
    }

    @Test func cgFloat() async {
        await checkVectorSpaceLaws(Exact.cgFloat) { [Double($0)] }
    }

    @Test func animatablePair() async {
        await checkVectorSpaceLaws(Exact.pair) {
            [$0.first, Double($0.second.first), Double($0.second.second)]
        }
    }

    @Test func animatableValues() async {
        await checkVectorSpaceLaws(Exact.values) {
            let (a, b, c) = $0.value
            return [a, Double(b), Double(c)]
        }
    }

    @Test func emptyAnimatableData() async {
        await checkVectorSpaceLaws(Exact.empty) { _ in [] }
    }

    @Test func animatableVector() async {
        await checkVectorSpaceLaws(Exact.vector) { $0.values }
    }
}
