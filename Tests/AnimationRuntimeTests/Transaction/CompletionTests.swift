import AnimationCore
import AnimationRuntime
import Testing

/// Counts calls of completion handlers.
private final class Counter {
    var count = 0
    var times: [Double] = []
}

/// Advances `value` at 60 Hz over frames `first...last` (frame n is at
/// n/60 s), calling `before` with each frame's time first and `after` once
/// the frame is done.
private func run<V>(
    _ value: AnimatedValue<V>, frames: ClosedRange<Int>,
    before: (Double) -> Void = { _ in }, after: (Double) -> Void = { _ in }
) {
    for frame in frames {
        let time = Double(frame) / 60
        before(time)
        value.advance(to: time)
        after(time)
    }
}

@Suite("Completions")
struct CompletionTests {
    @Test func logicallyCompleteFiresOnceAndNotEarly() {
        let value = AnimatedValue(0.0)
        let counter = Counter()
        var now = 0.0
        withAnimation(.bouncy, completionCriteria: .logicallyComplete) {
            value.set(1, at: 0)
        } completion: {
            counter.count += 1
            counter.times.append(now)
        }
        run(value, frames: 0...180, before: { now = $0 })
        #expect(counter.count == 1)
        // Logically complete once the spring's duration (0.5 s) has passed, long before it rests.
        #expect(counter.times[0] >= 0.5 && counter.times[0] < 0.5 + 1.0 / 30)
    }

    @Test func removedWaitsForRemoval() {
        let value = AnimatedValue(0.0)
        let counter = Counter()
        var now = 0.0
        withAnimation(.bouncy, completionCriteria: .removed) {
            value.set(1, at: 0)
        } completion: {
            counter.count += 1
            counter.times.append(now)
        }
        var restedAt = -1.0
        run(
            value, frames: 0...180, before: { now = $0 },
            after: { time in
                if restedAt < 0 && !value.isAnimating { restedAt = time }
            })
        #expect(counter.count == 1)
        #expect(counter.times == [restedAt])
        #expect(restedAt > 0.5)
    }

    @Test func mergedAnimationCountsWhenTheLaterOneCompletes() {
        let value = AnimatedValue(0.0)
        let first = Counter(), second = Counter()
        var now = 0.0
        withAnimation(.smooth, completionCriteria: .logicallyComplete) {
            value.set(1, at: 0)
        } completion: {
            first.times.append(now)
        }
        run(value, frames: 0...18, before: { now = $0 })
        withAnimation(.smooth, completionCriteria: .logicallyComplete) {
            value.set(2, at: 18.0 / 60)
        } completion: {
            second.times.append(now)
        }
        run(value, frames: 19...180, before: { now = $0 })
        // The first was merged at 0.3: it completes with the merged spring, 0.5 s after the merge.
        #expect(first.times.count == 1 && second.times.count == 1)
        #expect(first.times[0] >= 0.8 && first.times[0] < 0.8 + 1.0 / 30)
        #expect(first.times == second.times)
    }

    @Test func combinedAnimationsCompleteSeparately() {
        let value = AnimatedValue(0.0)
        let first = Counter(), second = Counter()
        var now = 0.0
        withAnimation(.linear(duration: 1), completionCriteria: .removed) {
            value.set(10, at: 0)
        } completion: {
            first.times.append(now)
        }
        run(value, frames: 0...30, before: { now = $0 })
        withAnimation(.linear(duration: 1), completionCriteria: .removed) {
            value.set(20, at: 30.0 / 60)
        } completion: {
            second.times.append(now)
        }
        run(value, frames: 31...120, before: { now = $0 })
        #expect(first.times.count == 1 && second.times.count == 1)
        #expect(first.times[0] >= 1 && first.times[0] < 1 + 1.0 / 30)
        #expect(second.times[0] >= 1.5 && second.times[0] < 1.5 + 1.0 / 30)
    }

    @Test func nothingAnimatedCompletesRightAfterTheBody() {
        let counter = Counter()
        withAnimation(.bouncy) {
        } completion: {
            counter.count += 1
        }
        #expect(counter.count == 1)
    }

