import AnimationCore
import Foundation
import Testing

@Suite("Built-in animations")
struct BuiltInAnimationTests {
    @Test func bezierFollowsItsCurve() {
        let drive = AnimationDriver(.easeInOut(duration: 2), value: 10.0)
        for time in stride(from: 0.0, to: 2.0, by: 0.1) {
            #expect(drive(time) == 10 * UnitCurve.easeInOut.value(at: time / 2))
            #expect(drive.velocity(time) == 10 * UnitCurve.easeInOut.velocity(at: time / 2) / 2)
        }
        #expect(drive(2) == nil)
        #expect(drive(2.5) == nil)
    }

    @Test func zeroOrNegativeDurationFinishesAtOnce() {
        for animation in [
            Animation.linear(duration: 0), .easeIn(duration: -1), .spring(duration: 0),
            .spring(response: 0, dampingFraction: 0.5), .interpolatingSpring(duration: 0),
            .linear(duration: 0).repeatCount(3), .linear(duration: 0).repeatForever()
        ] {
            let drive = AnimationDriver(animation, value: 5.0)
            #expect(drive(0) == nil, "\(animation)")
        }
    }

    @Test func fluidSpringIsTheClosedFormUntilItRests() throws {
        let spring = Spring.bouncy
        let drive = AnimationDriver(.spring(spring), value: 100.0)
        let rest = try #require(Animation.spring(spring).duration)
        #expect(abs(rest - spring.settlingDuration(target: 1.0, epsilon: 0.001)) < 1e-12)
        var time = 0.0
        while time < rest {
            let value = try #require(drive(time))
            #expect(abs(value - spring.value(target: 100.0, time: time)) < 1e-12)
            #expect(drive.context.isLogicallyComplete == (time >= spring.duration))
            time += 1.0 / 60
        }
        #expect(drive(rest) == nil)
        // Once it rests, it stays within 0.1 % of the travel.
        #expect(abs(spring.value(target: 100.0, time: rest) - 100) <= 0.1 + 1e-9)
    }

    @Test func fluidSpringMergeKeepsPositionAndVelocity() throws {
        let drive = AnimationDriver(.smooth, value: 10.0)
        _ = drive(0)
        let mergeTime = 0.2
        let before = try #require(drive(mergeTime))
        let velocityBefore = try #require(drive.velocity(mergeTime))
        #expect(drive.merge(.bouncy, value: 30.0, at: mergeTime))
        let after = try #require(drive(mergeTime))
        let velocityAfter = try #require(drive.velocity(mergeTime))
        #expect(abs(after - before) < 1e-12)
        #expect(abs(velocityAfter - velocityBefore) < 1e-9)
        // From then on: the bouncy spring from that state towards 30, until it
        // rests within 0.1 % of the travel (here |30|, the whole interval).
        var time = mergeTime
        while let value = drive(time) {
            let expected = before + Spring.bouncy.value(target: 30 - before, initialVelocity: velocityBefore, time: time - mergeTime)
            #expect(abs(value - expected) < 1e-9)
            #expect(drive.context.isLogicallyComplete == (time - mergeTime >= Spring.bouncy.duration))
            time += 1.0 / 60
        }
        #expect(time - mergeTime > Spring.bouncy.duration)
        let final = before + Spring.bouncy.value(target: 30 - before, initialVelocity: velocityBefore, time: time - mergeTime)
        #expect(abs(final - 30) <= 0.001 * 30)
    }

    @Test func fluidSpringMergesOnlyWithPersistentSprings() {
        let linear = AnimationDriver(.linear(duration: 1), value: 1.0)
        _ = linear(0.3)
        #expect(!linear.merge(.bouncy, value: 2.0, at: 0.3))
        let interpolating = AnimationDriver(.interpolatingSpring, value: 1.0)
        #expect(!interpolating.merge(.smooth, value: 2.0, at: 0.1))
        let persistent = AnimationDriver(.default, value: 1.0)
        _ = persistent(0.1)
        #expect(persistent.merge(.snappy, value: 2.0, at: 0.1))
        #expect(persistent.merge(.default, value: 3.0, at: 0.2))
        // Timing curves and interpolating springs never merge.
        let curve = AnimationDriver(.easeIn, value: 1.0)
        #expect(!curve.merge(.easeIn, value: 2.0, at: 0.1))
        #expect(!interpolating.merge(.interpolatingSpring, value: 2.0, at: 0.1))
    }

