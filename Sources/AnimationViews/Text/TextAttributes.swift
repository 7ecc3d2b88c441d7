import AnimationCore
import Foundation

/// How the lines of a multiline text align with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centered.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension Text {
    /// A case transformation of text.
    public enum Case: Hashable, Sendable {
        /// Capital letters.
        case uppercase
        /// Small letters.
        case lowercase
    }

    /// Where text that does not fit is cut and marked with an ellipsis.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start of the line.
        case head
        /// At the end (the default).
        case tail
        /// In the middle.
        case middle
    }

    /// The style of an underline or a strikethrough.
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern.
        public enum Pattern: Hashable, Sendable {
            /// A solid line.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// Dashes and dots.
            case dashDot
            /// Dashes and pairs of dots.
            case dashDotDot
        }

        /// The pattern.
        let pattern: Pattern
        /// The color; the text's when `nil`.
        let color: Color?

        /// Creates a line style.
        ///
        /// - Parameters:
        ///   - pattern: The pattern; solid when omitted.
        ///   - color: The color; the text's when omitted.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's color.
        public static let single = LineStyle()
    }
}

/// The attributes of a run of text that a `Text` modifier or the
/// environment sets; `nil` fields are not set (a run's own attributes win
/// over the environment's).
struct TextRunAttributes: Equatable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    /// The font's width (`fontWidth(_:)`).
    var width: Font.Width?
    var design: Font.Design?
    var italic: Bool?
    var monospaced: Bool?
    /// Digits of equal widths (`monospacedDigit()`).
    var monospacedDigit: Bool?
    var underline: Text.LineStyle??
    var strikethrough: Text.LineStyle??
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var color: Color?
    /// A style set with `Text.foregroundStyle` (compared by whether it is
    /// set: two texts with styles are never equal).
    var style: AnyShapeStyle?
    /// Custom attributes (`Text.customAttribute`), the last set first.
    var custom: [_AnyTextAttribute] = []

    static func == (lhs: TextRunAttributes, rhs: TextRunAttributes) -> Bool {
        lhs.font == rhs.font && lhs.weight == rhs.weight && lhs.width == rhs.width && lhs.design == rhs.design && lhs.italic == rhs.italic
            && lhs.monospaced == rhs.monospaced && lhs.monospacedDigit == rhs.monospacedDigit && lhs.underline == rhs.underline
            && lhs.strikethrough == rhs.strikethrough
            && lhs.kerning == rhs.kerning && lhs.tracking == rhs.tracking && lhs.baselineOffset == rhs.baselineOffset
            && lhs.color == rhs.color && lhs.style == nil && rhs.style == nil && lhs.custom == rhs.custom
    }

    /// These attributes over `outer` (the environment's, or an enclosing
    /// text's): each field set here wins.
    func over(_ outer: TextRunAttributes) -> TextRunAttributes {
        TextRunAttributes(
            font: font ?? outer.font, weight: weight ?? outer.weight, width: width ?? outer.width, design: design ?? outer.design,
            italic: italic ?? outer.italic, monospaced: monospaced ?? outer.monospaced,
            monospacedDigit: monospacedDigit ?? outer.monospacedDigit, underline: underline ?? outer.underline,
            strikethrough: strikethrough ?? outer.strikethrough,
            kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
            baselineOffset: baselineOffset ?? outer.baselineOffset, color: color ?? outer.color, style: style ?? outer.style,
            custom: custom + outer.custom)
    }
}

/// How the environment lays text out: the values of `lineLimit`,
/// `lineSpacing`, `multilineTextAlignment`, `truncationMode`,
/// `minimumScaleFactor` and `textCase`.
struct TextLayoutOptions: Equatable, Sendable {
    var lineLimit: Int?
    var reservesSpace = false
    var lineSpacing: CGFloat = 0
    var alignment: TextAlignment = .leading
    var truncation: Text.TruncationMode = .tail
    var minimumScaleFactor: CGFloat = 1
    var textCase: Text.Case?
    /// Pixels per point: the text's size is rounded up to whole pixels.
    var displayScale: CGFloat = 1
}

private struct TextRunAttributesKey: EnvironmentKey {
    static let defaultValue = TextRunAttributes()
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct ReservesSpaceKey: EnvironmentKey {
    static let defaultValue = false
}

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The text attributes set by view modifiers (`bold`, `kerning`, ...).
    var textRunAttributes: TextRunAttributes {
        get { self[TextRunAttributesKey.self] }
        set { self[TextRunAttributesKey.self] = newValue }
    }

    /// The most lines text shows; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Whether text takes the height of ``lineLimit`` lines however many it
    /// shows.
    var reservesLineLimitSpace: Bool {
        get { self[ReservesSpaceKey.self] }
        set { self[ReservesSpaceKey.self] = newValue }
    }

    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How small text may scale to fit, in `0...1`.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A case transformation of text; `nil` for none.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The layout options of text in this environment.
    var textLayoutOptions: TextLayoutOptions {
        TextLayoutOptions(
            lineLimit: lineLimit, reservesSpace: reservesLineLimitSpace, lineSpacing: lineSpacing,
            alignment: multilineTextAlignment, truncation: truncationMode, minimumScaleFactor: minimumScaleFactor,
            textCase: textCase, displayScale: EnvironmentValues.usableScale(displayScale))
    }
}
