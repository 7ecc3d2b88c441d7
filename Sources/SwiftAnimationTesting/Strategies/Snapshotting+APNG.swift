import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == Data {
    /// The view played through a scripted interaction as an animated PNG
    /// (``/AnimationRender/AnimatedPNG``) that verifies: a reference a
    /// reviewer plays in a browser or on GitHub, compared frame by frame.
    ///
    /// ```swift
    /// assertSnapshot(
    ///     of: LikeButton(),
    ///     as: .apng(size: CGSize(width: 120, height: 120), events: [.tap(at: 0.1, CGPoint(x: 60, y: 60))]))
    /// ```
    ///
    /// A new host of `size` records a frame every 1/`fps` seconds of
    /// virtual time, each exactly at its time, running the events at
    /// theirs. Without an end the recording stops at the first frame
    /// where nothing animates once every event has run (a view still
    /// animating 10 s after its last event fails: give `to:`). Frames
    /// that draw the same bytes as the one before are one frame shown for
    /// as long, each delay an exact fraction of a second (1/30 s is 1/30
    /// s, where a GIF rounds to hundredths); the last frame shows for
    /// ``/AnimationRender/AnimatedPNG/lastFrameHold``.
    ///
    /// When the snapshot differs from the reference, the message names
    /// the first frame that differs, its time, and what differs: its
    /// pixels (compared as
    /// ``image(size:at:events:scale:precision:perceptualPrecision:)``
    /// compares them, naming the item drawn at the first pixel), how long
    /// it shows, or the number of frames.
    ///
    /// Needs the package built with the `Cairo` trait (not ffmpeg); without
    /// it the test fails saying so.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - start: The first frame's time, in seconds (events before it
    ///     run without frames).
    ///   - end: The last frame's time; `nil` to stop once settled.
    ///   - fps: Frames per second (30 by default).
    ///   - events: Events, at their times (not after `end`).
    ///   - scale: Pixels per point.
    ///   - precision: The share of a frame's pixels that must match.
    ///   - perceptualPrecision: How close a pixel must look to match (see
    ///     ``image(size:at:events:scale:precision:perceptualPrecision:)``).
    /// - Returns: The strategy.
    public static func apng(
        size: CGSize, from start: TimeInterval = 0, to end: TimeInterval? = nil, fps: Double = 30, events: [ScriptedEvent] = [],
        scale: Double = 1, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        let scene = APNGSnapshot.scene(start: start, end: end, fps: fps, events: events)
        return APNGSnapshot.strategy(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision) {
            view, eachFrame throws(SnapshotFailure) in
            try PNGSnapshot.check(size: size, scale: scale)
            return try scene.record(view, size: size, eachFrame: eachFrame)
        }
    }
}

extension Snapshotting where Value == ViewHost, Format == Data {
    /// A host a test has driven, played from now as an animated PNG that
    /// verifies (see ``apng(size:from:to:fps:events:scale:precision:perceptualPrecision:)``).
    ///
    /// - Parameters:
    ///   - duration: Seconds to record; `nil` to stop once settled.
    ///   - fps: Frames per second (30 by default).
    ///   - events: Events, at their times from now.
    ///   - scale: Pixels per point.
    ///   - precision: The share of a frame's pixels that must match.
    ///   - perceptualPrecision: How close a pixel must look to match.
    /// - Returns: The strategy.
    public static func apng(
        duration: TimeInterval? = nil, fps: Double = 30, events: [ScriptedEvent] = [], scale: Double = 1, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        let scene = APNGSnapshot.scene(start: 0, end: duration, fps: fps, events: events)
        return APNGSnapshot.strategy(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision) {
            host, eachFrame throws(SnapshotFailure) in
            try PNGSnapshot.check(size: host.size, scale: scale)
            return try scene.record(host, eachFrame: eachFrame)
        }
    }
}

/// The APNG strategies' shared part.
enum APNGSnapshot {
    /// The stretch to record: to `end`, or until settled at most
    /// `RecordingScene.settleTimeout` after the last event.
    static func scene(start: TimeInterval, end: TimeInterval?, fps: Double, events: [ScriptedEvent]) -> RecordingScene {
        guard let end else {
            let last = max(start, events.map(\.time).filter(\.isFinite).max() ?? 0)
            var scene = RecordingScene(start: start, end: last + RecordingScene.settleTimeout, fps: fps, events: events)
            scene.untilSettled = true
            return scene
        }
        return RecordingScene(start: start, end: end, fps: fps, events: events)
    }

    /// The strategy: `record` records the value, calling its second
    /// argument with the host at each frame.
    static func strategy<Value>(
        scale: Double, precision: Float, perceptualPrecision: Float,
        _ record: @escaping @MainActor @Sendable (Value, (ViewHost) -> Void) throws(SnapshotFailure) -> Recording
    ) -> Snapshotting<Value, Data> {
        let drawn = RecordedItems()
        let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            VideoComparison.difference(
                reference: reference, new: new, precision: precision, perceptualPrecision: perceptualPrecision, drawn: drawn
            ).map { ($0, []) }
        }
        return .onMainActor(pathExtension: "png", diffing: diffing, placeholder: { Data($0.placeholder.utf8) }) {
            value throws(SnapshotFailure) in
            try ImageComparison.check(precision: precision, perceptualPrecision: perceptualPrecision)
            guard PNGRenderer.isAvailable else {
                throw SnapshotFailure(
                    "APNG snapshots need the package built with the Cairo trait (Debian: libcairo2-dev librsvg2-dev; "
                        + "swift test --traits Cairo); use .displayList(size:at:) or .trace without it")
            }
            var views: [[(frame: CGRect, description: String)]] = []
            let recording = try record(value) { host in
                views.append(DrawnItems.views(of: host, prefix: "at \(SnapshotScene.seconds(host.time)): "))
            }
            let renderer = PNGRenderer(size: recording.size, scale: scale)
            do {
                let pngs = try recording.frames.map { try renderer.pngData($0.displayList) }
                let (animation, firsts) = AnimatedPNG.merging(pngs, frameRate: recording.frameRate, hold: AnimatedPNG.lastFrameHold)
                drawn.keep(firsts.map { (views: views[$0], fonts: PNGRenderer.fonts(in: recording.frames[$0].displayList)) }, scale: scale)
                return try animation.data()
            } catch {
                throw SnapshotFailure("cannot write the APNG: \(error)")
            }
        }
    }
}
