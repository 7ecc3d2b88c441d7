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
/// `loop`, and `cursor` (the traces' time cursor). Opened with `#selftest`,
/// the page moves its scrubber to the last frame and reports in a
/// `<pre id="selftest">` whether the frame shown changed; opened with
/// `#frame=N`, it starts at frame N.
public struct HTMLPlayer: Sendable {
    /// The page title.
    public var title: String
    /// A sentence about what the page shows.
    public var summary: String
    /// Extra HTML under the player (plots, notes).
    public var appendix: String

    /// Creates a player.
    ///
    /// - Parameters:
    ///   - title: The page title.
    ///   - summary: What the page shows.
    ///   - appendix: Extra HTML under the player.
    public init(title: String, summary: String = "", appendix: String = "") {
        self.title = title
        self.summary = summary
        self.appendix = appendix
    }

    /// The page for a recording.
    ///
    /// - Parameter recording: The frames.
    /// - Returns: The HTML document.
    public func render(_ recording: Recording) -> String {
        let renderer = SVGRenderer(size: recording.size)
        let frames = recording.frames.enumerated().map { index, frame in
            renderer.elements(frame.displayList, idPrefix: "f\(index)_")
        }
        let framesJSON = String(decoding: (try? JSONEncoder().encode(frames)) ?? Data("[]".utf8), as: UTF8.self)
        let width = SVGFormat.number(recording.size.width), height = SVGFormat.number(recording.size.height)
        let last = max(recording.frames.count - 1, 0)
        let duration = recording.frames.last?.time ?? 0
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(SVGFormat.escaped(title))</title>
        <style>
        body { font-family: -apple-system, system-ui, sans-serif; margin: 24px; color: #1f2328; }
        .stage { border: 1px solid #d0d7de; display: inline-block; background: white; }
        .controls { margin: 12px 0; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
        #scrubber { width: 320px; }
        .traces { border: 1px solid #d0d7de; background: white; }
        .summary { color: #57606a; max-width: 720px; }
        </style>
        </head>
        <body>
        <h1>\(SVGFormat.escaped(title))</h1>
        <p class="summary">\(SVGFormat.escaped(summary))</p>
        <div class="stage"><svg id="frame" xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)"></svg></div>
        <div class="controls">
        <button id="play">Play</button>
        <input id="scrubber" type="range" min="0" max="\(last)" value="0" step="1">
        <span id="counter">frame 0 / \(last)</span>
        <label>speed <select id="speed"><option>0.25</option><option>0.5</option><option selected>1</option><option>2</option></select></label>
        <label><input id="loop" type="checkbox" checked> loop</label>
        </div>
        \(traces(recording, duration: duration))
        \(appendix)
        <script>
        const frames = \(framesJSON);
        const frameRate = \(SVGFormat.number(recording.frameRate));
        const svg = document.getElementById('frame');
        const scrubber = document.getElementById('scrubber');
        const counter = document.getElementById('counter');
        const playButton = document.getElementById('play');
        const cursor = document.getElementById('cursor');
        const duration = \(SVGFormat.number(duration));
        let index = 0, playing = false, clock = 0, lastTick = 0;
        function show(i) {
          index = Math.max(0, Math.min(frames.length - 1, i));
          svg.innerHTML = '<rect width="100%" height="100%" fill="white"/>' + frames[index];
          scrubber.value = index;
          counter.textContent = 'frame ' + index + ' / ' + (frames.length - 1) + ' (' + (index / frameRate).toFixed(3) + ' s)';
          if (cursor && duration > 0) {
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
        if (location.hash === '#selftest') {
          // For headless checks: move the scrubber as a user would and report what changed.
          const before = svg.innerHTML;
          scrubber.value = frames.length - 1;
          scrubber.dispatchEvent(new Event('input'));
          const report = document.createElement('pre');
          report.id = 'selftest';
          report.textContent = JSON.stringify({ frames: frames.length, changed: svg.innerHTML !== before, counter: counter.textContent });
          document.body.appendChild(report);
        }
        </script>
        </body>
        </html>

        """
    }

    /// The value and velocity traces of the attributes that change.
    private func traces(_ recording: Recording, duration: Double) -> String {
        let changing = recording.changingTraces.prefix(6)
        guard !changing.isEmpty, duration > 0 else { return "" }
        let width = 640.0, height = 120.0, left = 48.0, right = width - 12
        var out = "<div><svg class=\"traces\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGFormat.number(width))\" height=\"\(SVGFormat.number(2 * height + 20))\" font-family=\"sans-serif\" font-size=\"10\">\n"
        let times = recording.frames.map(\.time)
        for (panel, title) in ["value", "velocity (per second)"].enumerated() {
            let top = 10 + Double(panel) * (height + 10), bottom = top + height - 14
            let series = changing.map { trace -> [Double] in
                let values = recording.trace(trace.name, component: trace.component)
                guard panel == 1 else { return values }
                return values.indices.map { i in
                    i == 0 ? 0 : (values[i] - values[i - 1]) * recording.frameRate
                }
            }
            let all = series.flatMap { $0 }
            let low = all.min() ?? 0, high = max(all.max() ?? 1, low + 1e-9)
            func px(_ t: Double) -> Double { left + (right - left) * t / duration }
            func py(_ v: Double) -> Double { bottom - (bottom - top) * (v - low) / (high - low) }
            out += "<rect x=\"\(SVGFormat.number(left))\" y=\"\(SVGFormat.number(top))\" width=\"\(SVGFormat.number(right - left))\" height=\"\(SVGFormat.number(bottom - top))\" fill=\"none\" stroke=\"#d0d7de\"/>"
            out += "<text x=\"\(SVGFormat.number(left + 4))\" y=\"\(SVGFormat.number(top + 11))\" fill=\"#57606a\">\(title)</text>"
            out += "<text x=\"\(SVGFormat.number(left - 4))\" y=\"\(SVGFormat.number(top + 8))\" text-anchor=\"end\">\(SVGFormat.number(high))</text>"
            out += "<text x=\"\(SVGFormat.number(left - 4))\" y=\"\(SVGFormat.number(bottom))\" text-anchor=\"end\">\(SVGFormat.number(low))</text>\n"
            for (index, values) in series.enumerated() {
                let points = zip(times, values).map { "\(SVGFormat.number(px($0.0))),\(SVGFormat.number(py($0.1)))" }
                out += "<polyline fill=\"none\" stroke=\"\(AnimationPlot.palette[index % AnimationPlot.palette.count])\" stroke-width=\"1.5\" points=\"\(points.joined(separator: " "))\"/>\n"
            }
        }
        out += "<line id=\"cursor\" data-left=\"\(SVGFormat.number(left))\" data-right=\"\(SVGFormat.number(right))\" x1=\"\(SVGFormat.number(left))\" y1=\"8\" x2=\"\(SVGFormat.number(left))\" y2=\"\(SVGFormat.number(2 * height + 8))\" stroke=\"#cf222e\"/>\n"
        out += "</svg><p class=\"summary\">"
        out += changing.enumerated().map { index, trace in
            "<span style=\"color:\(AnimationPlot.palette[index % AnimationPlot.palette.count])\">■</span> \(SVGFormat.escaped(trace.name))[\(trace.component)]"
        }.joined(separator: " &nbsp; ")
        return out + "</p></div>"
    }
}
