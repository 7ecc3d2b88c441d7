import AnimationCore
import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// The time of day: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// The day: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// How long from now or ago: "2 min, 5 sec".
        public static let relative = DateStyle(kind: .relative)
        /// The signed difference from now: "+2 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from the date: "2:05".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text that shows a date in a style, in the process's locale and time
    /// zone.
    ///
    /// `.relative`, `.offset` and `.timer` change with time: in a host
    /// they are measured against the host's date (its start date plus its
    /// time) and written again at every frame, as SwiftUI updates them;
    /// such a text keeps the host's frames running, as a `TimelineView`
    /// does. Outside a host they are measured against the wall clock when
    /// the text is made.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - style: How it shows.
    nonisolated public init(_ date: Date, style: DateStyle) {
        switch style.kind {
        case .relative, .offset, .timer:
            let live = LiveDate.date(date, style)
            self.init(runs: [Run(string: live.string(at: Date()), attributes: TextRunAttributes(), live: live)])
        case .time, .date:
            self.init(verbatim: Self.format(date, style: style, now: Date()))
        }
    }

    /// Text that shows a range of dates, as a date interval formatter
    /// writes it in the process's locale (short date and time styles: a
    /// documented choice, Apple does not say which it uses).
    ///
    /// - Parameter dates: The range.
    nonisolated public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: Self.format(dates))
    }

    /// Text that shows a date interval, as the range form does.
    ///
    /// - Parameter interval: The interval.
    nonisolated public init(_ interval: DateInterval) {
        self.init(verbatim: Self.format(interval.start...interval.end))
    }

    /// A range of dates as a short interval.
    static func format(_ dates: ClosedRange<Date>) -> String {
        let formatter = DateIntervalFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        return formatter.string(from: dates.lowerBound, to: dates.upperBound)
    }

    /// A date formatted in a style, against `now`.
    static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        switch style.kind {
        case .time:
            let formatter = DateFormatter()
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            return formatter.string(from: date)
        case .date:
            let formatter = DateFormatter()
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            return formatter.string(from: date)
        case .relative, .offset, .timer:
            let seconds = date.timeIntervalSince(now)
            let magnitude = Int(abs(seconds).rounded(.down))
            switch style.kind {
            case .timer:
                return (seconds > 0 ? "-" : "") + clockReading(magnitude, showsHours: true)
            case .offset:
                let sign = seconds < 0 ? "-" : "+"
                if magnitude < 60 { return "\(sign)\(magnitude) second\(magnitude == 1 ? "" : "s")" }
                let minutes = magnitude / 60
                if minutes < 60 { return "\(sign)\(minutes) minute\(minutes == 1 ? "" : "s")" }
                let hours = minutes / 60
                return "\(sign)\(hours) hour\(hours == 1 ? "" : "s")"
            default:
                let (minutes, rest) = (magnitude / 60, magnitude % 60)
                if minutes == 0 { return "\(rest) sec" }
                if minutes < 60 { return rest == 0 ? "\(minutes) min" : "\(minutes) min, \(rest) sec" }
                let hours = minutes / 60
                return minutes % 60 == 0 ? "\(hours) hr" : "\(hours) hr, \(minutes % 60) min"
            }
        }
    }
}
