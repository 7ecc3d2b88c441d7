import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private let start = Date(timeIntervalSinceReferenceDate: 20_000)

/// Dates that change with time (`Text(_:style:)` with `.timer`, `.offset`,
/// `.relative`, and `Text(timerInterval:...)`) are written for the host's
/// date at every frame, as SwiftUI updates them; the expected readings are
/// whole seconds of the host's clock (seconds left rounded up, seconds
/// passed rounded down).
@MainActor
@Suite("Texts that change with time")
struct TextLiveDateTests {
    private func host(_ view: some View) -> ViewHost {
        ViewHost(view, size: CGSize(width: 300, height: 80), startDate: start)
    }

    @Test func aTimerStyleCountsOnTheHostsClock() {
        let host = host(Text(start.addingTimeInterval(-5), style: .timer))
        #expect(host.find(text: "0:05") != nil)
        host.advance(by: 2)
        #expect(host.find(text: "0:07") != nil)
        host.advance(by: 60)
        #expect(host.find(text: "1:07") != nil)
        #expect(host.isAnimating)
    }

    @Test func aTimerIntervalCountsDownAndStopsAtItsEnd() {
        let host = host(Text(timerInterval: start...start.addingTimeInterval(300)))
        #expect(host.find(text: "5:00") != nil)
        // Seconds left round up: 298.5 s reads 4:59.
        host.advance(by: 1.5)
        #expect(host.find(text: "4:59") != nil)
        host.advance(to: 299.5)
        #expect(host.find(text: "0:01") != nil)
        host.advance(to: 300)
        #expect(host.find(text: "0:00") != nil)
        host.advance(by: 1)
        #expect(!host.isAnimating)
        #expect(host.find(text: "0:00") != nil)
    }

    @Test func aTimerIntervalCountsUpWithoutHours() {
        let interval = start.addingTimeInterval(-3_725)...start.addingTimeInterval(3_600)
        let host = host(Text(timerInterval: interval, countsDown: false, showsHours: false))
        #expect(host.find(text: "62:05") != nil)
        let withHours = self.host(Text(timerInterval: interval, countsDown: false))
        #expect(withHours.find(text: "1:02:05") != nil)
    }

    @Test func aPausedTimerStandsStill() {
        let interval = start...start.addingTimeInterval(300)
        let host = host(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(10)))
        #expect(host.find(text: "4:50") != nil)
        host.advance(by: 30)
        #expect(host.find(text: "4:50") != nil)
        #expect(!host.isAnimating)
        // A pause before the interval shows its whole length.
        let early = self.host(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(-60)))
        #expect(early.find(text: "5:00") != nil)
    }

    @Test func anInterpolatedOffsetChangesWithTime() {
        let host = host(Text("Due \(start.addingTimeInterval(125), style: .offset)"))
        #expect(host.find(text: "Due +2 minutes") != nil)
        host.advance(by: 70)
        #expect(host.find(text: "Due +55 seconds") != nil)
    }

    /// Outside a host the text is written for the wall clock's date when it
    /// is made; a timer whose interval is over reads `0:00`.
    @Test func outsideAHostTheTextIsMadeOnce() {
        let past = Date(timeIntervalSinceNow: -1_000)
        #expect(Text(timerInterval: past...past.addingTimeInterval(60)).string == "0:00")
        #expect(Text(timerInterval: past...past.addingTimeInterval(60), countsDown: false).string == "1:00")
        #expect(Text.clockReading(3_725, showsHours: true) == "1:02:05")
        #expect(Text.clockReading(59, showsHours: true) == "0:59")
    }
}
