import AnimationCore
import AnimationRuntime
import Foundation

/// A view that updates on a schedule: its content is built for each date
/// of the schedule, on the host's clock (dates are the host's
/// ``/AnimationEngine/ViewHost/startDate`` plus its time, so a test's virtual clock drives
/// it).
///
/// ```swift
/// TimelineView(.animation) { context in
///     let t = context.date.timeIntervalSinceReferenceDate
///     Circle().scaleEffect(1 + 0.2 * sin(t * 2))
/// }
/// ```
///
/// At each frame the content shows the latest date of the schedule that is
/// due (never one earlier than the one shown: dates out of order are
/// skipped); before the first date is due, it shows the host's date. A
/// schedule with dates still to come keeps the host's frames running.
/// Changing `.animation(minimumInterval:paused:)`'s parameters restarts
/// the schedule; other schedules keep the dates they started with.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
    /// What the content is built with.
    public struct Context {
        /// How often a timeline updates.
        public enum Cadence: Comparable, Sendable {
            /// Every frame, or more often than once a second.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date of the schedule's entry being shown.
        public let date: Date
        /// How often the timeline updates.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - schedule: When it updates.
    ///   - content: The content for a date.
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// A timeline view is primitive.
    public var body: Never { neverBody }
}

/// The context every `TimelineView`'s content gets.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let run = node.local { TimelineRun(driver: node.makeFrameDriver(kind: "TimelineView")) }
        let now = node.graph.clock.date(at: context.time)
        let signature = (schedule as? AnimationTimelineSchedule).map { "\($0.minimumInterval ?? 0) \($0.paused)" }
        if !run.started || run.signature != signature {
            run.start(AnyIterator(schedule.entries(from: now, mode: .normal).makeIterator()), signature: signature)
        }
        run.advance(to: now)
        node.drive(run.driver, run.upcoming != nil)
        let shown = TimelineViewDefaultContext(date: run.current ?? now, cadence: Self.cadence(of: schedule))
        let built = node.graph.updates.evaluatingUserCode { content(shown) }
        node.updateChild(built, in: context)
    }

    /// How often a schedule updates.
    private static func cadence(of schedule: Schedule) -> TimelineViewDefaultContext.Cadence {
        if let animation = schedule as? AnimationTimelineSchedule {
            guard let interval = animation.minimumInterval else { return .live }
            return interval < 1 ? .live : interval < 60 ? .seconds : .minutes
        }
        if let periodic = schedule as? PeriodicTimelineSchedule {
            return periodic.interval < 1 ? .live : periodic.interval < 60 ? .seconds : .minutes
        }
        if schedule is EveryMinuteTimelineSchedule { return .minutes }
        return .live
    }
}

extension TimelineView: View {}

/// The dates a timeline view has shown and has still to show.
@MainActor
final class TimelineRun {
    let driver: FrameDriver
    private var entries: AnyIterator<Date>?
    private(set) var started = false
    private(set) var signature: String?
    /// The date shown.
    private(set) var current: Date?
    /// The next date to show, if any.
    private(set) var upcoming: Date?

    init(driver: FrameDriver) {
        self.driver = driver
    }

    func start(_ entries: AnyIterator<Date>, signature: String?) {
        self.entries = entries
        self.signature = signature
        started = true
        current = nil
        upcoming = entries.next()
    }

    /// Shows the latest date due by `now`, skipping dates earlier than the
    /// one shown.
    func advance(to now: Date) {
        var steps = 0
        // A date within a nanosecond of the clock is due (dates and frame
        // times are sums of binary fractions).
        while let next = upcoming, next.timeIntervalSince(now) <= 1e-9 {
            if current.map({ next >= $0 }) ?? true { current = next }
            upcoming = entries?.next()
            steps += 1
            // A schedule far behind the clock (a periodic one from long
            // ago) jumps to the last due date in bounded work.
            if steps > 10_000 { break }
        }
    }
}
