import AnimationCore
import Foundation
import Testing

/// Runs `animation` on `values` as one batch at `times`, with fresh
/// contexts kept in `contexts` between calls; returns each member's value
/// (`nil`: finished).
private func runBatch<V: VectorArithmetic>(
    _ animation: Animation, values: [V], times: [TimeInterval], contexts: inout [AnimationContext<V>]
) -> [V?] {
    var times = times
    var results = [V](repeating: .zero, count: values.count)
    var scales = [Double](repeating: 0, count: values.count)
    var outcomes = [AnimationBatch<V>.Outcome](repeating: .finished, count: values.count)
    var output: [V?] = []
    values.withUnsafeBufferPointer { values in
        times.withUnsafeMutableBufferPointer { times in
            contexts.withUnsafeMutableBufferPointer { contexts in
                results.withUnsafeMutableBufferPointer { results in
                    scales.withUnsafeMutableBufferPointer { scales in
                        outcomes.withUnsafeMutableBufferPointer { outcomes in
                            var batch = AnimationBatch(
                                count: values.count, values: values.baseAddress!, times: times.baseAddress!,
                                contexts: contexts.baseAddress!, results: results.baseAddress!,
                                scales: scales.baseAddress!, outcomes: outcomes.baseAddress!)
                            animation.animate(&batch)
                            for member in 0..<values.count {
                                switch batch.outcome(at: member) {
                                case .finished: output.append(nil)
                                case .stored: output.append(results[member])
                                case .scaled: output.append(values[member].scaled(by: batch.scale(at: member)))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    return output
}

@Suite("Animation batches")
struct AnimationBatchTests {
    /// Every built-in's batch gives each member what `animate(value:time:context:)`
    /// gives it alone, frame after frame, including after a merge.
    @Test(arguments: [
        Animation.easeInOut(duration: 0.5), .smooth, .bouncy, .interpolatingSpring(duration: 0.4, bounce: 0.3),
        .default, .linear(duration: 0.3).delay(0.1), .bouncy.speed(2), .snappy.logicallyComplete(after: 0.1),
        .linear(duration: 0.2).repeatCount(2, autoreverses: true),
        .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.2)
    ])
    func batchesMatchTheSingleEntry(animation: Animation) {
        let values: [Double] = [1, -3, 0, 250]
        let starts: [TimeInterval] = [0, 0.05, 0.1, 0.3]
        var batchContexts = values.map { _ in AnimationContext<Double>() }
        var singleContexts = batchContexts
        var finished = [Bool](repeating: false, count: values.count)
        for frame in 0..<90 {
            let now = Double(frame) / 60
            let active = values.indices.filter { starts[$0] <= now && !finished[$0] }
            guard !active.isEmpty else { continue }
            var contexts = active.map { batchContexts[$0] }
            let results = runBatch(
                animation, values: active.map { values[$0] }, times: active.map { now - starts[$0] },
                contexts: &contexts)
            for (position, index) in active.enumerated() {
                batchContexts[index] = contexts[position]
                let single = animation.animate(value: values[index], time: now - starts[index], context: &singleContexts[index])
                #expect((results[position] == nil) == (single == nil), "member \(index) at \(now)")
                if let result = results[position], let single {
                    #expect(abs(result - single) <= 1e-12 * max(1, abs(single)), "member \(index) at \(now)")
                }
                #expect(batchContexts[index].isLogicallyComplete == singleContexts[index].isLogicallyComplete)
                finished[index] = single == nil
            }
        }
        #expect(finished.allSatisfy { $0 })
    }

    /// A new target without a merge re-seeds the closed form at the call's
    /// time from the position and velocity there; the position is written
    /// in place into the result.
    @Test func aSpringRetargetedWithoutAMergeWritesItsVectorInPlace() {
        let animation = Animation.smooth
        let spring = Spring.smooth
        var contexts = [AnimationContext<AnimatableVector>()]
        _ = runBatch(animation, values: [AnimatableVector([1, 2])], times: [0.1], contexts: &contexts)
        let atRetarget = runBatch(animation, values: [AnimatableVector([4, -2])], times: [0.3], contexts: &contexts)[0]
        let later = runBatch(animation, values: [AnimatableVector([4, -2])], times: [0.5], contexts: &contexts)[0]
        for (index, (first, second)) in [(1.0, 4.0), (2.0, -2.0)].enumerated() {
            let position = spring.value(target: first, time: 0.3)
            let velocity = spring.velocity(target: first, time: 0.3)
            #expect(abs((atRetarget?[index] ?? .nan) - position) < 1e-12)
            let expected = position + spring.value(target: second - position, initialVelocity: velocity, time: 0.2)
            #expect(abs((later?[index] ?? .nan) - expected) < 1e-12)
        }
    }
}

@Suite("Animation state storage")
struct AnimationStateStorageTests {
    private struct Small: AnimationStateKey { static let defaultValue = 0.0 }
    private struct Other: AnimationStateKey { static let defaultValue = SIMD2<Double>(1, 1) }
    private struct Text: AnimationStateKey { static let defaultValue = "" }
    private struct Large: AnimationStateKey {
        static let defaultValue = [Double](repeating: 0, count: 0)
    }

    @Test func inlineAndBoxedKeysReadBackAndCopiesDoNotShare() {
        var state = AnimationState<Double>()
        #expect(state[Small.self] == 0)
        state[Small.self] = 2.5  // inline: the first plain value
        state[Other.self] = [3, 4]  // boxed: the inline slot is taken
        state[Text.self] = "spring"  // boxed: not a plain value
        var copy = state
        copy[Small.self] = 7
        copy[Text.self] = "changed"
        #expect(state[Small.self] == 2.5)
        #expect(state[Other.self] == [3, 4])
        #expect(state[Text.self] == "spring")
        #expect(copy[Small.self] == 7)
        #expect(copy[Other.self] == [3, 4])
        #expect(copy[Text.self] == "changed")
        #expect(AnimationState<Double>.inlineCapacity == 160)
    }
}

@Suite("In-place vector arithmetic")
struct InPlaceVectorArithmeticTests {
    @Test func formSumAndAddMatchTheirDefinitions() {
        var scalar = 9.0
        scalar.formSum(2, 3, scaledBy: 0.5)
        #expect(scalar == 3.5)
        scalar.add(4, scaledBy: -0.25)
        #expect(scalar == 2.5)
        var pair = AnimatablePair(1.0, 2.0)
        pair.formSum(AnimatablePair(1, 1), AnimatablePair(2, 4), scaledBy: 2)
        #expect(pair == AnimatablePair(5, 9))

        var vector = AnimatableVector([100, 100, 100, 100])
        vector.formSum([1, 2, 3], [10, 20], scaledBy: 0.5)  // as long as the longer operand
        #expect(vector.values == [6, 12, 3])
        vector.add([1, 1, 1, 1, 1], scaledBy: 2)
        #expect(vector.values == [8, 14, 5, 2, 2])
    }

    /// Written in place: a buffer nobody else holds is reused, one that is
    /// shared is copied first (value semantics).
    @Test func formSumReusesAnUnsharedBufferAndCopiesASharedOne() {
        var vector = AnimatableVector([0, 0, 0])
        let address = vector.withUnsafeBufferPointer { $0.baseAddress }
        vector.formSum([1, 2, 3], [1, 1, 1], scaledBy: 1)
        #expect(vector.withUnsafeBufferPointer { $0.baseAddress } == address)
        let held = vector
        vector.formSum([0, 0, 0], [1, 1, 1], scaledBy: 1)
        #expect(held.values == [2, 3, 4])
        #expect(vector.values == [1, 1, 1])
    }
}
