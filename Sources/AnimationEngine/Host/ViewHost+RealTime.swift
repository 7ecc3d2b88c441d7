import AnimationCore
import AnimationRuntime
import Foundation

extension ViewHost {
    /// Runs the host on the wall clock for `duration` seconds: between
    /// frames the main run loop runs, so code that waits on real time
    /// (`DispatchQueue.main.asyncAfter`, `Timer.scheduledTimer`,
    /// `Task.sleep` in a main-actor task) plays as written; at each frame
    /// the host's clock advances to the wall-clock time elapsed (on the
    /// frame grid, k / frame rate), and `frame` is called.
    ///
    /// The host's clock is virtual by default (``advance(by:)``), which is
    /// what tests want: exact and instant. Real time is for previews and
    /// for code that cannot see a virtual clock. Writes made by such code
    /// apply at the next frame. When a frame takes longer than its slot,
    /// the frames it overran are skipped (the clock catches up at once).
    ///
    /// Call it on the main thread from outside the main dispatch queue (a
    /// command-line tool's top-level code, as `animate preview` does): the
    /// main queue does not run blocks inside one of its own blocks, and
    /// timers need the main thread's run loop. Elsewhere (a test function
    /// isolated to the main actor runs inside such a block) the clock
    /// still follows the wall clock, but that code does not run; the host
    /// warns.
    ///
    /// - Parameters:
    ///   - duration: Seconds; must be finite and not negative.
    ///   - frame: Called after each frame (to draw it, record it, or send
    ///     events), with the host.
    public func runInRealTime(for duration: TimeInterval, frame: ((ViewHost) -> Void)? = nil) {
        precondition(duration.isFinite && duration >= 0, "ViewHost.runInRealTime(for:): duration must be finite and not negative, not \(duration)")
        if !Thread.isMainThread {
            graph.warn(
                "ViewHost.runInRealTime: not on the main thread, so timers and the main queue do not run; the clock follows the wall clock only.")
        }
        let rate = scheduler.frameRate
        let start = Date()
        let origin = time
        var index = 0
        while true {
            index += 1
            let slot = Double(index) / rate
            guard slot <= duration + 1e-9 else { break }
            Self.runMainRunLoop(until: start.addingTimeInterval(slot))
            let elapsed = Date().timeIntervalSince(start)
            // Behind the wall clock: skip to the frame it is at.
            if elapsed > slot + 1 / rate { index = min(Int(elapsed * rate), Int(duration * rate + 1e-9)) }
            advance(by: max(0, origin + Double(index) / rate - time))
            frame?(self)
        }
        // What the run loop did after the last frame applies too.
        Self.runMainRunLoop(until: Date())
        cycle {}
    }

    /// Runs the main run loop (timers, the main queue, main-actor tasks)
    /// until a date: what ``runInRealTime(for:frame:)`` does between
    /// frames, for a recorder that keeps its own frames (see its
    /// conditions).
    ///
    /// - Parameter date: When to return.
    nonisolated public static func runMainRunLoop(until date: Date) {
        repeat {
            // Without sources to wait on, the run loop returns at once: wait
            // a millisecond at a time instead of spinning.
            if !RunLoop.main.run(mode: .default, before: date) {
                Thread.sleep(until: min(date, Date().addingTimeInterval(0.001)))
            }
        } while Date() < date
    }
}
