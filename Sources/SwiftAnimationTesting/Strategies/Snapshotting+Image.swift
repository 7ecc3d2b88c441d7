import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == Data {
    /// The view as a PNG at a time, drawn by
    /// ``/AnimationRender/PNGRenderer`` (Cairo): the host is brought to
    /// `time` as ``svg(size:at:events:)`` brings it. When it differs from
    /// the reference, the message counts the pixels that differ, gives
    /// the box they lie in, and names the display-list item drawn at the
    /// first of them (and the fonts from this machine that text is drawn
    /// with, if any). The comparison is exact unless `precision` or
    /// `perceptualPrecision` is under 1; the message says which was made
    /// and by how much the snapshot missed it.
    ///
    /// Needs the package built with the `Cairo` trait (Debian's
    /// libcairo2-dev and librsvg2-dev); without it the test fails saying
    /// so. Text in the system font is drawn with the Inter files this
    /// package ships, so the PNG is the same on every machine; serif and
    /// monospaced text use the machine's Liberation fonts (a failure says
    /// which file drew them, or which family stood in for a missing one).
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - time: Seconds from the start.
    ///   - events: Events, at their times (not after `time`).
    ///   - scale: Pixels per point (1 by default; 3 for an iPhone's).
    ///   - precision: The share of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must look to match, from
    ///     0 to 1: its CIE 1994 ΔE within `(1 - perceptualPrecision) × 100`,
    ///     as swift-snapshot-testing reads it on iOS (1: equal; 0.98:
    ///     within ΔE 2, a just noticeable difference).
    /// - Returns: The strategy.
    public static func image(
        size: CGSize, at time: TimeInterval = 0, events: [ScriptedEvent] = [], scale: Double = 1, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        image(
            size: size, scene: SnapshotScene(at: time, events: events), scale: scale, precision: precision,
            perceptualPrecision: perceptualPrecision)
    }

    /// The view as a PNG once it has settled (or at the first frame, for
    /// `false`); see ``image(size:at:events:scale:precision:perceptualPrecision:)``.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - settled: Whether to wait until nothing animates.
    ///   - events: Events, at their times.
    ///   - scale: Pixels per point.
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close each channel must be to match.
    /// - Returns: The strategy.
    public static func image(
        size: CGSize, settled: Bool, events: [ScriptedEvent] = [], scale: Double = 1, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        image(
            size: size, scene: SnapshotScene(settled: settled, events: events), scale: scale, precision: precision,
            perceptualPrecision: perceptualPrecision)
    }

    private static func image(size: CGSize, scene: SnapshotScene, scale: Double, precision: Float, perceptualPrecision: Float)
        -> Snapshotting
    {
        PNGSnapshot.strategy(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision) { view throws(SnapshotFailure) in
            try PNGSnapshot.check(size: size, scale: scale)
            return try scene.host(of: view, size: size).0
        }
    }
}

extension Snapshotting where Value == ViewHost, Format == Data {
    /// What a host a test has driven shows now, as a PNG at 1 pixel per
    /// point.
    public static var image: Snapshotting {
        image()
    }

    /// What a host shows now or once it has settled, as a PNG.
    ///
    /// - Parameters:
    ///   - settled: Whether to wait until nothing animates.
    ///   - scale: Pixels per point.
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close each channel must be to match.
    /// - Returns: The strategy.
    public static func image(settled: Bool = false, scale: Double = 1, precision: Float = 1, perceptualPrecision: Float = 1)
        -> Snapshotting
    {
        let scene = SnapshotScene(settled: settled, events: [])
        return PNGSnapshot.strategy(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision) { host throws(SnapshotFailure) in
            try PNGSnapshot.check(size: host.size, scale: scale)
            _ = try scene.bring(host)
            return host
        }
    }
}

/// The PNG strategies' shared part.
enum PNGSnapshot {
    /// The most pixels a side of a PNG snapshot may have (Cairo's images
    /// stop at 32,767).
    static let maximumSide = 16_384.0

