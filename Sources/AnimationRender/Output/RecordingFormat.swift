/// A file format for a recording.
public enum RecordingFormat: String, CaseIterable, Sendable, Codable {
    /// The last frame, as SVG.
    case svg
    /// Every frame in a self-contained player page (``HTMLPlayer``).
    case html
    /// The last frame, as PNG (needs the `Cairo` trait).
    case png
    /// Every frame, as an animated GIF (needs the `Cairo` trait and ffmpeg).
    case gif
    /// Every frame, as an animated PNG (``AnimatedPNG``: exact frame
    /// delays, lossless; needs the `Cairo` trait, not ffmpeg).
    case apng
    /// Every frame, as an H.264 video (needs the `Cairo` trait and ffmpeg).
    case mp4
    /// Every frame, as numbered PNG files (`frame00000.png`, …) in a folder
    /// (needs the `Cairo` trait): a PNG sequence.
    case pngs

    /// Whether the format draws pixels, which needs Cairo.
    public var needsCairo: Bool {
        switch self {
        case .svg, .html: false
        case .png, .gif, .apng, .mp4, .pngs: true
        }
    }

    /// Whether the format is one still picture (the last frame), not
    /// every frame.
    public var isStill: Bool { self == .svg || self == .png }

    /// Whether this program can write the format: pixel formats need the
    /// package built with the `Cairo` trait (``PNGRenderer/isAvailable``).
    public var isAvailable: Bool {
        !needsCairo || PNGRenderer.isAvailable
    }
}
