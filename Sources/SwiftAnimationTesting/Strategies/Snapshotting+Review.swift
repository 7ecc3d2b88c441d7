import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == Data {
    /// The view played from `start` to `end` as an animated GIF, a review
    /// artefact to open beside a failing test: a new host records a frame
    /// every 1/`fps` seconds, each exactly at its time, running the events
    /// at theirs.
    ///
    /// Needs the `Cairo` trait and ffmpeg, whose version the bytes depend
    /// on: assert curves and frames with ``trace(size:duration:fps:events:)``
    /// and `displayList(size:at:events:)`, which are the same on every
    /// machine. Without them the test fails saying what is missing.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - start: The first frame's time, in seconds.
    ///   - end: The last frame's time.
    ///   - fps: Frames per second (30 by default).
    ///   - events: Events, at their times (not after `end`).
    /// - Returns: The strategy.
    public static func gif(
        size: CGSize, from start: TimeInterval = 0, to end: TimeInterval, fps: Double = 30, events: [ScriptedEvent] = []
    ) -> Snapshotting {
        let scene = RecordingScene(start: start, end: end, fps: fps, events: events)
        return VideoSnapshot.strategy(.gif) { view throws(SnapshotFailure) in try scene.record(view, size: size) }
    }

    /// The view played from `start` to `end` as an H.264 MP4 video, to
    /// attach to a pull request or a bug: as ``gif(size:from:to:fps:events:)``,
    /// in ffmpeg's `libx264` at `yuv420p`, so that every player plays it.
    ///
    /// Lossy and dependent on ffmpeg's version: a review artefact, not an
    /// assertion (``apng(size:from:to:fps:events:scale:precision:perceptualPrecision:)``
    /// verifies frame by frame).
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - start: The first frame's time, in seconds.
    ///   - end: The last frame's time.
    ///   - fps: Frames per second (30 by default).
    ///   - events: Events, at their times (not after `end`).
    /// - Returns: The strategy.
    public static func mp4(
        size: CGSize, from start: TimeInterval = 0, to end: TimeInterval, fps: Double = 30, events: [ScriptedEvent] = []
    ) -> Snapshotting {
        let scene = RecordingScene(start: start, end: end, fps: fps, events: events)
        return VideoSnapshot.strategy(.mp4) { view throws(SnapshotFailure) in try scene.record(view, size: size) }
    }
}

extension Snapshotting where Value == ViewHost, Format == Data {
    /// A host a test has driven, played from now for `duration` seconds,
    /// as an animated GIF (see ``gif(size:from:to:fps:events:)``).
    ///
    /// - Parameters:
    ///   - duration: Seconds to record.
    ///   - fps: Frames per second (30 by default).
    ///   - events: Events, at their times from now.
    /// - Returns: The strategy.
    public static func gif(duration: TimeInterval, fps: Double = 30, events: [ScriptedEvent] = []) -> Snapshotting {
        let scene = RecordingScene(start: 0, end: duration, fps: fps, events: events)
        return VideoSnapshot.strategy(.gif) { host throws(SnapshotFailure) in try scene.record(host) }
    }

    /// A host a test has driven, played from now for `duration` seconds,
    /// as an MP4 video (see ``mp4(size:from:to:fps:events:)``).
    ///
    /// - Parameters:
    ///   - duration: Seconds to record.
    ///   - fps: Frames per second (30 by default).
    ///   - events: Events, at their times from now.
    /// - Returns: The strategy.
    public static func mp4(duration: TimeInterval, fps: Double = 30, events: [ScriptedEvent] = []) -> Snapshotting {
        let scene = RecordingScene(start: 0, end: duration, fps: fps, events: events)
        return VideoSnapshot.strategy(.mp4) { host throws(SnapshotFailure) in try scene.record(host) }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view played from `start` to `end` in the player page (see
    /// ``/AnimationRender/HTMLPlayer``): frames, scrubber and the traces
    /// of what animates, in one self-contained file to open in a browser.
    /// The page is the same on every run and machine.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - start: The first frame's time, in seconds.
    ///   - end: The last frame's time.
    ///   - fps: Frames per second (60 by default).
    ///   - events: Events, at their times (not after `end`).
    /// - Returns: The strategy.
    public static func html(
        size: CGSize, from start: TimeInterval = 0, to end: TimeInterval, fps: Double = 60, events: [ScriptedEvent] = []
    ) -> Snapshotting {
        let scene = RecordingScene(start: start, end: end, fps: fps, events: events)
        let title = String(describing: Value.self)
        return text(pathExtension: "html") { view throws(SnapshotFailure) in
            try PlayerSnapshot.page(title: title, try scene.record(view, size: size))
        }
    }
}

extension Snapshotting where Value == ViewHost, Format == String {
    /// A host a test has driven, played from now for `duration` seconds in
    /// the player page (see ``html(size:from:to:fps:events:)``).
    ///
    /// - Parameters:
    ///   - duration: Seconds to record.
    ///   - fps: Frames per second (60 by default).
    ///   - events: Events, at their times from now.
    /// - Returns: The strategy.
    public static func html(duration: TimeInterval, fps: Double = 60, events: [ScriptedEvent] = []) -> Snapshotting {
        let scene = RecordingScene(start: 0, end: duration, fps: fps, events: events)
        return text(pathExtension: "html") { host throws(SnapshotFailure) in
            try PlayerSnapshot.page(title: "Snapshot", try scene.record(host))
        }
    }
}

/// The player page of a recording.
enum PlayerSnapshot {
    static func page(title: String, _ recording: Recording) throws(SnapshotFailure) -> String {
        let summary = "\(recording.frames.count) frames at \(TraceTextRenderer.number(recording.frameRate)) fps"
        do {
            return try HTMLPlayer(title: title, summary: summary).render(recording)
        } catch {
            throw SnapshotFailure("cannot write the player page: \(error)")
        }
    }
}

/// The GIF and MP4 strategies' shared part.
enum VideoSnapshot {
    static func strategy<Value>(
        _ format: RecordingFormat, _ record: @escaping @MainActor @Sendable (Value) throws(SnapshotFailure) -> Recording
    ) -> Snapshotting<Value, Data> {
        let name = format.rawValue.uppercased()
        let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            guard reference != new else { return nil }
            return (
                "The \(name) differs from the reference (\(new.count) bytes; the reference has \(reference.count)). "
                    + "Its bytes depend on ffmpeg's version: assert curves with .trace and frames with .apng or .displayList.", []
            )
        }
        return .onMainActor(pathExtension: format.rawValue, diffing: diffing, placeholder: { Data($0.placeholder.utf8) }) {
            value throws(SnapshotFailure) in
            guard format.isAvailable else {
                throw SnapshotFailure(
                    "\(name) snapshots need the package built with the Cairo trait (Debian: libcairo2-dev librsvg2-dev) and ffmpeg")
            }
            guard VideoEncoder.ffmpeg != nil else {
                throw SnapshotFailure("\(name) snapshots need ffmpeg, which is not installed (Debian: apt-get install ffmpeg)")
            }
            let recording = try record(value)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("swift-animation-\(UUID().uuidString).\(format.rawValue)")
            defer { try? FileManager.default.removeItem(at: file) }
            do {
                try RecordingWriter(player: HTMLPlayer(title: "")).write(recording, as: format, to: file)
                return try Data(contentsOf: file)
            } catch {
                throw SnapshotFailure("cannot write the \(name): \(error)")
            }
        }
    }
}
