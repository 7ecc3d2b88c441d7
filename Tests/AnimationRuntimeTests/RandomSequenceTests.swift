import AnimationCore
import AnimationRuntime
import PropertyBased
import Testing

/// The animations a random sequence draws from (`nil`: no animation).
private let animations: [Animation?] = [
    nil, .linear(duration: 0.3), .easeInOut(duration: 0.2), .bouncy, .smooth, .snappy(duration: 0.3),
    .interpolatingSpring, .spring(duration: 0.3, bounce: 0.5), .easeIn(duration: 0.2).delay(0.1),
    .linear(duration: 0.1).repeatCount(3), .bouncy.speed(2), .default, .interactiveSpring,
    .spring(response: 0.2, dampingFraction: 0.5, blendDuration: 0.3)
]

private final class Tally {
    var fired: [Int] = []
}

@Suite("Random sequences of set and advance")
struct RandomSequenceTests {
    /// Each step: wait `dt`, then set `target` with animation `index` (a
    /// completion of criteria `removed` or not), then advance.
    @Test func presentationStaysFiniteEndsAtTheModelAndCompletionsFireOnce() async {
        let step = zip(
            Gen.int(in: 0...30).map { Double($0) / 100 },  // dt
            Gen.int(in: -50...50).map { Double($0) },  // target
            Gen.int(in: 0...(animations.count - 1)),  // animation
            Gen.int(in: 0...2)  // 0: no completion, 1: logical, 2: removed
        )
        await propertyCheck(count: 150, input: step.array(of: 1...25)) { steps in
            let value = AnimatedValue(0.0)
            let tally = Tally()
            var time = 0.0
            var registered = 0
            for (dt, target, index, completion) in steps {
                time += dt
                var transaction = Transaction(animation: animations[index])
                if completion > 0 {
                    let slot = registered
                    registered += 1
                    tally.fired.append(0)
                    transaction.addAnimationCompletion(criteria: completion == 1 ? .logicallyComplete : .removed) {
                        tally.fired[slot] += 1
                    }
                }
                value.set(target, transaction: transaction, at: time)
                let presentation = value.advance(to: time)
                #expect(presentation.isFinite)
            }
            var frames = 0
            while value.isAnimating && frames < 60 * 60 {
                time += 1.0 / 60
                #expect(value.advance(to: time).isFinite)
                frames += 1
            }
            #expect(!value.isAnimating)
            // One more frame releases completions of sets that animated nothing.
            value.advance(to: time + 1.0 / 60)
            #expect(value.presentation == value.model)
            #expect(tally.fired.allSatisfy { $0 == 1 }, "fired \(tally.fired)")
        }
    }
}