    @Test func fluidSpringBlendsResponseContinuously() throws {
        let drive = AnimationDriver(.spring(duration: 1.0), value: 10.0)
        _ = drive(0)
        let before = try #require(drive(0.3)), velocityBefore = try #require(drive.velocity(0.3))
        #expect(drive.merge(.spring(duration: 0.2, bounce: 0, blendDuration: 0.5), value: 20.0, at: 0.3))
        let after = try #require(drive(0.3)), velocityAfter = try #require(drive.velocity(0.3))
        #expect(abs(after - before) < 1e-12 && abs(velocityAfter - velocityBefore) < 1e-9)
        // The motion stays continuous through the blend and after it, and settles at 20.
        var previous = after, time = 0.3, maxStep = 0.0
        while let value = drive(time + 1.0 / 240) {
            time += 1.0 / 240
            maxStep = max(maxStep, abs(value - previous))
            previous = value
            #expect(time < 10)
        }
        #expect(maxStep < 0.5)
        #expect(abs(previous - 20) < 0.1)
        // Without a blend the stiffer spring takes over at once and settles sooner.
        let sharp = AnimationDriver(.spring(duration: 1.0), value: 10.0)
        _ = sharp(0.3)
        #expect(sharp.merge(.spring(duration: 0.2), value: 20.0, at: 0.3))
        var sharpTime = 0.3
        while sharp(sharpTime) != nil { sharpTime += 1.0 / 240 }
        #expect(sharpTime < time)
    }

    @Test func fluidSpringFollowsAMovingTarget() throws {
        let drive = AnimationDriver(.smooth, value: 10.0)
        let first = try #require(drive(0.1)), velocity = try #require(drive.velocity(0.1))
        drive.value = 12  // fed a new target without a merge
        let reseeded = try #require(drive(0.1))
        #expect(abs(reseeded - first) < 1e-12)
        let later = try #require(drive(0.3))
        let expected = first + Spring.smooth.value(target: 12 - first, initialVelocity: velocity, time: 0.2)
        #expect(abs(later - expected) < 1e-9)
    }

    @Test func interpolatingSpringScalesItsProgress() throws {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let drive = AnimationDriver(.interpolatingSpring(spring, initialVelocity: 1.5), value: 8.0)
        let settle = spring.settlingDuration(target: 1.0, initialVelocity: 1.5, epsilon: 0.001)
        for time in stride(from: 0.0, to: settle, by: 0.02) {
            #expect(try #require(drive(time)) == 8 * spring.value(target: 1.0, initialVelocity: 1.5, time: time))
            #expect(drive.velocity(time) == 8 * spring.velocity(target: 1.0, initialVelocity: 1.5, time: time))
            #expect(drive.context.isLogicallyComplete == (time >= spring.duration))
        }
        #expect(drive(settle) == nil)
    }

    @Test func delayHoldsTheStart() throws {
        let drive = AnimationDriver(.linear(duration: 1).delay(0.5), value: 4.0)
        #expect(drive(0) == 0)
        #expect(drive(0.4) == 0)
        #expect(drive.velocity(0.4) == 0)
        #expect(drive(1.0) == 2)
        #expect(drive.velocity(1.0) == 4)
        #expect(drive(1.5) == nil)
        #expect((Animation.linear.delay(-1).base as? DelayAnimation)?.delay == 0)
        // Delayed persistent springs merge when the delays match.
        let spring = AnimationDriver(.smooth.delay(0.2), value: 1.0)
        _ = spring(0.4)
        #expect(spring.merge(.bouncy.delay(0.2), value: 2.0, at: 0.4))
        #expect(!spring.merge(.bouncy.delay(0.3), value: 3.0, at: 0.5))
    }

    @Test func speedScalesTime() {
        let fast = AnimationDriver(.linear(duration: 1).speed(2), value: 4.0)
        #expect(fast(0.25) == 2)
        #expect(fast.velocity(0.25) == 8)
        #expect(fast(0.5) == nil)
        let slow = AnimationDriver(.linear(duration: 1).speed(0.25), value: 4.0)
        #expect(slow(2) == 2)
        #expect(slow(4) == nil)
        // Composition order matters: repeating then slowing down.
        #expect(Animation.easeIn(duration: 1).repeatCount(3).speed(0.5).duration == 6)
    }

    @Test func logicalCompletionAfterATime() {
        let drive = AnimationDriver(.linear(duration: 2).logicallyComplete(after: 0.5), value: 1.0)
        _ = drive(0.4)
        #expect(!drive.context.isLogicallyComplete)
        #expect(drive(0.5) == 0.25)
        #expect(drive.context.isLogicallyComplete)
        #expect(drive(2) == nil)
    }
}
