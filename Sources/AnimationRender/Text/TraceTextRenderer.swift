import AnimationCore
import AnimationViews
import Foundation

/// A recording's animated attributes as a text table against time: a
/// golden animation curve for tests (what a trace snapshot compares).
///
///     # 200 × 200 pt, 60 fps, 0 to 0.5 s; 1 attribute animates
///     time	Avatar › scaleEffect[0]	Avatar › scaleEffect[1]
///     0	1	1
///     0.016667	1.016849	1.016849
///
/// A row per frame; a column per number of each attribute that changes
/// during the recording (`[n]` is the n-th number of its animatable data),
/// named by view structure as the player's legend names it; tabs between
/// columns. Values have at most six decimals and an empty cell where the
/// attribute's view is not in the tree, so the same recording gives the
/// same text on any machine (a value that is not finite reads `nan`,
/// `inf` or `-inf`). Attributes that never change are left out.
public struct TraceTextRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The table of a recording, ending in a newline.
    ///
    /// - Parameter recording: The frames.
    /// - Returns: The text.
    public func render(_ recording: Recording) -> String {
        let traces = recording.changingTraces
        let start = recording.frames.first?.time ?? 0
        let end = recording.frames.last?.time ?? 0
        let names = Set(traces.map(\.name))
        var out =
            "# \(SVGFormat.number(recording.size.width)) × \(SVGFormat.number(recording.size.height)) pt, "
            + "\(SVGFormat.number(recording.frameRate)) fps, \(Self.number(start)) to \(Self.number(end)) s; "
        switch names.count {
        case 0: out += "nothing animates\n"
        case 1: out += "1 attribute animates\n"
        default: out += "\(names.count) attributes animate\n"
        }
        if recording.stillAnimating { out += "# still animating at the end\n" }
        out += (["time"] + traces.map { "\($0.name)[\($0.component)]" }).joined(separator: "\t") + "\n"
        let columns = traces.map { recording.trace($0.name, component: $0.component) }
        for (index, frame) in recording.frames.enumerated() {
            var row = Self.number(frame.time)
            for column in columns {
                row += "\t"
                if let value = column[index] { row += Self.number(value) }
            }
            out += row + "\n"
        }
        return out
    }

    /// A value as the table writes it: at most six decimals, no trailing
    /// zeros (`0.25`, `1`); one that is not finite as `nan`, `inf` or
    /// `-inf`, so that a broken animation shows in the table rather than
    /// as a number.
    ///
    /// - Parameter value: The value.
    /// - Returns: The text.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return SVGFormat.number(value, decimals: 6)
    }
}
