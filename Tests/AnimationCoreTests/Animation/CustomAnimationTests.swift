import AnimationCore
import AnimationExamples
import Foundation
import Testing

// The custom animations of the seeds, written as a user would.

/// Seed 004: a linear animation with velocity.
private struct MyLinearAnimation: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time <= duration {
            value.scaled(by: time / duration)
        } else {
            nil  // animation has finished
        }
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: 1.0 / duration)
    }
}

@Suite("Custom animations of the seeds")
struct CustomAnimationTests {
    @Test func linearAnimationWithVelocity() {
        let drive = AnimationDriver(Animation(MyLinearAnimation(duration: 2)), value: 8.0)
        #expect(drive(0.5) == 2)
        #expect(drive.velocity(0.5) == 4)
        #expect(drive(2) == 8)
        #expect(drive(2.1) == nil)
        // Defaults: no merge.
        #expect(!drive.merge(Animation(MyLinearAnimation(duration: 1)), value: 1.0, at: 0.5))
        #expect(Animation(MyLinearAnimation(duration: 2)) == Animation(MyLinearAnimation(duration: 2)))
        #expect(Animation(MyLinearAnimation(duration: 2)) != .linear(duration: 2))
    }

    @Test func customAnimationWithoutVelocityReportsNone() {
        let drive = AnimationDriver(Animation(PausableAnimation(base: .linear(duration: 1))), value: 1.0)
        #expect(drive.velocity(0.5) == nil)
    }

    @Test func pausableAnimationFreezesWhilePaused() {
        let animation = Animation(PausableAnimation(base: .linear(duration: 1)))
        var running = EnvironmentValues()
        running.animationPaused = false
        var paused = running
        paused.animationPaused = true

        // The host hands the animation a context whose environment changes,
        // while its state persists.
        var context = AnimationContext<Double>(environment: running)
        func frame(_ time: Double, _ environment: EnvironmentValues) -> Double? {
            var next = AnimationContext<Double>(environment: environment)
            next.state = context.state
            let value = animation.animate(value: 10, time: time, context: &next)
            context = next
            return value
        }
        #expect(frame(0.2, running) == 2)
        #expect(frame(0.3, paused) == 3)  // pauses at 0.3
        #expect(frame(0.8, paused) == 3)  // frozen
        #expect(isClose(frame(1.0, running), 3))  // resumes where it stopped
        #expect(isClose(frame(1.2, running), 5))
        #expect(frame(1.8, running) == nil)  // 0.7 s of pause added to its length
    }

    @Test func retargetingAnimationKeepsSecondaryStateAcrossMerges() throws {
        let animation = Animation(TargetAnimation(base: .smooth, secondary: .linear(duration: 0.4)))
        let drive = AnimationDriver(animation, value: 10.0)
        var time = 0.0
        var previous = 0.0
        while time < 0.3 {
            previous = try #require(drive(time))
            time += 1.0 / 60
        }
        // Retarget to 30: the secondary animation moves the spring's target
        // from its current value towards 30 over 0.4 s.
        #expect(drive.merge(animation, value: 30.0, at: time))
        var largestStep = 0.0
        var last = previous
        while let value = drive(time) {
            largestStep = max(largestStep, abs(value - last))
            last = value
            time += 1.0 / 60
            #expect(time < 5)
        }
        // No jump at the merge or after it, and it ends at the new target.
        #expect(largestStep < 2)
        #expect(abs(last - 30) < 0.1)
        // A second merge while the first is still retargeting.
        let again = AnimationDriver(animation, value: 10.0)
        _ = again(0.1)
        #expect(again.merge(animation, value: 20.0, at: 0.1))
        let midway = try #require(again(0.2))
        #expect(again.merge(animation, value: -5.0, at: 0.2))
        let after = try #require(again(0.2))
        #expect(abs(after - midway) < 1e-9)
    }
}
