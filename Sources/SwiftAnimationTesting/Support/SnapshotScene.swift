import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

/// The moment a strategy snapshots and how the view gets there: its
/// events, run at their times, then a time or settling.
///
/// Times count from the host's time when the snapshot starts: from 0 for
/// a view (a new host), from where the test left it for a host.
struct SnapshotScene: Sendable {
    /// When the snapshot is taken.
    enum Moment: Sendable, Equatable {
        /// At a time, in seconds.
        case time(TimeInterval)
        /// Once nothing animates (see `ViewHost.settle(timeout:)`).
        case settled
    }

    /// The moment.
    var moment: Moment
    /// The events, at their times.
    var events: [ScriptedEvent]

    /// The date of a new host's time 0, fixed so that a view that shows
    /// the date (a `TimelineView`, a drag's time) snapshots the same on
    /// every run: 2001-01-01 00:00:00 UTC, `Date`'s reference date.
    static let startDate = Date(timeIntervalSinceReferenceDate: 0)
    /// The most virtual time a settled snapshot waits.
    static let settleTimeout: TimeInterval = 10

    /// A scene at a time.
    init(at time: TimeInterval, events: [ScriptedEvent]) {
        moment = .time(time)
        self.events = events
    }

    /// A scene once settled, or at time 0 when `settled` is false.
    init(settled: Bool, events: [ScriptedEvent]) {
        moment = settled ? .settled : .time(0)
        self.events = events
    }

    /// A size a strategy lays a view out in: finite and positive.
    static func check(size: CGSize) throws(SnapshotFailure) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw SnapshotFailure("the size must be finite and positive, not \(Self.describe(size)): a view that size shows nothing")
        }
    }

    /// The times and events, against a host of a size.
    func check(in size: CGSize) throws(SnapshotFailure) {
        if case .time(let time) = moment {
            guard time.isFinite, time >= 0 else {
                throw SnapshotFailure("the time must be finite and not negative, not \(time)")
            }
        }
        for event in events {
            guard event.time.isFinite, event.time >= 0 else {
                throw SnapshotFailure("an event's time must be finite and not negative, not \(event.time)")
            }
            if case .time(let time) = moment, event.time > time + 1e-9 {
                throw SnapshotFailure(
                    "an event at \(Self.seconds(event.time)) comes after the snapshot's time, \(Self.seconds(time)): it would not run")
            }
            if let point = event.touchLocation {
                // The edges count as inside: a tap at (width, height) is on the view.
                guard (0...size.width).contains(point.x), (0...size.height).contains(point.y) else {
                    throw SnapshotFailure(
                        "the touch at \(Self.seconds(event.time)) is at (\(point.x), \(point.y)), outside the \(Self.describe(size)) view: it would reach no view"
                    )
                }
            }
        }
    }

    /// A new host of a view, checked and brought to the moment.
    ///
    /// - Returns: The host and what the moment was (``arrival(_:)``).
    @MainActor
    func host<V: View>(of view: V, size: CGSize) throws(SnapshotFailure) -> (ViewHost, String) {
        try Self.check(size: size)
        try check(in: size)
        let host = ViewHost(view, size: size, startDate: Self.startDate)
        return (host, try bring(host))
    }

    /// Brings a host to the moment: each event at its time, then the time
    /// (exactly: see `ViewHost.advance(to:)`) or settling.
    ///
    /// - Returns: The moment, for a snapshot's first line: `at 0.25 s`
    ///   (the host's time), `settled after 0.417 s` (from the start).
    @MainActor
    func bring(_ host: ViewHost) throws(SnapshotFailure) -> String {
        try check(in: host.size)
        let origin = host.time
        for event in events.sorted(by: { $0.time < $1.time }) {
            host.advance(to: origin + event.time)
            event.action(host)
        }
        switch moment {
        case .time(let time):
            host.advance(to: origin + time)
            return "at \(Self.seconds(host.time))"
        case .settled:
            do {
                try host.settle(timeout: Self.settleTimeout)
                return "settled after \(Self.seconds(host.time - origin))"
            } catch {
                throw SnapshotFailure("\(error)")
            }
        }
    }

    /// Seconds as a snapshot's text writes them: `0.25 s`.
    static func seconds(_ time: TimeInterval) -> String {
        time.isFinite ? "\(TraceTextRenderer.number(time)) s" : "\(time) s"
    }

    /// A size as `200 × 200`.
    static func describe(_ size: CGSize) -> String {
        "\(size.width) × \(size.height)"
    }
}
