import AnimationCore
import AnimationRuntime
import Foundation
import Testing

/// A clock whose time moves only when something sleeps on it: sleeping
/// jumps straight to the deadline.
final class ManualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private(set) var now = Instant(offset: .zero)
    var minimumResolution: Duration { .nanoseconds(1) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        if deadline > now { now = deadline }
    }

    func advance(by duration: Duration) {
        now = now.advanced(by: duration)
    }
}

@Suite("Frame clock")
struct FrameClockTests {
    @Test func animationClockCountsSecondsFromItsOrigin() {
        let manual = ManualClock()
        manual.advance(by: .seconds(3))
        let clock = AnimationClock(manual)
        #expect(clock.now == 0)
        manual.advance(by: .milliseconds(1_500))
        #expect(clock.now == 1.5)
        #expect(clock.time(of: clock.instant(at: 0.25)) == 0.25)
        let continuous = AnimationClock(ContinuousClock())
        #expect(continuous.now >= 0)
    }

    @Test func framesFallOnTheFrameGrid() {
        let scheduler = FrameScheduler()
        #expect(scheduler.frameInterval == 1.0 / 60)
        #expect(scheduler.frameTime(after: 0) == 1.0 / 60)
        #expect(scheduler.frameTime(after: 1.0 / 60) == 2.0 / 60)
        #expect(scheduler.frameTime(after: 0.02) == 2.0 / 60)
        #expect(FrameScheduler(frameRate: 120).frameTime(after: 1) == 121.0 / 120)
        #expect(scheduler.nextFrame(after: 0.5, isAnimating: false) == nil)
        #expect(scheduler.nextFrame(after: 0.5, isAnimating: true) == 31.0 / 60)
    }

    @Test func runsFramesWhileAnimatingThenStops() async throws {
        let manual = ManualClock()
        let clock = AnimationClock(manual)
        let value = AnimatedValue(0.0)
        value.set(1, transaction: Transaction(animation: .linear(duration: 0.5)), at: 0)
        var frameTimes: [Double] = []
        let frames = try await FrameScheduler().run(on: clock, isAnimating: { value.isAnimating }) { time in
            value.advance(to: time)
            frameTimes.append(time)
        }
        #expect(frames == 30)
        #expect(frameTimes.first == 1.0 / 60)
        #expect(abs(frameTimes.last! - 0.5) < 1e-12)
        #expect(value.presentation == 1)
        // Idle: no frame is scheduled and no time passes.
        let before = clock.now
        let idle = try await FrameScheduler().run(on: clock, isAnimating: { value.isAnimating }) { _ in }
        #expect(idle == 0 && clock.now == before)
    }

    @Test func badFrameRateIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) { _ = FrameScheduler(frameRate: 0) }
    }
}
