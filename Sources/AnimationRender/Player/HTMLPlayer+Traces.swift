import Foundation

extension HTMLPlayer {
    /// One trace the page draws: an attribute's component, its value and
    /// velocity at each frame (`nil` where its view was absent).
    struct TraceData: Encodable {
        var label: String
        var values: [Double?]
        var velocities: [Double?]
    }

    /// The traces of the attributes that change (up to ``maximumTraces``),
    /// the velocity by the difference of neighbouring frames.
    func traceData(_ recording: Recording) -> [TraceData] {
        recording.changingTraces.prefix(Self.maximumTraces).map { trace in
            // Not a number, not drawn: JSON has no infinities.
            let values = recording.trace(trace.name, component: trace.component).map { $0.flatMap { $0.isFinite ? $0 : nil } }
            let velocities: [Double?] = values.indices.map { i in
                guard i > 0, let now = values[i], let before = values[i - 1] else { return nil }
                return (now - before) * recording.frameRate
            }
            return TraceData(label: "\(trace.name)[\(trace.component)]", values: values, velocities: velocities)
        }
    }

    /// The value and velocity traces of the attributes that change: a row
    /// per trace, value on the left and velocity on the right, each panel on
    /// its own scale (a scale of 1 to 1.5 is not flattened beside a shadow
    /// of 8 to 12), with gaps where the attribute is absent. Under them,
    /// `readout` shows the exact values at the time under the pointer.
    func traces(_ data: [TraceData], times: [Double], duration: Double) -> String {
        guard !data.isEmpty, duration > 0 else { return "" }
        let panelWidth = 330.0, rowHeight = 64.0, left = 52.0, gap = 16.0
        let width = 2 * (left + panelWidth) + gap
        let height = Double(data.count) * (rowHeight + 18) + 14
        var out =
            "<div><svg class=\"traces\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGFormat.number(width))\" "
            + "height=\"\(SVGFormat.number(height))\" font-family=\"sans-serif\" font-size=\"10\">\n"
        for (column, title) in ["value", "velocity (per second)"].enumerated() {
            let x = left + Double(column) * (left + panelWidth + gap)
            out += "<text x=\"\(SVGFormat.number(x))\" y=\"10\" fill=\"#57606a\">\(title)</text>\n"
        }
        for (row, trace) in data.enumerated() {
            let top = 30 + Double(row) * (rowHeight + 18)
            let colour = AnimationPlot.palette[row % AnimationPlot.palette.count]
            out += "<text x=\"4\" y=\"\(SVGFormat.number(top - 4))\" fill=\"\(colour)\">\(SVGFormat.escaped(trace.label))</text>\n"
            for (column, series) in [trace.values, trace.velocities].enumerated() {
                let x = left + Double(column) * (left + panelWidth + gap)
                out += panel(series, times: times, duration: duration, x: x, y: top, width: panelWidth, height: rowHeight, colour: colour)
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
        return out + "</svg></div>\n<pre id=\"readout\"></pre>"
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
}
