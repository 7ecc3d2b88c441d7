import AnimationCore
import Foundation

extension Text.Layout {
    /// How a line, run or glyph is drawn.
    public struct DrawingOptions: OptionSet, Sendable {
        /// The option's bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Glyphs are not moved to whole pixels (they never are headlessly).
        public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
    }
}

extension GraphicsContext {
    /// Draws a line of a ``TextRenderer``'s layout, with the context's
    /// transform, opacity, filters and clips.
    ///
    /// - Parameters:
    ///   - line: The line.
    ///   - options: How.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        drawText(line.runs.map(\.drawn), ascent: line.typographicBounds.ascent, descent: line.typographicBounds.descent)
    }

    /// Draws a run of a ``TextRenderer``'s layout.
    ///
    /// - Parameters:
    ///   - run: The run.
    ///   - options: How.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        drawText([run.drawn], ascent: run.ascent, descent: run.descent)
    }

    /// Draws some glyphs of a ``TextRenderer``'s layout.
    ///
    /// - Parameters:
    ///   - slice: The glyphs.
    ///   - options: How.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        drawText([slice.run.drawn(slice.indices)], ascent: slice.run.ascent, descent: slice.run.descent)
    }

    /// Records runs laid out in the context's space, moved to its origin.
    private func drawText(_ runs: [DisplayList.TextRun], ascent: CGFloat, descent: CGFloat) {
        let placed = runs.filter { !$0.string.isEmpty }.map { run -> DisplayList.TextRun in
            var run = run
            run.positions = run.positions.map { $0 + origin.x }
            run.endX += origin.x
            run.baseline += origin.y
            for keyPath in [\DisplayList.TextRun.underline, \.strikethrough] {
                run[keyPath: keyPath]?.y += origin.y
            }
            return run
        }
        guard let first = placed.first else { return }
        let minX = placed.map { $0.positions.first ?? $0.endX }.min() ?? 0, maxX = placed.map(\.endX).max() ?? minX
        let frame = CGRect(x: minX, y: first.baseline - ascent, width: maxX - minX, height: ascent + descent)
        record(DisplayList.Item(frame: frame, content: .text(DisplayList.Text(runs: placed))))
    }
}
