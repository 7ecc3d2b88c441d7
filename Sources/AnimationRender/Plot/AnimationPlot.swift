import AnimationCore
import Foundation

/// Value and velocity of animations against time, as an SVG chart with
/// axes, ticks, labels and a legend; several animations overlay for
/// comparison.
public struct AnimationPlot: Sendable {
    /// One plotted animation.
    public struct Series: Sendable {
        /// The label in the legend.
        public var label: String
        /// The samples.
        public var samples: AnimationSamples

        /// Creates a series.
        ///
        /// - Parameters:
        ///   - label: The label.
        ///   - samples: The samples.
        public init(label: String, samples: AnimationSamples) {
            self.label = label
            self.samples = samples
        }
    }

    /// The series, drawn in order.
    public var series: [Series]
    /// The title above the charts.
    public var title: String

    /// The colors of the series, in turn.
    static let palette = ["#1f6feb", "#d73a49", "#2da44e", "#bf8700", "#8250df", "#0969da", "#cf222e", "#1a7f37"]

    /// Creates a plot.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - series: The animations.
    public init(title: String, series: [Series]) {
        self.title = title
        self.series = series
    }

    /// Creates a plot of animations sampled with their default limits.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - animations: Labels and animations.
    public init(title: String, animations: [(String, Animation)]) {
        self.init(title: title, series: animations.map { Series(label: $0.0, samples: AnimationSamples($0.1)) })
    }

