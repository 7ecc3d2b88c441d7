import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// The view at several times in one SVG reference: a contact sheet
    /// (``/AnimationRender/ContactSheet``) of its frames, left to right
    /// then top to bottom, each with its time printed under it. One file
    /// holds the whole timeline, so a reviewer reads an animation at a
    /// glance and a change to any time fails one assertion.
    ///
    /// ```swift
    /// assertSnapshot(of: Avatar(), as: .svg(size: CGSize(width: 120, height: 120), at: [0, 0.1, 0.25, 0.5]))
    /// ```
    ///
    /// A new host of `size` runs the events at their times and is drawn
    /// exactly at each time. The times must increase, be finite and not
    /// negative (at most 100); no event may come after the last; an empty
    /// list fails the test with a message.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - times: Seconds from the start, increasing.
    ///   - events: Events, at their times.
    ///   - columns: Frames to a row; `nil` for up to four.
    /// - Returns: The strategy.
    public static func svg(
        size: CGSize, at times: [TimeInterval], events: [ScriptedEvent] = [], columns: Int? = nil
    ) -> Snapshotting {
        text(pathExtension: "svg") { view throws(SnapshotFailure) in
            let sheet = try TimelineScene(times: times, events: events, columns: columns).record(view, size: size).sheet
            return SVGRenderer(size: sheet.size).render(sheet.displayList)
        }
    }

    /// The view's display list at several times as text in one reference:
    /// a section per time, each under a first line that says the size
    /// and the time (as the strategy of one time writes it).
    ///
    ///     # 200 × 200 pt at 0 s
    ///     item (50, 50, 100 × 100): color rgb(0,122,255)
    ///
    ///     # 200 × 200 pt at 0.25 s
    ///     item (50, 50, 100 × 100) opacity 0.5: color rgb(0,122,255)
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - times: Seconds from the start, increasing.
    ///   - events: Events, at their times.
    /// - Returns: The strategy.
    public static func displayList(size: CGSize, at times: [TimeInterval], events: [ScriptedEvent] = []) -> Snapshotting {
        text(pathExtension: "txt") { view throws(SnapshotFailure) in
            let sheet = try TimelineScene(times: times, events: events, columns: nil).record(view, size: size).sheet
            let renderer = DisplayListTextRenderer()
            let width = TraceTextRenderer.number(Double(size.width)), height = TraceTextRenderer.number(Double(size.height))
            return sheet.frames.map { frame in
                "# \(width) × \(height) pt at \(SnapshotScene.seconds(frame.time))\n" + renderer.render(frame.displayList)
            }.joined(separator: "\n")
        }
    }
}

extension Snapshotting where Value: View, Format == Data {
    /// The view at several times in one PNG reference: the contact sheet
    /// ``svg(size:at:events:columns:)`` draws, drawn by
    /// ``/AnimationRender/PNGRenderer``. When it differs from the
    /// reference, the message names the time and the item drawn where
    /// pixels first differ (`at 0.25 s: id "box" at (…)`).
    ///
    /// Needs the package built with the `Cairo` trait, as
    /// ``image(size:at:events:scale:precision:perceptualPrecision:)`` does.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - times: Seconds from the start, increasing.
    ///   - events: Events, at their times.
    ///   - columns: Frames to a row; `nil` for up to four.
    ///   - scale: Pixels per point.
    ///   - precision: The share of pixels that must match (1: all).
    ///   - perceptualPrecision: How close each channel must be to match.
    /// - Returns: The strategy.
    public static func image(
        size: CGSize, at times: [TimeInterval], events: [ScriptedEvent] = [], columns: Int? = nil, scale: Double = 1,
        precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        let scene = TimelineScene(times: times, events: events, columns: columns)
        return PNGSnapshot.strategy(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision) {
            view throws(SnapshotFailure) in
            try SnapshotScene.check(size: size)
            let (sheet, views) = try scene.record(view, size: size)
            try PNGSnapshot.check(size: sheet.size, scale: scale)
            return PNGSnapshot.Picture(size: sheet.size, displayList: sheet.displayList, views: views)
        }
    }
}

extension Snapshotting where Value == ViewHost, Format == String {
    /// What a host a test has driven shows at several times from now, in
    /// one SVG contact sheet (see ``svg(size:at:events:columns:)``); the
    /// host is left at the last time.
    ///
    /// - Parameters:
    ///   - times: Seconds from the host's time now, increasing.
    ///   - columns: Frames to a row; `nil` for up to four.
    /// - Returns: The strategy.
    public static func svg(at times: [TimeInterval], columns: Int? = nil) -> Snapshotting {
        text(pathExtension: "svg") { host throws(SnapshotFailure) in
            let sheet = try TimelineScene(times: times, events: [], columns: columns).record(host).sheet
            return SVGRenderer(size: sheet.size).render(sheet.displayList)
        }
    }
}

extension Snapshotting where Value == ViewHost, Format == Data {
    /// What a host shows at several times from now, in one PNG contact
    /// sheet; the host is left at the last time.
    ///
    /// - Parameters:
    ///   - times: Seconds from the host's time now, increasing.
    ///   - columns: Frames to a row; `nil` for up to four.
    ///   - scale: Pixels per point.
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close each channel must be to match.
    /// - Returns: The strategy.
    public static func image(
        at times: [TimeInterval], columns: Int? = nil, scale: Double = 1, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        let scene = TimelineScene(times: times, events: [], columns: columns)
        return PNGSnapshot.strategy(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision) {
            host throws(SnapshotFailure) in
            let (sheet, views) = try scene.record(host)
            try PNGSnapshot.check(size: sheet.size, scale: scale)
            return PNGSnapshot.Picture(size: sheet.size, displayList: sheet.displayList, views: views)
        }
    }
}
