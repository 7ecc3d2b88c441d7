import AnimationCore
import AnimationViews
import Foundation

/// A recording as one self-contained HTML page (no network): the frames
/// inline, play/pause, a scrubber, a frame counter, playback speed, loop,
/// and the value and velocity traces of the changing attributes under the
/// frames, with a cursor at the current time.
///
/// Element ids, for scripts and tests: `frame` (the shown SVG), `play`,
/// `scrubber` (a range input over frame indices), `counter`, `speed`,
/// `loop`, and `cursor` (the first of the traces' time cursors, which have
/// the class `cursor`). Opened with `#frame=N`, it starts at frame N.
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
        let framesJSON = String(decoding: try JSONEncoder().encode(frames), as: UTF8.self)
        let width = SVGFormat.number(recording.size.width), height = SVGFormat.number(recording.size.height)
        let last = max(recording.frames.count - 1, 0)
        let duration = recording.frames.last?.time ?? 0
        let style = """
            .stage { border: 1px solid #d0d7de; display: inline-block; background: white; }
            .controls { margin: 12px 0; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
            #scrubber { width: 320px; }
            .traces { border: 1px solid #d0d7de; background: white; }
            table.transaction { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
            table.transaction caption { text-align: left; font-weight: 600; }
            table.transaction td, table.transaction th { border: 1px solid #d0d7de; padding: 2px 6px; text-align: left; }
            tr.animation.running { background: #ddf4ff; }
            """
        return PageTop.html(title: title, summary: summary, style: style) + """

            \(watch == nil ? "" : "<pre id=\"watch-status\" class=\"status\"></pre>")
            <div class="stage"><svg id="frame" xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)"></svg></div>
            <div class="controls">
            <button id="play">Play</button>
            <input id="scrubber" type="range" min="0" max="\(last)" value="0" step="1">
            <span id="counter">frame 0 / \(last)</span>
            <label>speed <select id="speed"><option>0.25</option><option>0.5</option><option selected>1</option><option>2</option></select></label>
            <label><input id="loop" type="checkbox" checked> loop</label>
            </div>
            \(traces(recording, duration: duration))
            \(transactionList(recording.timeline))
            \(appendix)
            <script>
            const frames = \(framesJSON);
            const frameRate = \(SVGFormat.number(recording.frameRate));
            const svg = document.getElementById('frame');
            const scrubber = document.getElementById('scrubber');
            const counter = document.getElementById('counter');
            const playButton = document.getElementById('play');
            const cursors = Array.from(document.querySelectorAll('.cursor'));
            const duration = \(SVGFormat.number(duration));
            let index = 0, playing = false, clock = 0, lastTick = 0;
            \(Self.transactionScript)
            function show(i) {
              index = Math.max(0, Math.min(frames.length - 1, i));
              svg.innerHTML = '<rect width="100%" height="100%" fill="white"/>' + frames[index];
              scrubber.value = index;
              counter.textContent = 'frame ' + index + ' / ' + (frames.length - 1) + ' (' + (index / frameRate).toFixed(3) + ' s)';
              markRunning(index / frameRate);
              for (const cursor of cursors) {
                if (duration <= 0) break;
                const x = Number(cursor.dataset.left) + (Number(cursor.dataset.right) - Number(cursor.dataset.left)) * (index / frameRate) / duration;
                cursor.setAttribute('x1', x); cursor.setAttribute('x2', x);
              }
            }
            function tick(now) {
              if (!playing) return;
              const speed = Number(document.getElementById('speed').value);
              clock += (now - lastTick) / 1000 * speed; lastTick = now;
              let next = Math.floor(clock * frameRate);
              if (next >= frames.length) {
                if (document.getElementById('loop').checked) { clock = 0; next = 0; }
                else { playing = false; playButton.textContent = 'Play'; next = frames.length - 1; }
              }
              show(next);
              requestAnimationFrame(tick);
            }
            playButton.addEventListener('click', () => {
              playing = !playing; playButton.textContent = playing ? 'Pause' : 'Play';
              if (playing) { if (index >= frames.length - 1) { index = 0; } clock = index / frameRate; lastTick = performance.now(); requestAnimationFrame(tick); }
            });
            scrubber.addEventListener('input', () => { playing = false; playButton.textContent = 'Play'; show(Number(scrubber.value)); });
            const start = location.hash.match(/frame=([0-9]+)/);
            show(start ? Number(start[1]) : 0);
            \(watch.map(watchScript) ?? "")
            </script>
            </body>
            </html>

            """
    }

    /// The page's half of ``Watch``: polls the script, reloads at the
    /// frame shown when the version changes, shows errors.
    private func watchScript(_ watch: Watch) -> String {
        """
        const pageVersion = \(Watch.jsString(watch.version));
        const watchStatus = document.getElementById('watch-status');
        // The version this page last reloaded for: if the page is still
        // older after that reload, it waits for the next version rather than
        // reloading again and again.
        const reloadedFor = sessionStorage.getItem('animate-reload-target');
        window.animateWatch = (version, error) => {
          if (error) { watchStatus.className = 'status error'; watchStatus.textContent = error; return; }
          if (version !== pageVersion && version !== reloadedFor) {
            sessionStorage.setItem('animate-reloaded', new Date().toLocaleTimeString());
            sessionStorage.setItem('animate-reload-target', version);
            location.hash = 'frame=' + index;
            location.reload();
          } else if (watchStatus.className === 'status error') {
            watchStatus.className = 'status'; watchStatus.textContent = 'watching for changes';
          }
        };
        const reloaded = sessionStorage.getItem('animate-reloaded');
        sessionStorage.removeItem('animate-reloaded');
        watchStatus.textContent = reloaded ? 'reloaded at ' + reloaded + ': the source changed' : 'watching for changes';
        setInterval(() => {
          const poll = document.createElement('script');
          poll.src = \(Watch.jsString(watch.script)) + '?t=' + Date.now();
          poll.onload = poll.onerror = () => poll.remove();
          document.head.appendChild(poll);
        }, 500);
        """
    }

    /// The value and velocity traces of the attributes that change: a row
    /// per trace, value on the left and velocity on the right, each panel on
    /// its own scale (a scale of 1 to 1.5 is not flattened beside a shadow
    /// of 8 to 12), with gaps where the attribute is absent.
    private func traces(_ recording: Recording, duration: Double) -> String {
        let changing = recording.changingTraces.prefix(Self.maximumTraces)
        guard !changing.isEmpty, duration > 0 else { return "" }
        let panelWidth = 330.0, rowHeight = 64.0, left = 52.0, gap = 16.0
        let width = 2 * (left + panelWidth) + gap
        let height = Double(changing.count) * (rowHeight + 18) + 14
        let times = recording.frames.map(\.time)
        var out =
            "<div><svg class=\"traces\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGFormat.number(width))\" "
            + "height=\"\(SVGFormat.number(height))\" font-family=\"sans-serif\" font-size=\"10\">\n"
        for (column, title) in ["value", "velocity (per second)"].enumerated() {
            let x = left + Double(column) * (left + panelWidth + gap)
            out += "<text x=\"\(SVGFormat.number(x))\" y=\"10\" fill=\"#57606a\">\(title)</text>\n"
        }
        for (row, trace) in changing.enumerated() {
            let values = recording.trace(trace.name, component: trace.component)
            let velocities: [Double?] = values.indices.map { i in
                guard i > 0, let now = values[i], let before = values[i - 1] else { return nil }
                return (now - before) * recording.frameRate
            }
            let top = 30 + Double(row) * (rowHeight + 18)
            let colour = AnimationPlot.palette[row % AnimationPlot.palette.count]
            out +=
                "<text x=\"4\" y=\"\(SVGFormat.number(top - 4))\" fill=\"\(colour)\">"
                + "\(SVGFormat.escaped(trace.name))[\(trace.component)]</text>\n"
            for (column, series) in [values, velocities].enumerated() {
                let x = left + Double(column) * (left + panelWidth + gap)
                out += panel(
                    series, times: times, duration: duration, x: x, y: top,
                    width: panelWidth, height: rowHeight, colour: colour)
            }
        }
        // A cursor over each column; the script moves every `.cursor`.
        for column in 0..<2 {
            let x = left + Double(column) * (left + panelWidth + gap)
            out +=
                "<line \(column == 0 ? "id=\"cursor\" " : "")class=\"cursor\" data-left=\"\(SVGFormat.number(x))\" "
                + "data-right=\"\(SVGFormat.number(x + panelWidth))\" x1=\"\(SVGFormat.number(x))\" y1=\"16\" "
                + "x2=\"\(SVGFormat.number(x))\" y2=\"\(SVGFormat.number(height - 4))\" stroke=\"#cf222e\"/>\n"
        }
        return out + "</svg></div>"
    }

    /// One trace in its own frame and scale; `nil` values break the line.
    private func panel(
        _ series: [Double?], times: [Double], duration: Double,
        x: Double, y: Double, width: Double, height: Double, colour: String
    ) -> String {
        let present = series.compactMap { $0 }
        let low = present.min() ?? 0, high = max(present.max() ?? 1, low + 1e-9)
        func px(_ t: Double) -> Double { x + width * t / duration }
        func py(_ v: Double) -> Double { y + height - height * (v - low) / (high - low) }
        var out =
            "<rect x=\"\(SVGFormat.number(x))\" y=\"\(SVGFormat.number(y))\" width=\"\(SVGFormat.number(width))\" "
            + "height=\"\(SVGFormat.number(height))\" fill=\"none\" stroke=\"#d0d7de\"/>"
            + "<text x=\"\(SVGFormat.number(x - 4))\" y=\"\(SVGFormat.number(y + 8))\" text-anchor=\"end\">\(SVGFormat.number(high))</text>"
            + "<text x=\"\(SVGFormat.number(x - 4))\" y=\"\(SVGFormat.number(y + height))\" text-anchor=\"end\">\(SVGFormat.number(low))</text>\n"
        var run: [String] = []
        func flush() {
            if run.count > 1 {
                out += "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" points=\"\(run.joined(separator: " "))\"/>\n"
            }
            run = []
        }
        for (time, value) in zip(times, series) {
            guard let value else {
                flush()
                continue
            }
            run.append("\(SVGFormat.number(px(time))),\(SVGFormat.number(py(value)))")
        }
        flush()
        return out
    }

    /// The most traces a page shows.
    public static let maximumTraces = 6
}
