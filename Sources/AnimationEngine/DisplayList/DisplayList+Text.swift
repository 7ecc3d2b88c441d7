import AnimationCore
import Foundation

extension DisplayList {
    /// Laid-out text: runs of characters in one face and paint, each at its
    /// place on a line.
    public struct Text: Equatable, Sendable {
        /// The runs, line by line.
        public var runs: [TextRun]

        /// Creates laid-out text.
        ///
        /// - Parameter runs: The runs.
        public init(runs: [TextRun]) {
            self.runs = runs
        }

        /// The characters shown, lines joined by newlines.
        public var string: String {
            var result = ""
            var line = -1
            for run in runs {
                if line >= 0, run.line != line { result += "\n" }
                line = run.line
                result += run.string
            }
            return result
        }
    }

    /// A face: what renderers draw characters with.
    public struct FontFace: Equatable, Sendable {
        /// The family (Inter, Liberation Serif or Liberation Mono).
        public var family: String
        /// The size in points.
        public var size: CGFloat
        /// The weight, 100 to 900 (400 regular, 700 bold).
        public var weight: Int
        /// Whether italic.
        public var italic: Bool
        /// How much wider than the face's own the glyphs are drawn and
        /// advance (`Font.width(_:)`; 1 for the standard width).
        public var widthScale: CGFloat = 1

        /// A face of a family at a size, weight (100 to 900), slant and horizontal scale.
        package init(family: String, size: CGFloat, weight: Int, italic: Bool, widthScale: CGFloat = 1) {
            self.family = family
            self.size = size
            self.weight = weight
            self.italic = italic
            self.widthScale = widthScale
        }
    }

    /// Characters of one face and paint on one line.
    public struct TextRun: Equatable, Sendable {
        /// The characters.
        public var string: String
        /// The line, from 0.
        public var line: Int
        /// The x of each character's start, in host coordinates (before
        /// transforms): renderers place characters there, so that drawing
        /// matches the layout whatever the renderer's own kerning.
        public var positions: [CGFloat]
        /// The x where the run ends.
        public var endX: CGFloat
        /// The baseline's y.
        public var baseline: CGFloat
        /// The face.
        public var face: FontFace
        /// What the characters are filled with.
        public var paint: Paint
        /// An underline: its color (the run's paint when `nil`) and dash
        /// pattern (empty for solid).
        public var underline: TextDecoration?
        /// A strikethrough line.
        public var strikethrough: TextDecoration?

        /// A laid-out run of one line: its characters, their positions and what draws them.
        package init(
            string: String, line: Int, positions: [CGFloat], endX: CGFloat, baseline: CGFloat, face: FontFace, paint: Paint,
            underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil
        ) {
            self.string = string
            self.line = line
            self.positions = positions
            self.endX = endX
            self.baseline = baseline
            self.face = face
            self.paint = paint
            self.underline = underline
            self.strikethrough = strikethrough
        }
    }

    /// An underline or strikethrough: a line under (or through) a run.
    public struct TextDecoration: Equatable, Sendable {
        /// The line's color, or `nil` for the run's paint.
        public var color: Color.Resolved?
        /// Dash and gap lengths; empty for a solid line.
        public var dash: [CGFloat]
        /// The line's y, in host coordinates.
        public var y: CGFloat
        /// The line's thickness.
        public var thickness: CGFloat

        /// A line under or through a run: its color (the run's when `nil`), dash pattern, offset and thickness.
        package init(color: Color.Resolved? = nil, dash: [CGFloat], y: CGFloat, thickness: CGFloat) {
            self.color = color
            self.dash = dash
            self.y = y
            self.thickness = thickness
        }
    }
}