    /// A size and scale a PNG can be drawn at.
    static func check(size: CGSize, scale: Double) throws(SnapshotFailure) {
        try SnapshotScene.check(size: size)
        guard scale.isFinite, scale > 0 else {
            throw SnapshotFailure("the scale must be finite and positive, not \(scale)")
        }
        guard Double(size.width) * scale <= maximumSide, Double(size.height) * scale <= maximumSide else {
            throw SnapshotFailure(
                "\(SnapshotScene.describe(size)) points at scale \(scale) is more than \(Int(maximumSide)) pixels a side")
        }
    }

    /// What a PNG snapshot draws: a display list of a size, and the views
    /// in it that a failure names where pixels differ.
    struct Picture {
        var size: CGSize
        var displayList: DisplayList
        var views: [(frame: CGRect, description: String)]

        /// What a host shows now.
        @MainActor
        init(_ host: ViewHost) {
            self.init(size: host.size, displayList: host.displayList, views: DrawnItems.views(of: host))
        }

        init(size: CGSize, displayList: DisplayList, views: [(frame: CGRect, description: String)]) {
            self.size = size
            self.displayList = displayList
            self.views = views
        }
    }

    /// The strategy: `bring` makes the host to draw, on the main actor.
    static func strategy<Value>(
        scale: Double, precision: Float, perceptualPrecision: Float,
        _ bring: @escaping @MainActor @Sendable (Value) throws(SnapshotFailure) -> ViewHost
    ) -> Snapshotting<Value, Data> {
        strategy(scale: scale, precision: precision, perceptualPrecision: perceptualPrecision) {
            value throws(SnapshotFailure) in Picture(try bring(value))
        }
    }

    /// The strategy: `draw` makes the picture, on the main actor.
    static func strategy<Value>(
        scale: Double, precision: Float, perceptualPrecision: Float,
        picture draw: @escaping @MainActor @Sendable (Value) throws(SnapshotFailure) -> Picture
    ) -> Snapshotting<Value, Data> {
        let drawn = DrawnItems()
        let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            difference(reference, new, precision: precision, perceptualPrecision: perceptualPrecision, drawn: drawn).map { ($0, []) }
        }
        return .onMainActor(pathExtension: "png", diffing: diffing, placeholder: { Data($0.placeholder.utf8) }) {
            value throws(SnapshotFailure) in
            try png(of: draw(value), scale: scale, precision: precision, perceptualPrecision: perceptualPrecision, drawn: drawn)
        }
    }

    /// Why a PNG does not match its reference (see
    /// `ImageComparison.difference`), or `nil`.
    static func difference(_ reference: Data, _ new: Data, precision: Float, perceptualPrecision: Float, drawn: DrawnItems) -> String? {
        ImageComparison.difference(
            reference: reference, new: new, precision: precision, perceptualPrecision: perceptualPrecision,
            decode: { RGBAImage(png: $0) }, drawn: drawn)
    }

    /// A picture's PNG, its views kept for a failure to name; the checks
    /// every PNG strategy makes first.
    @MainActor
    static func png(
        of picture: @autoclosure () throws(SnapshotFailure) -> Picture, scale: Double, precision: Float, perceptualPrecision: Float,
        drawn: DrawnItems
    ) throws(SnapshotFailure) -> Data {
        try ImageComparison.check(precision: precision, perceptualPrecision: perceptualPrecision)
        guard PNGRenderer.isAvailable else {
            throw SnapshotFailure(
                "PNG snapshots need the package built with the Cairo trait (Debian: libcairo2-dev librsvg2-dev; "
                    + "swift test --traits Cairo); use .svg or .displayList without it")
        }
        let picture = try picture()
        drawn.keep(picture.views, scale: scale, fonts: PNGRenderer.fonts(in: picture.displayList))
        do {
            return try PNGRenderer(size: picture.size, scale: scale).pngData(picture.displayList)
        } catch {
            throw SnapshotFailure("\(error)")
        }
    }
}
