import AnimationCore
import Foundation

extension Text {
    /// A text as laid out, for a ``TextRenderer``: its lines, each line's
    /// runs (stretches of one style), each run's slices (one glyph each),
    /// in the text's own coordinates.
    public struct Layout: RandomAccessCollection, Equatable {
        /// The lines, top to bottom.
        public let lines: [Line]
        /// Whether the text was cut to fit (an ellipsis drawn).
        public let isTruncated: Bool

        /// The first line's index.
        public var startIndex: Int { lines.startIndex }
        /// Past the last line's index.
        public var endIndex: Int { lines.endIndex }
        /// A line.
        public subscript(index: Int) -> Line { lines[index] }

        /// A part's extent along its baseline, as typography measures it.
        public struct TypographicBounds: Equatable, Sendable {
            /// Where the baseline starts.
            public var origin: CGPoint
            /// How far it goes.
            public var width: CGFloat
            /// How far glyphs reach above the baseline.
            public var ascent: CGFloat
            /// How far they reach below it.
            public var descent: CGFloat
            /// The gap below the descent.
            public var leading: CGFloat

            /// The rectangle from the ascent to the descent.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// A line: its runs, and where its baseline starts.
        public struct Line: RandomAccessCollection, Equatable {
            /// The runs, in reading order.
            public let runs: [Run]
            /// Where the line's baseline starts.
            public let origin: CGPoint
            /// The line's extent.
            public let typographicBounds: TypographicBounds

            /// The first run's index.
            public var startIndex: Int { runs.startIndex }
            /// Past the last run's index.
            public var endIndex: Int { runs.endIndex }
            /// A run.
            public subscript(index: Int) -> Run { runs[index] }
        }

        /// A run: glyphs of one style, and the custom attributes of its text.
        public struct Run: RandomAccessCollection, Equatable {
            let drawn: DisplayList.TextRun
            /// The run's characters, split once (a renderer draws its
            /// glyphs one slice at a time, every frame).
            let characters: [Character]
            let attributes: [_AnyTextAttribute]
            let ascent: CGFloat
            let descent: CGFloat
            let leading: CGFloat

            /// The direction glyphs go (left to right: the headless layout
            /// sets no right-to-left text).
            public var layoutDirection: LayoutDirection { .leftToRight }

            /// The run's extent.
            public var typographicBounds: TypographicBounds {
                TypographicBounds(
                    origin: CGPoint(x: drawn.positions.first ?? drawn.endX, y: drawn.baseline),
                    width: drawn.endX - (drawn.positions.first ?? drawn.endX),
                    ascent: ascent, descent: descent, leading: leading)
            }

            /// The custom attribute of a type on the run's text, if any.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? {
                for attribute in attributes { if let value = attribute.value.base as? T { return value } }
                return nil
            }

            /// The first glyph's index.
            public var startIndex: Int { 0 }
            /// Past the last glyph's index.
            public var endIndex: Int { drawn.positions.count }
            /// A glyph, as a slice of the run.
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }

            /// The run's glyphs in `indices`, as drawn.
            func drawn(_ indices: Range<Int>) -> DisplayList.TextRun {
                var part = drawn
                let range = indices.clamped(to: 0..<Swift.min(characters.count, drawn.positions.count))
                part.string = String(characters[range])
                part.positions = Array(drawn.positions[range])
                part.endX = range.upperBound < drawn.positions.count ? drawn.positions[range.upperBound] : drawn.endX
                return part
            }
        }

        /// Some glyphs of a run (iterating a run gives one slice a glyph).
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run.
            public let run: Run
            /// The glyphs' indices in the run.
            public let indices: Range<Int>

            /// The slice's extent.
            public var typographicBounds: TypographicBounds {
                let part = run.drawn(indices)
                return TypographicBounds(
                    origin: CGPoint(x: part.positions.first ?? part.endX, y: part.baseline), width: part.endX - (part.positions.first ?? part.endX),
                    ascent: run.ascent, descent: run.descent, leading: run.leading)
            }

            /// The first glyph's index.
            public var startIndex: Int { indices.lowerBound }
            /// Past the last glyph's index.
            public var endIndex: Int { indices.upperBound }
            /// One glyph, as a slice.
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
        }
    }
}

extension Text.Layout {
    /// A layout made from text drawn at the origin, with the custom
    /// attributes of the runs each drawn run comes from.
    init(_ text: DisplayList.Text, sources: [Int], runs: [ResolvedTextRun], result: TextLayout.Result) {
        var lines: [Line] = []
        for (number, line) in result.lines.enumerated() {
            let drawn = text.runs.indices.filter { text.runs[$0].line == number }
            let ascent = line.ascent, descent = Swift.max(line.height - line.ascent, 0)
            let parts = drawn.map { index in
                Run(
                    drawn: text.runs[index], characters: Array(text.runs[index].string),
                    attributes: runs.indices.contains(sources[index]) ? runs[sources[index]].custom : [],
                    ascent: ascent, descent: descent, leading: 0)
            }
            let start = parts.first?.drawn.positions.first ?? 0, baseline = parts.first?.drawn.baseline ?? ascent
            let end = parts.last?.drawn.endX ?? start
            lines.append(
                Line(
                    runs: parts, origin: CGPoint(x: start, y: baseline),
                    typographicBounds: TypographicBounds(
                        origin: CGPoint(x: start, y: baseline), width: end - start, ascent: ascent, descent: descent, leading: 0)))
        }
        self.init(lines: lines, isTruncated: result.truncated)
    }
}
