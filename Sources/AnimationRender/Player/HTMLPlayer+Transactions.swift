import Foundation

extension HTMLPlayer {
    /// An animation's curve in its row: the attribute's samples over the
    /// animation's life, in the sparkline's pixels, for the page's dot.
    struct CurveData: Encodable {
        var times: [Double]
        var x: [Double]
        var y: [Double]
    }

    /// The sparkline's size.
    private static let curveSize = (width: 120.0, height: 28.0)

    /// The page's list of transactions (``AnimationTimeline``): a heading
    /// per transaction (its time, what opened it, and its completion
    /// handlers with when each ran), and a row per
    /// animation it began: the attribute, the animation as SwiftUI code,
    /// how it joined what ran, its curve (the attribute over the
    /// animation's life, a tick at its settling time, a dot the script
    /// keeps at the playhead), and when it was logically complete and
    /// removed. The script marks the rows running at the playhead
    /// (`data-start`, `data-end`) and outlines a row's view on the stage
    /// while the pointer is over the row (`data-frame`). Empty when nothing
    /// animated.
    func transactionList(_ recording: Recording) -> (html: String, curves: [CurveData]) {
        let timeline = recording.timeline
        guard !timeline.transactions.isEmpty else { return ("", []) }
        func seconds(_ value: Double?) -> String { value.map { SVGFormat.number(($0 * 1000).rounded() / 1000) + " s" } ?? "" }
        var html = "<section id=\"transactions\"><h2>Transactions</h2>\n"
        var curves: [CurveData] = []
        for (number, transaction) in timeline.transactions.enumerated() {
            html += "<table class=\"transaction\" data-index=\"\(number)\"><caption>\(seconds(transaction.time)): "
            html += "\(SVGFormat.escaped(transaction.cause))"
            for completion in transaction.completions {
                let waits = completion.criteria == "removed" ? "removed" : "logically complete"
                let ran = completion.ran.map { "ran at \(seconds($0))" } ?? "had not run"
                html += "<span class=\"completion\" data-ran=\"\(completion.ran.map { SVGFormat.number($0) } ?? "")\">"
                html += "completion when \(waits): \(ran)</span>"
            }
            html += "</caption>\n<tr><th>attribute</th><th>animation</th><th>joined</th>"
            html += "<th>curve</th><th>settles after</th><th>logically complete</th><th>removed</th></tr>\n"
            for animation in transaction.animations {
                let end = animation.removed.map { SVGFormat.number($0) } ?? ""
                let curve = curveData(of: animation, in: recording)
                html += "<tr class=\"animation\" data-start=\"\(SVGFormat.number(animation.start))\" data-end=\"\(end)\" "
                if let frame = animation.frame {
                    let numbers = [frame.x, frame.y, frame.width, frame.height].map { SVGFormat.number($0) }
                    html += "data-frame=\"\(numbers.joined(separator: ","))\" "
                }
                html += "data-curve=\"\(curves.count)\"><td>\(SVGFormat.escaped(animation.attribute))</td>"
                html += "<td><code>\(SVGFormat.escaped(animation.animation))</code></td><td>\(animation.joining.rawValue)</td>"
                html += "<td>\(sparkline(curve, animation: animation))</td>"
                html += "<td>\(animation.duration.map { seconds($0) } ?? "never")</td><td>\(seconds(animation.logicallyComplete))</td>"
                html += "<td>\(animation.removed == nil ? "still running" : seconds(animation.removed))</td></tr>\n"
                curves.append(curve)
            }
            html += "</table>\n"
        }
        return (html + "</section>", curves)
    }

    /// The attribute's first component that changes over the animation's
    /// life, scaled into the sparkline.
    private func curveData(of animation: AnimationTimeline.Animation, in recording: Recording) -> CurveData {
        let origin = recording.frames.first?.time ?? 0
        let end = animation.removed ?? ((recording.frames.last?.time ?? origin) - origin)
        let indices = recording.frames.indices.filter {
            let t = recording.frames[$0].time - origin
            return t >= animation.start - 1e-9 && t <= end + 1e-9
        }
        let count = indices.map { recording.frames[$0].values[animation.attribute]?.count ?? 0 }.max() ?? 0
        var samples: [(Double, Double)] = []
        for component in 0..<count {
            samples = indices.compactMap { index in
                guard let values = recording.frames[index].values[animation.attribute], component < values.count, values[component].isFinite
                else { return nil }
                return (recording.frames[index].time - origin, values[component])
            }
            if let first = samples.first?.1, samples.contains(where: { abs($0.1 - first) > 1e-9 }) { break }
        }
        let (width, height) = Self.curveSize
        let low = samples.map(\.1).min() ?? 0, high = max(samples.map(\.1).max() ?? 1, low + 1e-9)
        let span = max(end - animation.start, 1e-9)
        // Pixels to a hundredth, times to a microsecond: a short page.
        func rounded(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }
        return CurveData(
            times: samples.map { rounded($0.0, 1e6) }, x: samples.map { rounded(2 + (width - 4) * ($0.0 - animation.start) / span, 100) },
            y: samples.map { rounded(height - 2 - (height - 4) * ($0.1 - low) / (high - low), 100) })
    }

    /// The curve as a small SVG: the line, a tick at the settling time, the dot.
    private func sparkline(_ curve: CurveData, animation: AnimationTimeline.Animation) -> String {
        let (width, height) = Self.curveSize
        var svg = "<svg class=\"curve\" width=\"\(SVGFormat.number(width))\" height=\"\(SVGFormat.number(height))\">"
        let points = zip(curve.x, curve.y).map { "\(SVGFormat.number($0)),\(SVGFormat.number($1))" }.joined(separator: " ")
        svg += "<polyline fill=\"none\" stroke=\"#0969da\" stroke-width=\"1.5\" points=\"\(points)\"/>"
        if let duration = animation.duration, let end = animation.removed ?? curve.times.last, end > animation.start {
            let x = 2 + (width - 4) * min(1, duration / (end - animation.start))
            svg += "<line class=\"settles\" x1=\"\(SVGFormat.number(x))\" x2=\"\(SVGFormat.number(x))\" y1=\"0\" "
            svg += "y2=\"\(SVGFormat.number(height))\" stroke=\"#8c959f\" stroke-dasharray=\"2 2\"/>"
        }
        return svg + "<circle class=\"dot\" r=\"3\" cx=\"-10\" cy=\"-10\" fill=\"#cf222e\"/></svg>"
    }
}
