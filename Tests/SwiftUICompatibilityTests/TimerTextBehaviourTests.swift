import Foundation
import SwiftUI
import Testing

/// A countdown as apps write it for a game round or a Live Activity:
/// `Text(timerInterval:countsDown:)` in a monospaced-digit font, ticking
/// on the host's clock until the round ends.
@MainActor
@Suite("Timer texts")
struct TimerTextBehaviourTests {
    @Test func aRoundCountsDownAndEnds() {
        let start = Date(timeIntervalSinceReferenceDate: 50_000)
        let round = start...start.addingTimeInterval(90)
        let host = ViewHost(RoundTimer(round: round), size: CGSize(width: 300, height: 80), startDate: start)
        #expect(host.find(text: "1:30") != nil)
        host.advance(by: 30.5)
        #expect(host.find(text: "1:00") != nil)
        host.advance(to: 95)
        #expect(host.find(text: "0:00") != nil)
        #expect(!host.isAnimating)
    }
}

/// Seconds left in a round.
private struct RoundTimer: View {
    let round: ClosedRange<Date>

    var body: some View {
        HStack {
            Image(systemName: "timer")
            Text(timerInterval: round, countsDown: true)
                .font(.headline.monospacedDigit())
        }
    }
}
