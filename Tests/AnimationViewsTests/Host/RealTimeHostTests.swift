import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

/// Code that waits on real time, as tutorials write it.
private struct Delayed: View {
    @State private var afterDispatch = false
    @State private var afterTimer = false
    @State private var afterSleep = false

    var body: some View {
        VStack {
            Text(afterDispatch ? "dispatched" : "waiting")
            Text(afterTimer ? "timed" : "waiting")
            Text(afterSleep ? "slept" : "waiting")
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
                withAnimation(.linear(duration: 0.05)) { afterDispatch = true }
            }
            _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
                MainActor.assumeIsolated { afterTimer = true }
            }
        }
        .task {
            try? await Task.sleep(nanoseconds: 50_000_000)
            afterSleep = true
        }
    }
}

@MainActor
@Suite("Hosts on the wall clock", .serialized)
struct RealTimeHostTests {
    /// Tests isolated to the main actor run inside a block of the main
    /// queue, where the queue cannot run other blocks: the clock follows
    /// the wall clock, and the host says the rest cannot run. (The
    /// preview command's `--real-time`, run from a program's top level,
    /// shows that code play: `PreviewCommandTests.realTimeAndGestureEvents`.)
    @Test func offTheMainRunLoopTheClockFollowsTheWallClockWithAWarning() {
        let host = ViewHost(Delayed(), size: CGSize(width: 300, height: 300))
        _ = host.displayList
        var frames = 0
        let start = Date()
        host.runInRealTime(for: 0.2) { _ in frames += 1 }
        let elapsed = Date().timeIntervalSince(start)
        // At least the wall-clock time asked for; how much more depends on
        // the machine's load, so it is not bounded here.
        #expect(elapsed >= 0.2, "\(elapsed)")
        // On the frame grid: 0.2 s in, every frame called back or skipped as late.
        #expect(abs(host.time - 0.2) < 1e-9)
        #expect(frames >= 1 && frames <= 12)
        if !Thread.isMainThread {
            #expect(host.warnings.contains { $0.contains("runInRealTime") })
        }
    }

    @Test func aVirtualHostDoesNotSeeRealTime() {
        let host = ViewHost(Delayed(), size: CGSize(width: 300, height: 300))
        _ = host.displayList
        host.advance(by: 1)
        #expect(!shows("dispatched", in: host))
    }
}
