import AnimationCore
import AnimationRuntime
import Foundation
import PropertyBased
import Testing

/// The animations the random sequences draw from (`nil`: no animation).
private let animations: [Animation?] = [
    nil, .linear(duration: 0.3), .easeInOut(duration: 0.2), .bouncy, .smooth, .snappy(duration: 0.3),
    .interpolatingSpring, .spring(duration: 0.3, bounce: 0.5), .easeIn(duration: 0.2).delay(0.1),
    .linear(duration: 0.1).repeatCount(3), .bouncy.speed(2), .default, .interactiveSpring,
    .spring(response: 0.2, dampingFraction: 0.5, blendDuration: 0.3), Animation(Halfway())
]

/// A user's animation that does not implement the batch entry: it runs
/// through the protocol's default, member by member.
private struct Halfway: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 0.2 ? value.scaled(by: time < 0.1 ? 0.25 : 0.5) : nil
    }
}

private final class Tally {
    var fired: [Int] = []
}

@Suite("AnimatedValueGroup")
struct AnimatedValueGroupTests {
    /// Each step: wait `dt`, set value `index` to `target` with animation
    /// `animation` (a completion of criteria `removed` or not; velocity
    /// tracked or not), advance. The same steps on one `AnimatedValue` per
    /// index must give the same presentations, velocities and handler calls.
    @Test func randomSequencesBehaveAsAnimatedValuesAndEndAtTheModels() async {
        let step = zip(
            Gen.int(in: 0...30).map { Double($0) / 100 },  // dt
            Gen.int(in: 0...3),  // index
            Gen.int(in: -50...50).map { Double($0) },  // target
            Gen.int(in: 0...(animations.count - 1)),  // animation
            Gen.int(in: 0...5)  // 0: none, 1: logical, 2: removed, 3: tracks velocity
        )
        await propertyCheck(count: 200, input: step.array(of: 1...30)) { steps in
            let group = AnimatedValueGroup(Array(repeating: 0.0, count: 4))
            let singles = (0..<4).map { _ in AnimatedValue(0.0) }
            let groupTally = Tally(), singleTally = Tally()
            var time = 0.0
            for (dt, index, target, animation, extra) in steps {
                time += dt
                var groupTransaction = Transaction(animation: animations[animation])
                var singleTransaction = groupTransaction
                if extra == 1 || extra == 2 {
                    let slot = groupTally.fired.count
                    groupTally.fired.append(0)
                    singleTally.fired.append(0)
                    let criteria: AnimationCompletionCriteria = extra == 1 ? .logicallyComplete : .removed
                    groupTransaction.addAnimationCompletion(criteria: criteria) { groupTally.fired[slot] += 1 }
                    singleTransaction.addAnimationCompletion(criteria: criteria) { singleTally.fired[slot] += 1 }
                } else if extra == 3 {
                    groupTransaction.tracksVelocity = true
                    singleTransaction.tracksVelocity = true
                }
                group.set(target, index: index, transaction: groupTransaction, at: time)
                singles[index].set(target, transaction: singleTransaction, at: time)
                group.advance(to: time)
                for (other, single) in singles.enumerated() {
                    let expected = single.advance(to: time)
                    let presentation = group.presentation(at: other)
                    #expect(presentation.isFinite)
                    #expect(
                        abs(presentation - expected) <= 1e-9 * max(1, abs(expected)),
                        "value \(other) at \(time): \(presentation) against \(expected)")
                    #expect(abs(group.velocity(at: other) - single.velocity) <= 1e-6 * max(1, abs(single.velocity)))
                    #expect(group.isAnimating(at: other) == single.isAnimating)
                }
                #expect(groupTally.fired == singleTally.fired)
            }
            var frames = 0
            while group.isAnimating && frames < 60 * 60 {
                time += 1.0 / 60
                group.advance(to: time)
                for index in 0..<4 { #expect(group.presentation(at: index).isFinite) }
                frames += 1
            }
            #expect(!group.isAnimating)
            group.advance(to: time + 1.0 / 60)
            for index in 0..<4 {
                #expect(group.presentation(at: index) == group.model(at: index))
            }
            #expect(groupTally.fired.allSatisfy { $0 == 1 }, "fired \(groupTally.fired)")
        }
    }

    /// A value whose changes are tracked (0 at t = 0, then 1 at 0.01 s:
    /// a slope of 100 a second) hands that velocity to the animation that
    /// follows, as one `AnimatedValue` does, even when the group advanced
    /// between the two samples. (The case the random sequences found:
    /// the group dropped the first sample when it advanced.)
    @Test func aTrackedVelocitySurvivesAnAdvanceBetweenSamples() {
        let group = AnimatedValueGroup([0.0])
        var tracking = Transaction()
        tracking.tracksVelocity = true
        group.set(0, index: 0, transaction: tracking, at: 0)
        group.advance(to: 0)
        group.set(1, index: 0, transaction: tracking, at: 0.01)
        group.advance(to: 0.01)
        group.set(0, index: 0, transaction: Transaction(animation: .bouncy), at: 0.01)
        group.advance(to: 0.01)
        #expect(abs(group.velocity(at: 0) - 100) < 1e-9)
        #expect(group.isAnimating(at: 0))

        // After a pause of more than 0.1 s, the samples start over: one
        // sample then gives no velocity, in the group as in one value.
        let paused = AnimatedValueGroup([0.0])
        let single = AnimatedValue(0.0)
        paused.set(0, index: 0, transaction: tracking, at: 0)
        single.set(0, transaction: tracking, at: 0)
        paused.advance(to: 0.11)
        paused.set(-1, index: 0, transaction: tracking, at: 0.11)
        single.set(-1, transaction: tracking, at: 0.11)
        paused.set(0, index: 0, transaction: Transaction(animation: .bouncy), at: 0.11)
        single.set(0, transaction: Transaction(animation: .bouncy), at: 0.11)
        paused.advance(to: 0.11)
        single.advance(to: 0.11)
        #expect(paused.velocity(at: 0) == 0 && single.velocity == 0)
    }

