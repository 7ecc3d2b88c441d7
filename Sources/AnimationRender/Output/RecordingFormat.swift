import Foundation

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
    /// Evenly spaced frames (or the frames at given times) in one picture,
    /// each captioned with its time: a ``ContactSheet``, for a person or an
    /// agent to read an animation at a glance. PNG when the file's name
    /// ends in `.png` (needs the `Cairo` trait), SVG otherwise; which
    /// frames is ``RecordingWriter/sheet``.
    case sheet

    /// Whether the format draws pixels, which needs Cairo.
    public var needsCairo: Bool {
        switch self {
        case .svg, .html, .sheet: false
        case .png, .gif, .apng, .mp4, .pngs: true
        }
    }

    /// Whether the format is one still picture (the last frame), not
    /// every frame.
    public var isStill: Bool { self == .svg || self == .png }

    /// Whether the format is one picture a page can show as it is: the
    /// stills and a contact sheet.
    public var isPicture: Bool { isStill || self == .sheet }

    /// The extension of the file the format writes when the user names
    /// none: its name, but `sheet.png` for a contact sheet where PNG can
    /// be drawn and `sheet.svg` where it cannot. (A PNG sequence is a
    /// folder; its callers name it.)
    public var fileExtension: String {
        guard self == .sheet else { return rawValue }
        return PNGRenderer.isAvailable ? "sheet.png" : "sheet.svg"
    }

    /// The format a file's name asks for by its extension (`.svg`, `.png`,
    /// `.gif`, `.apng`, `.mp4`, `.html` or `.htm`, in any case); `nil` for
    /// any other name. A contact sheet and a PNG sequence are never
    /// inferred: they are asked for by name.
    ///
    /// - Parameter path: A file's path.
    public init?(inferredFrom path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case "gif": self = .gif
        case "apng": self = .apng
        case "mp4": self = .mp4
        case "html", "htm": self = .html
        default: return nil
        }
    }

    /// The format a command writes: the one asked for, else the one the
    /// output's name says (``init(inferredFrom:)``), else a player page.
    ///
    /// - Parameters:
    ///   - asked: The `--format` given, if any.
    ///   - output: The `--output` given, if any.
    /// - Returns: The format.
    public static func chosen(_ asked: RecordingFormat?, output: String?) -> RecordingFormat {
        asked ?? output.flatMap(RecordingFormat.init(inferredFrom:)) ?? .html
    }

    /// Whether this program can write the format: pixel formats need the
    /// package built with the `Cairo` trait (``PNGRenderer/isAvailable``).
    public var isAvailable: Bool {
        !needsCairo || PNGRenderer.isAvailable
    }
}
