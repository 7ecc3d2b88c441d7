import Foundation

/// When a `TimelineView` updates: a sequence of dates.
public protocol TimelineSchedule {
    /// The dates, in order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from a start date on.
    ///
    /// - Parameters:
    ///   - startDate: The date the timeline starts at.
    ///   - mode: How often the host wants updates.
    /// - Returns: The dates.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a host wants a timeline's updates.
public enum TimelineScheduleMode: Sendable {
    /// As the schedule says.
    case normal
    /// Less often (a dimmed screen); hosts here always ask for `.normal`.
    case lowFrequency
}

/// Every frame, or every `minimumInterval` seconds: `.animation`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The shortest time between entries; `nil` for every frame.
    package let minimumInterval: Double?
    /// Whether the schedule gives no more entries.
    package let paused: Bool

    /// Creates the schedule.
    ///
    /// - Parameters:
    ///   - minimumInterval: The least time between updates; every frame
    ///     when `nil`. Non-finite or negative intervals count as `nil`.
    ///   - paused: Whether updates stop.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.paused = paused
    }

    /// The dates: the start, then every frame (every `minimumInterval`).
    /// A frame-rate schedule's dates are 1/120 s apart here; the host
    /// shows the latest one due at each of its frames.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(start: startDate, interval: minimumInterval ?? 1.0 / 120, finite: paused)
    }
}

/// Every `interval` seconds from a date: `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    /// The time between entries.
    package let interval: TimeInterval

    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        /// The number of dates given so far: the next is `start` plus this
        /// many intervals (multiplied, not summed, so that dates do not
        /// drift).
        var index = 0
        let interval: TimeInterval
        /// A paused schedule has its first date only.
        var finished = false
        let finite: Bool

        init(start: Date, interval: TimeInterval, finite: Bool = false) {
            self.start = start
            self.interval = interval
            self.finite = finite
        }

        /// The next date.
        public mutating func next() -> Date? {
            guard !finished else { return nil }
            let date = start.addingTimeInterval(Double(index) * interval)
            if finite { finished = true }
            index += 1
            return date
        }
    }

    /// Creates the schedule.
    ///
    /// - Parameters:
    ///   - startDate: The first date.
    ///   - interval: The time between dates, in seconds; a non-finite,
    ///     zero or negative interval gives the first date only.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates from the schedule's start on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let valid = interval.isFinite && interval > 0
        return Entries(start: self.startDate, interval: valid ? interval : 1, finite: !valid)
    }
}

/// At the start, then at the start of every minute: `.everyMinute`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates the schedule.
    public init() {}

    /// The start date, then each whole minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let nextMinute = (seconds / 60).rounded(.down) * 60 + 60
        return [startDate] + (0..<1_440).map { Date(timeIntervalSinceReferenceDate: nextMinute + Double($0) * 60) }
    }
}

/// The dates of a sequence: `.explicit(_:)`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    /// Creates the schedule.
    ///
    /// - Parameter dates: The dates, in order (a date earlier than one
    ///   before it is skipped).
    public init(_ dates: Dates) {
        self.dates = dates
    }

    /// The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates {
        dates
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, or every `minimumInterval` seconds, unless paused.
    ///
    /// - Parameters:
    ///   - minimumInterval: The least time between updates.
    ///   - paused: Whether updates stop.
    /// - Returns: The schedule.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from a date.
    ///
    /// - Parameters:
    ///   - startDate: The first date.
    ///   - interval: The time between dates.
    /// - Returns: The schedule.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// The dates of a sequence.
    ///
    /// - Parameter dates: The dates, in order.
    /// - Returns: The schedule.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
