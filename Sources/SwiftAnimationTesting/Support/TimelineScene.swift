import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

/// The times a timeline strategy snapshots in one reference, and the
/// events that run between them. Times count from the host's time when
/// the snapshot starts (0 for a view).
struct TimelineScene: Sendable {
    /// The times, in seconds, in the order given.
    var times: [TimeInterval]
    /// The events, at their times.
    var events: [ScriptedEvent]
    /// Frames to a row of the sheet; `nil` for the sheet's default.
    var columns: Int?

    /// The most times one snapshot holds: a sheet of 100 frames is
    /// already more than a person reads.
    static let maximumTimes = 100

    /// The times and events, against a host of a size: at least one time,
    /// each finite, not negative and after the one before, and no event
    /// after the last.
    func check(in size: CGSize) throws(SnapshotFailure) {
        guard let last = times.last else {
            throw SnapshotFailure("a timeline needs at least one time: `at: []` snapshots nothing")
        }
        guard times.count <= Self.maximumTimes else {
            throw SnapshotFailure("a timeline holds at most \(Self.maximumTimes) times, not \(times.count)")
        }
        for time in times {
            guard time.isFinite, time >= 0 else {
                throw SnapshotFailure("the times must be finite and not negative, not \(time)")
            }
        }
        for (earlier, later) in zip(times, times.dropFirst()) where later <= earlier {
            throw SnapshotFailure(
                "the times must increase: \(SnapshotScene.seconds(later)) comes after \(SnapshotScene.seconds(earlier))")
        }
        if let columns, columns < 1 {
            throw SnapshotFailure("a sheet needs at least one column, not \(columns)")
        }
        try SnapshotScene(at: last, events: events).check(in: size)
    }

    /// Brings a host through the times, keeping what it shows at each.
    ///
    /// - Returns: The sheet, and the views drawn on it (each frame's, at
    ///   its place, named with its time) for a failure to name.
    @MainActor
    func record(_ host: ViewHost) throws(SnapshotFailure) -> (sheet: ContactSheet, views: [(frame: CGRect, description: String)]) {
        try check(in: host.size)
        var shown: [[(frame: CGRect, description: String)]] = []
        let sheet = ContactSheet.record(host, at: times, events: events, columns: columns) { index, host in
            shown.append(DrawnItems.views(of: host, prefix: "at \(SnapshotScene.seconds(times[index])): "))
        }
        // Each frame's views at the frame's place on the sheet.
        let views = shown.enumerated().flatMap { index, views in
            let origin = sheet.origin(ofFrame: index)
            return views.map { ($0.frame.offsetBy(dx: origin.x, dy: origin.y), $0.description) }
        }
        return (sheet, views)
    }

    /// A new host of a view, checked and recorded.
    @MainActor
    func record<V: View>(_ view: V, size: CGSize) throws(SnapshotFailure) -> (sheet: ContactSheet, views: [(frame: CGRect, description: String)]) {
        try SnapshotScene.check(size: size)
        try check(in: size)
        return try record(ViewHost(view, size: size, startDate: SnapshotScene.startDate))
    }
}