    /// The chart as a standalone SVG document.
    ///
    /// - Parameters:
    ///   - width: The width in points.
    ///   - height: The height in points; the two charts share it.
    /// - Returns: The SVG document.
    public func svg(width: Double = 640, height: Double = 480) -> String {
        let legendHeight = 18.0 * Double((series.count + 2) / 3)
        let chartHeight = (height - 40 - legendHeight) / 2
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGFormat.number(width))\" height=\"\(SVGFormat.number(height))\" "
            + "viewBox=\"0 0 \(SVGFormat.number(width)) \(SVGFormat.number(height))\" font-family=\"sans-serif\" font-size=\"11\">\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        out += "<text x=\"\(SVGFormat.number(width / 2))\" y=\"18\" text-anchor=\"middle\" font-size=\"14\">\(SVGFormat.escaped(title))</text>\n"
        let end = max(series.map { $0.samples.times.last ?? 0 }.max() ?? 1, 1e-3)
        out += chart(
            y: 28, width: width, height: chartHeight, end: end, label: "value",
            data: series.map { ($0.samples.times, $0.samples.values) })
        out += chart(
            y: 28 + chartHeight + 6, width: width, height: chartHeight, end: end, label: "velocity (1/s)",
            data: series.map { ($0.samples.times, $0.samples.velocities) })
        for (index, item) in series.enumerated() {
            let x = 60 + Double(index % 3) * (width - 80) / 3
            let y = height - legendHeight + 12 + 18 * Double(index / 3)
            let color = Self.palette[index % Self.palette.count]
            out +=
                "<line x1=\"\(SVGFormat.number(x))\" y1=\"\(SVGFormat.number(y - 4))\" x2=\"\(SVGFormat.number(x + 18))\" y2=\"\(SVGFormat.number(y - 4))\" stroke=\"\(color)\" stroke-width=\"2\"/>"
            out += "<text x=\"\(SVGFormat.number(x + 24))\" y=\"\(SVGFormat.number(y))\">\(SVGFormat.escaped(item.label))</text>\n"
        }
        return out + "</svg>\n"
    }

    /// One chart: axes, ticks, labels, and a line per series.
    private func chart(y top: Double, width: Double, height: Double, end: Double, label: String, data: [([Double], [Double])]) -> String {
        let left = 56.0, right = width - 16, bottom = top + height - 22
        let all = data.flatMap(\.1).filter(\.isFinite)
        var low = min(all.min() ?? 0, 0), high = max(all.max() ?? 1, low + 1e-9)
        let yTicks = Self.ticks(low, high)
        low = min(low, yTicks.first ?? low)
        high = max(high, yTicks.last ?? high)
        func px(_ t: Double) -> Double { left + (right - left) * t / end }
        func py(_ v: Double) -> Double { bottom - (bottom - top) * (v - low) / (high - low) }
        var out =
            "<g>\n<rect x=\"\(SVGFormat.number(left))\" y=\"\(SVGFormat.number(top))\" width=\"\(SVGFormat.number(right - left))\" height=\"\(SVGFormat.number(bottom - top))\" fill=\"none\" stroke=\"#d0d7de\"/>\n"
        for tick in yTicks {
            out +=
                "<line x1=\"\(SVGFormat.number(left - 4))\" y1=\"\(SVGFormat.number(py(tick)))\" x2=\"\(SVGFormat.number(right))\" y2=\"\(SVGFormat.number(py(tick)))\" stroke=\"#eaeef2\"/>"
            out +=
                "<text x=\"\(SVGFormat.number(left - 6))\" y=\"\(SVGFormat.number(py(tick) + 4))\" text-anchor=\"end\">\(SVGFormat.number(tick))</text>\n"
        }
        for tick in Self.ticks(0, end) where tick <= end + 1e-9 {
            out +=
                "<line x1=\"\(SVGFormat.number(px(tick)))\" y1=\"\(SVGFormat.number(bottom))\" x2=\"\(SVGFormat.number(px(tick)))\" y2=\"\(SVGFormat.number(bottom + 4))\" stroke=\"#57606a\"/>"
            out +=
                "<text x=\"\(SVGFormat.number(px(tick)))\" y=\"\(SVGFormat.number(bottom + 15))\" text-anchor=\"middle\">\(SVGFormat.number(tick))</text>\n"
        }
        out +=
            "<text x=\"\(SVGFormat.number(right))\" y=\"\(SVGFormat.number(top - 4))\" text-anchor=\"end\" fill=\"#57606a\">\(label), against time (s)</text>\n"
        if low < 0 && high > 0 {
            out +=
                "<line x1=\"\(SVGFormat.number(left))\" y1=\"\(SVGFormat.number(py(0)))\" x2=\"\(SVGFormat.number(right))\" y2=\"\(SVGFormat.number(py(0)))\" stroke=\"#8c959f\"/>\n"
        }
        for (index, (times, values)) in data.enumerated() {
            let points = zip(times, values).filter { $0.1.isFinite }.map { "\(SVGFormat.number(px($0.0))),\(SVGFormat.number(py($0.1)))" }
            out +=
                "<polyline fill=\"none\" stroke=\"\(Self.palette[index % Self.palette.count])\" stroke-width=\"1.5\" points=\"\(points.joined(separator: " "))\"/>\n"
        }
        return out + "</g>\n"
    }

    /// About five round tick values covering `low...high`.
    static func ticks(_ low: Double, _ high: Double) -> [Double] {
        let span = max(high - low, 1e-9)
        let raw = span / 5
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        let first = (low / step).rounded(.down)
        var result: [Double] = []
        var index = 0.0
        while (first + index) * step <= high + step * 0.5 && result.count < 20 {
            // Rounded to 12 significant digits, so that 3 × 0.2 prints as 0.6.
            let tick = Double(String(format: "%.12g", (first + index) * step)) ?? 0
            result.append(tick == 0 ? 0 : tick)
            index += 1
        }
        return result
    }

    /// The value of the first series as a text plot, for terminals.
    ///
    /// - Parameters:
    ///   - columns: The width in characters.
    ///   - rows: The height in lines.
    /// - Returns: The plot, with the value range on the left.
    public func ascii(columns: Int = 60, rows: Int = 14) -> String {
        guard let samples = series.first?.samples, !samples.values.isEmpty else { return "" }
        let low = min(samples.values.min() ?? 0, 0), high = max(samples.values.max() ?? 1, 1)
        var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
        let end = max(samples.times.last ?? 1, 1e-9)
        for (time, value) in zip(samples.times, samples.values) {
            let column = min(columns - 1, Int(time / end * Double(columns - 1)))
            let row = min(rows - 1, max(0, Int(((high - value) / (high - low) * Double(rows - 1)).rounded())))
            grid[row][column] = "*"
        }
        let targetRow = Int(((high - 1) / (high - low) * Double(rows - 1)).rounded())
        var lines: [String] = []
        for (index, row) in grid.enumerated() {
            let label =
                index == 0
                ? String(format: "%6.2f", high)
                : index == rows - 1
                    ? String(format: "%6.2f", low)
                    : index == targetRow ? "  1.00" : "      "
            lines.append(label + " |" + String(row))
        }
        lines.append("       +" + String(repeating: "-", count: columns))
        lines.append(String(format: "        0 s%@%.2f s", String(repeating: " ", count: max(1, columns - 12)), end))
        return lines.joined(separator: "\n")
    }
}
