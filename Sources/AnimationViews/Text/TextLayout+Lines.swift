import AnimationCore
import Foundation

/// How lines of laid-out text meet: the space between them and where one
/// may begin.
extension TextLayout {
    /// The space between two lines: `lineSpacing`, and the largest gap a
    /// run's text style adds, shrunk with the text (`minimumScaleFactor`).
    func lineGap(scale: CGFloat) -> CGFloat {
        options.lineSpacing + (runs.lazy.map(\.interlineGap).max() ?? 0) * scale
    }

    /// Whether a line may not begin with the glyph after spaces: closing
    /// punctuation, exclamation and question marks, infix separators and
    /// the solidus (Unicode's line-breaking classes CL, CP, EX, IS and SY).
    static func neverStartsALine(_ glyph: Glyph) -> Bool {
        !glyph.isNewline && !glyph.isSpace && closingPunctuation.contains(glyph.character)
    }

    /// The characters of those classes that text commonly holds: ASCII's,
    /// and the ideographic comma, full stop and closing brackets.
    private static let closingPunctuation: Set<Character> = [
        ")", "]", "}", "!", "?", ",", ".", ":", ";", "/", "\u{3001}", "\u{3002}", "\u{300D}", "\u{300F}", "\u{FF01}",
        "\u{FF09}", "\u{FF0C}", "\u{FF0E}", "\u{FF1A}", "\u{FF1B}", "\u{FF1F}", "\u{FF3D}", "\u{FF5D}"
    ]
}
