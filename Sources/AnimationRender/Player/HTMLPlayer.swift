import AnimationCore
import AnimationViews
import Foundation

/// A recording as one self-contained HTML page (no network): the frames
/// inline, play/pause, a frame back and on, a scrubber, a frame counter,
/// playback speed (0.1 to 2), a loop over a range of frames, the value and
/// velocity traces of the changing attributes under the frames with a
/// cursor at the current time and the exact values under the pointer, and
/// the recording's transactions (``AnimationTimeline``), each animation
/// with its curve and a dot at the playhead.
///
/// Element ids, for scripts and tests: `frame` (the shown SVG), `play`,
/// `back`, `forward`, `scrubber` (a range input over frame indices),
/// `counter`, `speed`, `loop`, `from` and `to` (the looped frames),
/// `cursor` (the first of the traces' time cursors, which have the class
/// `cursor`), `readout` and `transactions` (rows of the class `animation`,
/// also `running` while their animation runs at the playhead). Opened with
/// `#frame=N`, it starts at frame N; the arrow keys step.
///
/// Under the frames, each attribute that changes (up to
/// ``maximumTraces``) has a row: its value and its velocity, each panel on
/// its own scale, with gaps where its view was absent.
public struct HTMLPlayer: Sendable {
    /// The page title.
    public var title: String
    /// A sentence about what the page shows.
    public var summary: String
    /// Extra HTML under the player (plots, notes).
    public var appendix: String
    /// When set, the page watches for a newer version of itself.
    public var watch: Watch?
    /// The `animate` command that records the page's view again, less its
    /// range, format and output: the export panel adds those for the
    /// frames chosen (`--start`, `--duration`, `--format gif|mp4|pngs`).
    /// Without one, the panel offers the page's own PNG sequence alone.
    public var command: String?
    /// Set on a page an inspector serves: the page can freeze and solo
    /// animations by having the view recorded again (``Inspection``).
    public var inspection: Inspection?

    /// How a page that is open learns that it is out of date (`animate
    /// preview --watch`): every half second it loads ``script``, a file
    /// beside the page that calls `animateWatch(version, error)`. A
    /// version other than the page's reloads the page at the frame it
    /// shows, once per version (a page still older after its reload waits
    /// for the next version instead of reloading in a loop); an error (a compile error, say) is shown above the frame
    /// until a new version arrives. The status line has the id
    /// `watch-status`.
    public struct Watch: Codable, Sendable, Equatable {
        /// The script's path, relative to the page.
        public var script: String
        /// This page's version.
        public var version: String

        /// Creates a watch.
        ///
        /// - Parameters:
        ///   - script: The script's path, relative to the page.
        ///   - version: The page's version.
        public init(script: String, version: String) {
            self.script = script
            self.version = version
        }

        /// The script that tells pages of other versions to reload, or
        /// shows an error.
        ///
        /// - Parameters:
        ///   - version: The current version.
        ///   - error: An error to show instead, if any.
        /// - Returns: The script's text.
        public static func script(version: String, error: String? = nil) -> String {
            "animateWatch(\(jsString(version)), \(error.map(jsString) ?? "null"));\n"
        }

        /// A JavaScript string literal.
        static func jsString(_ text: String) -> String {
            let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        }
    }

    /// Creates a player.
    ///
    /// - Parameters:
    ///   - title: The page title.
    ///   - summary: What the page shows.
    ///   - appendix: Extra HTML under the player.
    ///   - watch: For a page that reloads when its source changes.
    public init(title: String, summary: String = "", appendix: String = "", watch: Watch? = nil) {
        self.title = title
        self.summary = summary
        self.appendix = appendix
        self.watch = watch
    }

    /// The page for a recording.
    ///
    /// - Parameter recording: The frames.
    /// - Returns: The HTML document.
    /// - Throws: The encoder's error if the frames cannot be encoded for the
    ///   page's script (rather than a page without frames).
    public func render(_ recording: Recording) throws -> String {
        let renderer = SVGRenderer(size: recording.size)
        let frames = recording.frames.enumerated().map { index, frame in
            renderer.elements(frame.displayList, idPrefix: "f\(index)_")
        }
        let encoder = JSONEncoder()
        // One page for one recording, byte for byte (snapshot tests compare pages).
        encoder.outputFormatting = .sortedKeys
        func json<T: Encodable>(_ value: T) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        let width = SVGFormat.number(recording.size.width), height = SVGFormat.number(recording.size.height)
        let last = max(recording.frames.count - 1, 0)
        let duration = recording.frames.last?.time ?? 0
        let traceData = traceData(recording)
        let transactions = transactionList(recording)
        let speeds = ["0.1", "0.25", "0.5", "1", "2"].map { "<option\($0 == "1" ? " selected" : "")>\($0)</option>" }.joined()
        return PageTop.html(title: title, summary: summary, style: PageAssets.playerStyle) + """

            \(watch == nil ? "" : "<pre id=\"watch-status\" class=\"status\"></pre>")
            <div class="stage"><svg id="frame" xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)"></svg></div>
            <div class="controls">
            <button id="play">Play</button>
            <button id="back" title="one frame back (←)">◀</button>
            <button id="forward" title="one frame on (→)">▶</button>
            <input id="scrubber" type="range" min="0" max="\(last)" value="0" step="1">
            <span id="counter">frame 0 / \(last)</span>
            <label>speed <select id="speed">\(speeds)</select></label>
            <label><input id="loop" type="checkbox" checked> loop</label>
            <label>frames <input id="from" type="number" min="0" max="\(last)" value="0"> to <input id="to" type="number" min="0" max="\(last)" value="\(last)"></label>
            </div>
            \(traces(traceData, times: recording.frames.map(\.time), duration: duration))
            \(inspectionBar)
            \(exportPanel)
            \(transactions.html)
            \(appendix)
            <script>
            const frames = \(try json(frames));
            const traceData = \(try json(traceData));
            const curves = \(try json(transactions.curves));
            const frameRate = \(SVGFormat.number(recording.frameRate));
            const duration = \(SVGFormat.number(duration));
            const stageSize = [\(width), \(height)];
            const exportCommand = \(try json(command));
            const inspection = \(try json(inspection));
            \(PageAssets.playerScript)
            \(PageAssets.exportScript)
            \(PageAssets.inspectionScript)
            \(watch.map(watchScript) ?? "")
            </script>
            </body>
            </html>

            """
    }

    /// The page's half of ``Watch``: its version and the address of the
    /// script it polls, then the polling (`Page/watch.js`).
    private func watchScript(_ watch: Watch) -> String {
        "const pageVersion = \(Watch.jsString(watch.version));\n"
            + "const watchScript = \(Watch.jsString(watch.script));\n"
            + PageAssets.watchScript
    }

    /// The most traces a page shows.
    public static let maximumTraces = 6
}
