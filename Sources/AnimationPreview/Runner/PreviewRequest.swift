import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

/// What `animate preview` asks the preview runner to do: which view, at
/// what size, for how long, in which format, where. Written as JSON to a
/// file whose path the runner gets as its argument.
public struct PreviewRequest: Codable, Sendable, Equatable {
    /// The candidate to show (a name, a type name or `FILE:LINE`); `nil`
    /// shows the only one, or lists them if there are several.
    public var view: String?
    /// The size; `nil` takes it from the preview's traits, or ``defaultSize``.
    public var size: CGSize?
    /// How long to record; `nil` records until the view has been idle for
    /// ``idleHold`` seconds after the last event, at most
    /// ``automaticDurationLimit``.
    public var duration: TimeInterval?
    /// Frames per second.
    public var frameRate: Double
    /// The output format.
    public var format: RecordingFormat
    /// The file to write; `nil` names it after the preview, in the
    /// current directory (``defaultOutput(name:format:)``).
    public var output: String?
    /// What happens while it records.
    public var events: [PreviewEvent]
    /// The assets folder `Image(_:)` and `Color(_:bundle:)` draw from (an
    /// absolute path), or `nil` for none.
    public var assets: String?
    /// Where the runner writes its ``PreviewResult``; set by the session
    /// for each run (a request without it is not run).
    public var resultPath: String?
    /// For `--live`: run the view on the wall clock instead of recording
    /// it (``LiveFrame``s out, events in; see `_PreviewRunner`).
    public var live: Bool
    /// For `--real-time`: record on the wall clock (the main run loop runs
    /// between frames), for code that waits on real time.
    public var realTime: Bool = false
    /// For `--freeze`: attributes whose animations hold from a time on
    /// while the rest play (``/AnimationRender/FrameRecorder/freezes``).
    public var freezes: [AnimationFreeze]? = nil
    /// For `--inspect`: the page can freeze and solo animations through its
    /// server (``/AnimationRender/HTMLPlayer/inspection``).
    public var inspect: Bool? = nil
    /// For `--start`: the recording begins this many seconds in (the view
    /// runs, and the events before it happen, first); `nil` at once.
    public var start: TimeInterval? = nil
    /// For `--solo`: the one attribute whose animations play
    /// (``/AnimationRender/FrameRecorder/solo``).
    public var solo: String? = nil
    /// For `--format sheet`: the frames the contact sheet shows
    /// (`--frames`, `--times`); `nil` for the default.
    public var sheet: ContactSheet.Selection? = nil
    /// For `animate previews --variants`: the setting this run shows the
    /// previews in besides their own; `nil` for their own.
    public var variant: PreviewVariant? = nil
    /// For `--system-colors`: the release of iOS whose system colors the
    /// previews draw; `nil` for the latest.
    public var systemColors: SystemColorPalette? = nil

    /// For `--watch`: the version of the page, which reloads when the
    /// script beside it (``watchScript(for:)``) names another.
    public var watchVersion: String?
    /// The files the program was compiled from, in the user's order: where
    /// each was compiled and the path to report it by. Previews of files
    /// not listed are reported at their `#filePath`, after the listed ones.
    public var sources: [Source] = []
    /// For `animate previews`: record many previews in one run, as the
    /// batch says, instead of one chosen by ``view``; `nil` otherwise.
    public var batch: PreviewBatch?

    /// A file of the program: the copy the compiler read, and the file
    /// the user gave.
    public struct Source: Codable, Sendable, Equatable {
        /// The path the compiler read (a `#Preview`'s `filePath`).
        public var compiled: String
        /// The path to report.
        public var shown: String

        /// Creates a source.
        ///
        /// - Parameters:
        ///   - compiled: The path the compiler read.
        ///   - shown: The path to report.
        public init(compiled: String, shown: String) {
            self.compiled = compiled
            self.shown = shown
        }
    }

    /// The default size: a phone's screen in points (390 × 844).
    public static let defaultSize = CGSize(width: 390, height: 844)
    /// The safe-area insets of the default device: an iPhone 14's (47
    /// points at the top, 34 at the bottom), the phone of ``defaultSize``.
    public static let defaultSafeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    /// How long a view must stay idle before a recording of automatic
    /// length ends.
    public static let idleHold: TimeInterval = 0.5
    /// The idle hold of a recording on the wall clock (`--real-time`):
    /// longer, since code waiting on real time changes the view without
    /// anything animating first. Code that waits longer needs a duration.
    public static let realTimeIdleHold: TimeInterval = 2
    /// The longest recording of automatic length: a view still animating
    /// then (a repeating animation) is cut off there.
    public static let automaticDurationLimit: TimeInterval = 10

    /// Creates a request.
    public init(
        view: String? = nil, size: CGSize? = nil, duration: TimeInterval? = nil, frameRate: Double = 60,
        format: RecordingFormat = .html, output: String? = nil, events: [PreviewEvent] = [], assets: String? = nil,
        resultPath: String? = nil, watchVersion: String? = nil, live: Bool = false, realTime: Bool = false,
        sources: [Source] = []
    ) {
        self.sources = sources
        self.view = view
        self.size = size
        self.duration = duration
        self.frameRate = frameRate
        self.format = format
        self.output = output
        self.events = events
        self.assets = assets
        self.resultPath = resultPath
        self.watchVersion = watchVersion
        self.live = live
        self.realTime = realTime
    }

    /// The file a preview is written to when no output is given: its name
    /// with everything but letters, digits, `-` and `_` replaced by `-`,
    /// and the format's extension (``/AnimationRender/RecordingFormat/fileExtension``).
    ///
    /// - Parameters:
    ///   - name: The preview's name.
    ///   - format: The format.
    /// - Returns: A file name.
    public static func defaultOutput(name: String, format: RecordingFormat) -> String {
        let safe = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" ? Character(scalar) : "-"
            })
        let name = safe.isEmpty ? "preview" : safe
        // A PNG sequence is a folder.
        return format == .pngs ? "\(name)-frames" : "\(name).\(format.fileExtension)"
    }

    /// The script beside a page that tells it to reload (``/AnimationRender/HTMLPlayer/Watch``).
    ///
    /// - Parameter output: The page's path.
    /// - Returns: The script's path: the page's, with `.watch.js` added.
    public static func watchScript(for output: String) -> String {
        output + ".watch.js"
    }
}

extension PreviewRequest {
    /// Reads a size as `--size` and the MCP tools' `size` take it:
    /// `WIDTHxHEIGHT` in points (`390x844`, `X` too), both finite and
    /// positive; `nil` for anything else (`0x10`, `1e400x5`, `10`, `x`).
    ///
    /// - Parameter text: The text.
    /// - Returns: The size, or `nil`.
    public static func size(parsing text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0
        else { return nil }
        return CGSize(width: width, height: height)
    }
}
