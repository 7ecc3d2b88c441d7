import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// A golden animation curve: every attribute that animates, named by
    /// view structure as the player's legend names it, against time, one
    /// row per frame (see ``/AnimationRender/TraceTextRenderer``).
    ///
    ///     # 200 × 200 pt, 60 fps, 0 to 0.5 s; 1 attribute animates
    ///     time	Avatar › scaleEffect[0]	Avatar › scaleEffect[1]
    ///     0	1	1
    ///     0.016667	1.016849	1.016849
    ///
    /// A new host of `size` records from 0 to `duration`, a frame every
    /// 1/`fps` seconds, each exactly at its time, running the events at
    /// theirs. The same view gives the same table on every run and machine.
    /// A duration or frame rate that is not finite, a negative one, more
    /// than 20,000 frames, or an event after the end fails the test.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - duration: Seconds to record.
    ///   - fps: Frames per second (60 by default).
    ///   - events: Taps, drags, typing, at their times.
    /// - Returns: The strategy.
    public static func trace(size: CGSize, duration: TimeInterval, fps: Double = 60, events: [ScriptedEvent] = []) -> Snapshotting {
        let scene = RecordingScene(start: 0, end: duration, fps: fps, events: events)
        return text(pathExtension: "tsv") { view throws(SnapshotFailure) in
            TraceTextRenderer().render(try scene.record(view, size: size))
        }
    }
}

extension Snapshotting where Value == ViewHost, Format == String {
    /// The animated attributes of a host a test has driven, against time,
    /// from now for `duration` seconds (times in the table are the host's).
    ///
    /// - Parameters:
    ///   - duration: Seconds to record.
    ///   - fps: Frames per second (60 by default).
    ///   - events: Events, at their times from now.
    /// - Returns: The strategy.
    public static func trace(duration: TimeInterval, fps: Double = 60, events: [ScriptedEvent] = []) -> Snapshotting {
        let scene = RecordingScene(start: 0, end: duration, fps: fps, events: events)
        return text(pathExtension: "tsv") { host throws(SnapshotFailure) in
            TraceTextRenderer().render(try scene.record(host))
        }
    }
}