    @Test func oneTransactionAnimatesEveryValueAlongTheCurveAndFiresItsHandlerOnce() {
        let group = AnimatedValueGroup(Array(repeating: 0.0, count: 1_000))
        var fired = 0
        var transaction = Transaction(animation: .easeInOut(duration: 1))
        transaction.addAnimationCompletion { fired += 1 }
        group.set((0..<1_000).map(Double.init), transaction: transaction, at: 0)
        for step in 1...9 {
            let time = Double(step) / 10
            group.advance(to: time)
            let progress = UnitCurve.easeInOut.value(at: time)
            group.withPresentationData { values in
                for index in [0, 1, 500, 999] {
                    #expect(abs(values[index] - Double(index) * progress) <= 1e-12 * max(1, Double(index)))
                }
            }
        }
        #expect(fired == 0)
        group.advance(to: 1)
        #expect(fired == 1)
        #expect(!group.isAnimating)
        group.withPresentationData { values in
            #expect(values.elementsEqual((0..<1_000).map(Double.init)))
        }
    }

    /// A persistent spring retargeted halfway keeps position and velocity,
    /// and follows the closed form from there.
    @Test func retargetedSpringsFollowTheClosedFormFromTheMerge() {
        let spring = Spring.smooth
        let group = AnimatedValueGroup([0.0, 0.0])
        let transaction = Transaction(animation: .spring(spring))
        group.set([10, 20], transaction: transaction, at: 0)
        group.advance(to: 0.2)
        let position = (0..<2).map { spring.value(target: [10.0, 20][$0], time: 0.2) }
        let velocity = (0..<2).map { spring.velocity(target: [10.0, 20][$0], time: 0.2) }
        group.set([-5, 0], transaction: transaction, at: 0.2)
        for time in [0.3, 0.5, 0.7] {
            group.advance(to: time)
            for index in 0..<2 {
                let target = [-5.0, 0][index]
                let expected =
                    position[index]
                    + spring.value(
                        target: target - position[index], initialVelocity: velocity[index], time: time - 0.2)
                #expect(abs(group.presentation(at: index) - expected) < 1e-9, "value \(index) at \(time)")
            }
        }
        // Settled within 0.1 % of the travel, each ends exactly at its target.
        group.advance(to: 1.5)
        #expect(group.presentation(at: 0) == -5 && group.presentation(at: 1) == 0)
    }

    @Test func appendedValuesStartAtRestAndEmptyGroupsAdvance() {
        let group = AnimatedValueGroup<Double>([])
        group.advance(to: 1)
        #expect(!group.isAnimating)
        #expect(group.append(3) == 0)
        #expect(group.presentation(at: 0) == 3)
        group.set(5, index: 0, transaction: Transaction(animation: .linear(duration: 1)), at: 1)
        group.advance(to: 1.5)
        #expect(group.presentation(at: 0) == 4)
        #expect(group.velocity(at: 0) == 2)
    }

    @Test func removingAllAnimationsJumpsToTheModelsAndRunsTheHandlers() {
        let group = AnimatedValueGroup([0.0, 0.0, 0.0])
        var fired = 0
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.addAnimationCompletion(criteria: .removed) { fired += 1 }
        group.set([1, 2, 3], transaction: transaction, at: 0)
        group.set(9, index: 1, transaction: Transaction(animation: .easeIn(duration: 1)), at: 0.1)  // combines
        group.advance(to: 0.5)
        group.removeAllAnimations()
        #expect(fired == 1)
        #expect((0..<3).map(group.presentation(at:)) == [1, 9, 3])
        #expect(!group.isAnimating)
    }

    @Test func anEnvironmentChangeReachesRunningAnimations() {
        let group = AnimatedValueGroup([0.0])
        group.set(1, index: 0, transaction: Transaction(animation: Animation(EnvironmentScaled())), at: 0)
        group.advance(to: 0.1)
        #expect(group.presentation(at: 0) == 0.5)
        var environment = EnvironmentValues()
        environment[ScaleKey.self] = 0.25
        group.environment = environment
        group.advance(to: 0.2)
        #expect(group.presentation(at: 0) == 0.25)
    }

    @Test func aBadIndexOrTimeIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            AnimatedValueGroup([0.0]).set(1, index: 1, transaction: Transaction(), at: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = AnimatedValueGroup([0.0]).presentation(at: -1)
        }
        await #expect(processExitsWith: .failure) {
            AnimatedValueGroup([0.0]).advance(to: .nan)
        }
    }
}

private struct ScaleKey: EnvironmentKey {
    static let defaultValue = 0.5
}

/// Reads its progress from the environment, to see environment changes.
private struct EnvironmentScaled: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 1 ? value.scaled(by: context.environment[ScaleKey.self]) : nil
    }
}
