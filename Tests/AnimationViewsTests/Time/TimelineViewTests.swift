import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private let start = Date(timeIntervalSinceReferenceDate: 10_000)

/// Seconds since `start` of the date a timeline shows.
private struct Clock<S: TimelineSchedule>: View {
    let schedule: S
    var body: some View {
        TimelineView(schedule) { context in
            Text("t \(String(format: "%.3f", context.date.timeIntervalSince(start)))")
        }
    }
}

@MainActor
private func clockHost<S: TimelineSchedule>(_ schedule: S) -> ViewHost {
    ViewHost(Clock(schedule: schedule), size: CGSize(width: 200, height: 50), startDate: start)
}

@MainActor
@Suite("Timeline views")
struct TimelineViewTests {
    @Test func aPeriodicTimelineShowsTheLastDueDate() {
        let host = clockHost(.periodic(from: start, by: 1))
        host.advance(by: 1.0 / 60)
        #expect(shows("t 0.000", in: host))
        host.advance(by: 2.5)
        #expect(shows("t 2.000", in: host))
        #expect(host.isAnimating)
    }

    @Test func anAnimationTimelineUpdatesEveryFrame() {
        let host = ViewHost(
            TimelineView(.animation) { context in
                Text(String(format: "%.4f", context.date.timeIntervalSinceReferenceDate))
            }, size: CGSize(width: 200, height: 50), startDate: start)
        host.advance(by: 0.5)
        let first = host.drawnViews.compactMap(\.text).first!
        host.advance(by: 1.0 / 60)
        let second = host.drawnViews.compactMap(\.text).first!
        #expect(first != second)
        // The date shown is within a frame of the host's clock.
        #expect(abs(Double(second)! - (10_000 + host.time)) <= 1.0 / 60 + 1e-9)
    }

    @Test func explicitDatesOutOfOrderAreSkippedAndTheTimelineStops() {
        let host = clockHost(.explicit([start.addingTimeInterval(1), start.addingTimeInterval(3), start.addingTimeInterval(2)]))
        host.advance(by: 1.0 / 60)
        // Before the first date: the host's date.
        #expect(shows("t 0.017", in: host))
        host.advance(by: 1.5)
        #expect(shows("t 1.000", in: host))
        host.advance(by: 2)
        // 2 comes after 3 in the list: it is skipped, and nothing is left.
        #expect(shows("t 3.000", in: host))
        #expect(!host.isAnimating)
    }

    @Test func aPausedAnimationTimelineHoldsStill() {
        struct Pausable: View {
            @State var paused = true
            var body: some View {
                VStack {
                    TimelineView(.animation(minimumInterval: 0.5, paused: paused)) { context in
                        Text("t \(String(format: "%.1f", context.date.timeIntervalSince(start)))")
                    }
                    Text("go").onTapGesture { paused = false }
                }
            }
        }
        let host = ViewHost(Pausable(), size: CGSize(width: 200, height: 100), startDate: start)
        host.advance(by: 1)
        #expect(!host.isAnimating)
        let shownBefore = host.drawnViews.compactMap(\.text).first!
        // Unpausing restarts the schedule from the host's date, every 0.5 s.
        #expect(tap("go", in: host))
        host.advance(by: 1.2)
        let shownAfter = host.drawnViews.compactMap(\.text).first!
        #expect(shownBefore != shownAfter)
        #expect(host.isAnimating)
    }
}

@Suite("Dates in text")
struct TextDateStyleTests {
    @Test func relativeOffsetAndTimerStyles() {
        let now = Date(timeIntervalSinceReferenceDate: 0)
        #expect(Text.format(now.addingTimeInterval(125), style: .relative, now: now) == "2 min, 5 sec")
        #expect(Text.format(now.addingTimeInterval(-7), style: .relative, now: now) == "7 sec")
        #expect(Text.format(now.addingTimeInterval(-3_600 * 2), style: .relative, now: now) == "2 hr")
        #expect(Text.format(now.addingTimeInterval(120), style: .offset, now: now) == "+2 minutes")
        #expect(Text.format(now.addingTimeInterval(-1), style: .offset, now: now) == "-1 second")
        #expect(Text.format(now.addingTimeInterval(-125), style: .timer, now: now) == "2:05")
        #expect(Text.format(now.addingTimeInterval(-3_725), style: .timer, now: now) == "1:02:05")
        #expect(!Text.format(now, style: .time, now: now).isEmpty)
        #expect(!Text.format(now, style: .date, now: now).isEmpty)
    }

    /// A date interpolated with a style reads as `Text(_:style:)` shows it
    /// (`"Reviewed on \(book.date, style: .date)"`); ranges and intervals
    /// read as the text of a range.
    @Test func interpolatedDatesWithAStyle() {
        let due = Date().addingTimeInterval(9_000)
        #expect(Text("Due \(due, style: .offset)").string == "Due +2 hours")
        let day = Date(timeIntervalSinceReferenceDate: 800_000_000)
        #expect(Text("Reviewed on \(day, style: .date)").string == "Reviewed on " + Text(day, style: .date).string)
        let range = day...day.addingTimeInterval(86_400 * 3)
        #expect(Text("Trip: \(range)").string == "Trip: " + Text(range).string)
        #expect(Text(DateInterval(start: day, duration: 86_400 * 3)).string == Text(range).string)
        #expect(Text(range).string.contains("–") || Text(range).string.contains("-"))
    }
}
