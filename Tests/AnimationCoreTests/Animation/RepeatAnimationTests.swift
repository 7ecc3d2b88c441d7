import AnimationCore
import Foundation
import Testing

/// A linear animation that does not report its duration, as a user's might.
private struct OpaqueLinear: CustomAnimation {
    var duration: TimeInterval
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < duration ? value.scaled(by: time / duration) : nil
    }
}

@Suite("Repeat")
struct RepeatAnimationTests {
    @Test func autoreversingPasses() {
        let drive = AnimationDriver(.linear(duration: 1).repeatCount(3), value: 10.0)
        #expect(drive(0.25) == 2.5)  // pass 0, forwards
        #expect(drive(1.25) == 7.5)  // pass 1, backwards: value - base
        #expect(drive.velocity(1.25) == -10)
        #expect(drive(2.25) == 2.5)  // pass 2, forwards again
        #expect(drive(3.0) == nil)  // done: the value is the target
    }

    @Test func withoutAutoreverseEachPassRestarts() {
        let drive = AnimationDriver(.linear(duration: 1).repeatCount(2, autoreverses: false), value: 10.0)
        #expect(drive(0.5) == 5)
        #expect(drive(1.5) == 5)
        #expect(drive(2) == nil)
    }

    @Test func passesStartExactlyWhereThePreviousEnded() throws {
        // Frames at 60 Hz never land on pass boundaries of 0.35 s; with a known
        // duration every pass is still exact.
        let drive = AnimationDriver(.easeInOut.repeatForever(autoreverses: false), value: 1.0)
        for frame in 0..<600 {
            let time = Double(frame) / 60
            let local = time - (time / 0.35).rounded(.down) * 0.35
            let value = try #require(drive(time))
            #expect(abs(value - UnitCurve.easeInOut.value(at: local / 0.35)) < 1e-12)
        }
    }

    @Test func noDriftAfterAMillionPasses() throws {
        let base = Animation.easeIn(duration: 0.5)
        let drive = AnimationDriver(base.repeatForever(), value: 1.0)
        let passes = 1_000_000.0
        let value = try #require(drive(passes * 0.5 + 0.125))  // an even pass: forwards
        #expect(abs(value - UnitCurve.easeIn.value(at: 0.25)) < 1e-9)
        let reversed = try #require(drive((passes + 1) * 0.5 + 0.125))
        #expect(abs(reversed - (1 - UnitCurve.easeIn.value(at: 0.25))) < 1e-9)
    }

    @Test func springPassesRestartWithFreshState() throws {
        let drive = AnimationDriver(.bouncy.repeatCount(2, autoreverses: false), value: 1.0)
        let pass = try #require(Animation.bouncy.duration)
        #expect(abs(try #require(drive(pass + 0.1)) - Spring.bouncy.value(target: 1.0, time: 0.1)) < 1e-12)
        #expect(drive(2 * pass) == nil)
    }

    @Test func unknownDurationFollowsSwiftUI() {
        // The pass ends at the first frame where the base returns nil, and the
        // next pass starts from that frame: frames at 0.3 s, base of 1 s.
        let drive = AnimationDriver(Animation(OpaqueLinear(duration: 1)).repeatCount(2, autoreverses: false), value: 10.0)
        #expect(Animation(OpaqueLinear(duration: 1)).repeatCount(2).duration == nil)
        #expect(drive(0.9) == 9)
        #expect(drive(1.2) == 10)  // pass 0 ended here: its end value
        #expect(isClose(drive(1.5), 3))  // pass 1 started at 1.2: drifted by 0.2 s
        #expect(isClose(drive(2.1), 9))
        #expect(drive(2.4) == nil)
    }

    @Test func nonPositiveCountRunsOnce() {
        for count in [0, -3] {
            let drive = AnimationDriver(.linear(duration: 1).repeatCount(count), value: 1.0)
            #expect(drive(0.5) == 0.5)
            #expect(drive(1.0) == nil)
        }
    }
}