    @Test func valueSetWithoutChangeCompletesAtItsNextAdvance() {
        let value = AnimatedValue(5.0)
        let counter = Counter()
        withAnimation(.bouncy) {
            value.set(5, at: 0)
        } completion: {
            counter.count += 1
        }
        #expect(counter.count == 0)
        value.advance(to: 0.01)
        #expect(counter.count == 1)
        value.advance(to: 0.02)
        #expect(counter.count == 1)
    }

    @Test func handlerMayStartANewAnimationOnTheSameValue() {
        let value = AnimatedValue(0.0)
        let counter = Counter()
        var now = 0.0
        withAnimation(.linear(duration: 0.5), completionCriteria: .removed) {
            value.set(1, at: 0)
        } completion: {
            counter.count += 1
            withAnimation(.linear(duration: 0.5)) { value.set(0, at: now) }
        }
        run(value, frames: 0...30, before: { now = $0 })
        #expect(counter.count == 1)
        #expect(value.isAnimating)
        #expect(value.model == 0)
        run(value, frames: 31...72, before: { now = $0 })
        #expect(!value.isAnimating && value.presentation == 0)
        #expect(counter.count == 1)
    }

    @Test func oneTransactionOverSeveralValues() {
        let a = AnimatedValue(0.0), b = AnimatedValue(0.0)
        let counter = Counter()
        withAnimation(.linear(duration: 1), completionCriteria: .removed) {
            a.set(1, at: 0)
        } completion: {
            counter.count += 1
        }
        var transaction = Transaction(animation: .linear(duration: 2))
        transaction.addAnimationCompletion(criteria: .removed) { counter.count += 10 }
        b.set(1, transaction: transaction, at: 0)
        withTransaction(transaction) { a.set(2, at: 0.5) }
        a.advance(to: 1.2); b.advance(to: 1.2)
        #expect(counter.count == 1)
        a.advance(to: 2.6); b.advance(to: 2.6)
        #expect(counter.count == 11)
    }

    @Test func nestedCompletionsWaitForTheirOwnBodies() {
        let value = AnimatedValue(0.0), other = AnimatedValue(0.0)
        let outer = Counter(), inner = Counter()
        withAnimation(.linear(duration: 2), completionCriteria: .removed) {
            withAnimation(.linear(duration: 1), completionCriteria: .removed) {
                value.set(1, at: 0)
            } completion: {
                inner.count += 1
            }
            other.set(1, at: 0)
        } completion: {
            outer.count += 1
        }
        value.advance(to: 1); other.advance(to: 1)
        #expect(inner.count == 1 && outer.count == 0)
        value.advance(to: 2); other.advance(to: 2)
        #expect(outer.count == 1)
    }
}

@Suite("Completions as running animations list them")
struct RunningCompletionTests {
    @Test func aHandlerIsListedByEveryAnimationItWaitsForUntilItsCriteriaAreMet() throws {
        let scale = AnimatedValue(1.0), opacity = AnimatedValue(1.0)
        withAnimation(.bouncy) {
            scale.set(2, at: 0)
            opacity.set(0, at: 0)
        } completion: {
        }
        withAnimation(.bouncy, completionCriteria: .removed) {
            opacity.set(0.5, at: 0)
        } completion: {
        }
        let logical = try #require(scale.runningAnimations.first?.completions.first)
        #expect(logical.criteria == .logicallyComplete)
        #expect(scale.runningAnimations.first?.completions == [logical])
        // The opacity's spring merged the second transaction's handler in:
        // the same handler as the scale's (one identifier), then its own.
        let listed = try #require(opacity.runningAnimations.first?.completions)
        #expect(listed.count == 2 && listed[0] == logical && listed[1].criteria == .removed && listed[1].id != logical.id)
        // `.bouncy` is logically complete after its 0.5 s: the first handler
        // leaves the lists, the one waiting for removal stays.
        scale.advance(to: 0.6)
        opacity.advance(to: 0.6)
        #expect(scale.runningAnimations.first?.completions == [])
        #expect(opacity.runningAnimations.first?.completions.map(\.id) == [listed[1].id])
    }
}
