import AnimationCore
import AnimationEngine
import Foundation

extension Text {
    /// A part of a text whose characters depend on when it is shown: a
    /// date in the `.relative`, `.offset` or `.timer` style, or a timer
    /// over an interval. In a host it is written for the host's date (its
    /// start date plus its time) at every frame while it still changes;
    /// outside a host (`Text.string`), for the wall clock's date when the
    /// text was made.
    enum LiveDate: Equatable, Sendable {
        case date(Date, DateStyle)
        case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

        /// The characters at `now`.
        func string(at now: Date) -> String {
            switch self {
            case .date(let date, let style):
                return Text.format(date, style: style, now: now)
            case .timer(let interval, let pauseTime, let countsDown, let showsHours):
                let shownAt = pauseTime ?? now
                let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
                let raw = countsDown ? interval.upperBound.timeIntervalSince(shownAt) : shownAt.timeIntervalSince(interval.lowerBound)
                // Seconds left round up (a countdown reads 0:00 only at its
                // end), seconds passed round down.
                let clamped = raw.isFinite ? min(max(raw, 0), max(length, 0)) : 0
                let seconds = Int(clamped.rounded(countsDown ? .up : .down))
                return Text.clockReading(seconds, showsHours: showsHours)
            }
        }

        /// Whether the characters may change after `now` (a paused timer,
        /// or one past its interval's end, no longer does).
        func changes(after now: Date) -> Bool {
            switch self {
            case .date: return true
            case .timer(let interval, let pauseTime, _, _): return pauseTime == nil && now < interval.upperBound
            }
        }
    }

    /// Text that shows a timer counting within an interval: down to its
    /// end ("4:59", "1:04:59"), or up from its start. In a host it counts
    /// on the host's clock, one frame at a time, until the interval ends.
    ///
    /// The time shown is whole seconds (a documented choice, as Apple does
    /// not say how it rounds: a countdown shows the seconds left rounded
    /// up, so it reads `0:00` only at its end; a count up shows the seconds
    /// passed rounded down), and stays within the interval: before the
    /// interval a countdown shows its whole length, after it `0:00`.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the timer counts within.
    ///   - pauseTime: A date at which the timer stands still, if any.
    ///   - countsDown: Whether it counts down to the interval's end (the
    ///     default) or up from its start.
    ///   - showsHours: Whether hours are shown apart (`1:04:59`) or counted
    ///     in the minutes (`64:59`).
    nonisolated public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let live = LiveDate.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        self.init(runs: [Run(string: live.string(at: Date()), attributes: TextRunAttributes(), live: live)])
    }

    /// A clock reading of whole seconds: `m:ss`, or `h:mm:ss` from an hour
    /// when `showsHours`.
    static func clockReading(_ seconds: Int, showsHours: Bool) -> String {
        let magnitude = abs(seconds)
        let sign = seconds < 0 ? "-" : ""
        let rest = String(format: "%02d", magnitude % 60)
        if showsHours, magnitude >= 3_600 {
            return "\(sign)\(magnitude / 3_600):\(String(format: "%02d", magnitude / 60 % 60)):\(rest)"
        }
        return "\(sign)\(magnitude / 60):\(rest)"
    }

    /// Whether a part of the text changes with the time it is shown at.
    var hasLiveDates: Bool {
        runs.contains { $0.live != nil }
    }

    /// The text written for `now`, and whether it changes after it.
    func showing(at now: Date) -> (text: Text, changes: Bool) {
        var shown = self
        var changes = false
        for index in shown.runs.indices {
            guard let live = shown.runs[index].live else { continue }
            shown.runs[index].string = live.string(at: now)
            changes = changes || live.changes(after: now)
        }
        return (shown, changes)
    }
}

extension TextLeaf {
    /// Re-runs the text every frame while its live dates still change
    /// (see ``Text/LiveDate``); the driver is made for the first text with
    /// live dates the node shows.
    func keepTime(_ changes: Bool, node: ViewNode) {
        guard changes || clock != nil else { return }
        let driver = clock ?? node.makeFrameDriver(kind: "Text")
        clock = driver
        node.drive(driver, changes)
    }
}
