import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

/// A stretch of time a strategy records (a trace, a GIF, a player page):
/// from a start to an end at a frame rate, with events at their times.
/// Times count from the host's time when the recording starts (0 for a
/// view).
struct RecordingScene: Sendable {
    /// When the first frame is, in seconds.
    var start: TimeInterval
    /// When the last frame is, in seconds.
    var end: TimeInterval
    /// Frames per second.
    var fps: Double
    /// The events, at their times.
    var events: [ScriptedEvent]
    /// Whether the recording ends at the first frame where nothing
    /// animates and every event has run, `end` being the latest it may
    /// end; a view still animating then fails the snapshot.
    var untilSettled = false

    /// The most frames a recording strategy takes: ten minutes at 60 fps
    /// is 36,000, more than any test wants; a typing slip (`fps: 6000`)
    /// fails rather than filling the memory.
    static let maximumFrames = 20_000

    /// The stretch and the events, against a host of a size.
    func check(in size: CGSize) throws(SnapshotFailure) {
        guard start.isFinite, start >= 0 else {
            throw SnapshotFailure("the start must be finite and not negative, not \(start)")
        }
        guard end.isFinite, end >= start else {
            throw SnapshotFailure("the end must be finite and not before the start (\(start)), not \(end)")
        }
        guard fps.isFinite, fps > 0 else {
            throw SnapshotFailure("the frame rate must be finite and positive, not \(fps)")
        }
        let frames = ((end - start) * fps).rounded(.down) + 1
        guard frames <= Double(Self.maximumFrames) else {
            throw SnapshotFailure(
                "\(SnapshotScene.seconds(end - start)) at \(fps) fps is \(Int(frames)) frames; a recording strategy takes at most \(Self.maximumFrames)"
            )
        }
        try SnapshotScene(at: end, events: events).check(in: size)
    }

    /// Records a new host of a view.
    @MainActor
    func record<V: View>(_ view: V, size: CGSize, eachFrame: (ViewHost) -> Void = { _ in }) throws(SnapshotFailure) -> Recording {
        try SnapshotScene.check(size: size)
        try check(in: size)
        return try record(ViewHost(view, size: size, startDate: SnapshotScene.startDate), eachFrame: eachFrame)
    }

    /// Records a host: the events before the start run at their times,
    /// then a frame every 1/`fps` seconds from the start to the end, each
    /// exactly at its time, with the remaining events.
    @MainActor
    func record(_ host: ViewHost, eachFrame: (ViewHost) -> Void = { _ in }) throws(SnapshotFailure) -> Recording {
        try check(in: host.size)
        let origin = host.time
        let sorted = events.sorted { $0.time < $1.time }
        for event in sorted where event.time < start {
            host.advance(to: origin + event.time)
            event.action(host)
        }
        host.advance(to: origin + start)
        let later = sorted.filter { $0.time >= start }.map { event in
            var shifted = event
            shifted.time -= start
            return shifted
        }
        let recorder = FrameRecorder(frameRate: fps, duration: end - start, idleHold: untilSettled ? 0 : nil)
        let recording = recorder.record(host, events: later, eachFrame: eachFrame)
        if untilSettled, recording.stillAnimating {
            throw SnapshotFailure(
                "the view was still animating at \(SnapshotScene.seconds(end)), the latest the recording may end "
                    + "(\(SnapshotScene.seconds(Self.settleTimeout)) after the last event): give the end (to:) "
                    + "for a view that never settles, such as one that repeats forever")
        }
        return recording
    }

    /// How long a recording that ends once settled may run after its last
    /// event: as long as a settled snapshot waits.
    static let settleTimeout = SnapshotScene.settleTimeout
}
