import AnimationCore
import AnimationRuntime
import Foundation

/// A view that displays text.
///
/// Text is measured with real font metrics (see ``Font``) and wraps to the
/// width it is offered; see `TextLayout` for the rules. Texts joined with
/// `+` keep each part's font and color.
public struct Text: Equatable, Sendable {
    /// A part of the text with its own attributes.
    struct Run: Equatable, Sendable {
        var string: String
        var attributes: TextRunAttributes
        /// An image set in the text (`Text.init(_: Image)`), whose string
        /// is one object replacement character (U+FFFC), as a text
        /// attachment's is.
        var image: Image? = nil
        /// A date or timer whose characters depend on when the text is
        /// shown (``string`` holds them for when the text was made).
        var live: LiveDate? = nil
    }

    var runs: [Run]

    init(runs: [Run]) {
        self.runs = runs
    }

    /// Creates a text view from a string literal (see
    /// ``LocalizedStringKey``).
    ///
    /// - Parameters:
    ///   - key: The text.
    ///   - tableName: A localization table (unused: the key is the text).
    ///   - bundle: A bundle (unused).
    ///   - comment: A comment for translators (unused).
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.styledRuns ?? InlineMarkdown.runs(key.markdownSource) ?? [Run(string: key.key, attributes: TextRunAttributes())]
    }

    /// Creates a text view from a string.
    ///
    /// - Parameter content: The text.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content), attributes: TextRunAttributes())]
    }

    /// Creates a text view without localization.
    ///
    /// - Parameter content: The text.
    nonisolated public init(verbatim content: String) {
        runs = [Run(string: content, attributes: TextRunAttributes())]
    }

    /// Creates a text view of a value formatted with a format style.
    ///
    /// - Parameters:
    ///   - input: The value.
    ///   - format: The format style.
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(string: format.format(input), attributes: TextRunAttributes())]
    }

    /// The characters of the text.
    package var string: String { runs.map(\.string).joined() }

    /// The text followed by another, each keeping its attributes.
    ///
    /// - Parameters:
    ///   - lhs: The first text.
    ///   - rhs: The second text.
    /// - Returns: Both.
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// Sets an attribute on every part that does not set it itself.
    nonisolated func with(_ attributes: TextRunAttributes) -> Text {
        Text(
            runs: runs.map { run in
                var run = run
                run.attributes = run.attributes.over(attributes)
                return run
            })
    }

    /// The text in a font.
    ///
    /// - Parameter font: The font; `nil` for the environment's.
    /// - Returns: The text.
    nonisolated public func font(_ font: Font?) -> Text { with(TextRunAttributes(font: font)) }

    /// The text in a weight.
    ///
    /// - Parameter weight: The weight; `nil` for the font's.
    /// - Returns: The text.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { with(TextRunAttributes(weight: weight)) }

    /// The text in a design.
    ///
    /// - Parameter design: The design; `nil` for the font's.
    /// - Returns: The text.
    nonisolated public func fontDesign(_ design: Font.Design?) -> Text { with(TextRunAttributes(design: design)) }

    /// The text in bold.
    ///
    /// - Returns: The text.
    nonisolated public func bold() -> Text { with(TextRunAttributes(weight: .bold)) }

    /// The text in bold, or as it is.
    ///
    /// - Parameter isActive: Whether bold.
    /// - Returns: The text.
    nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// The text in italics.
    ///
    /// - Returns: The text.
    nonisolated public func italic() -> Text { with(TextRunAttributes(italic: true)) }

    /// The text in italics, or as it is.
    ///
    /// - Parameter isActive: Whether italic.
    /// - Returns: The text.
    nonisolated public func italic(_ isActive: Bool) -> Text { with(TextRunAttributes(italic: isActive)) }

    /// The text in the monospaced face.
    ///
    /// - Parameter isActive: Whether monospaced; `true` when omitted.
    /// - Returns: The text.
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text { with(TextRunAttributes(monospaced: isActive)) }

    /// The text with digits of equal widths: each advances as far as the
    /// face's widest digit.
    ///
    /// - Returns: The text.
    nonisolated public func monospacedDigit() -> Text { with(TextRunAttributes(monospacedDigit: true)) }

    /// The text in a color.
    ///
    /// - Parameter color: The color; `nil` for the environment's foreground.
    /// - Returns: The text.
    nonisolated public func foregroundColor(_ color: Color?) -> Text { with(TextRunAttributes(color: color)) }

    /// The text in a style.
    ///
    /// - Parameter style: The style; a gradient spans the whole text's frame.
    /// - Returns: The text.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with(TextRunAttributes(style: AnyShapeStyle(style))) }

    /// The text underlined.
    ///
    /// - Parameters:
    ///   - isActive: Whether underlined; `true` when omitted.
    ///   - pattern: The line's pattern; solid when omitted.
    ///   - color: The line's color; the text's when omitted.
    /// - Returns: The text.
    nonisolated public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        with(TextRunAttributes(underline: .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)))
    }

    /// The text struck through.
    ///
    /// - Parameters:
    ///   - isActive: Whether struck through; `true` when omitted.
    ///   - pattern: The line's pattern; solid when omitted.
    ///   - color: The line's color; the text's when omitted.
    /// - Returns: The text.
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        with(TextRunAttributes(strikethrough: .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)))
    }

    /// The text with space after each character.
    ///
    /// - Parameter kerning: Points.
    /// - Returns: The text.
    nonisolated public func kerning(_ kerning: CGFloat) -> Text { with(TextRunAttributes(kerning: kerning)) }

    /// The text with space after each character.
    ///
    /// - Parameter tracking: Points.
    /// - Returns: The text.
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { with(TextRunAttributes(tracking: tracking)) }

    /// The text moved up from its baseline.
    ///
    /// - Parameter baselineOffset: Points up.
    /// - Returns: The text.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text { with(TextRunAttributes(baselineOffset: baselineOffset)) }

    /// The text's runs resolved in an environment, their images by
    /// `images` (the environment it gets has the run's font).
    func resolvedRuns(in environment: EnvironmentValues, images: (Image, EnvironmentValues) -> ImageLeaf.Content?) -> [ResolvedTextRun] {
        let outer = environment.textRunAttributes
        return runs.flatMap { run in
            let attributes = run.attributes.over(outer)
            let font = attributes.font ?? environment.font ?? .body
            let traits = font.traits
            let weight = attributes.weight ?? traits.weight
            var design = attributes.design ?? traits.design
            if attributes.monospaced == true { design = .monospaced }
            let italic = attributes.italic ?? traits.italic
            let tabularDigits = attributes.monospacedDigit ?? font.isMonospacedDigit
            // Text styles (and custom fonts relative to one) follow their
            // curves across Dynamic Type sizes; fixed sizes do not.
            let size = font.size(at: environment.dynamicTypeSize)
            let metrics = Font.metrics(weight: weight, design: design, italic: italic, size: size)
            let extraLeading: CGFloat =
                switch font.leadingOverride {
                case .tight: -0.1 * size
                case .loose: 0.1 * size
                default: 0
                }
            // The system font's sans designs are tracked by size, as San
            // Francisco is.
            let automaticTracking =
                font.isSystemFont && (design == .default || design == .rounded) ? Font.systemTracking(atSize: size) : 0
            var paint: _ResolvedShapeStyle?
            if let style = attributes.style {
                paint = style._resolvePaint(in: environment)
            } else if let color = attributes.color {
                paint = .color(color.resolve(in: environment))
            }
            return ResolvedTextRun(
                string: run.string, metrics: metrics, tabularDigits: tabularDigits,
                face: DisplayList.FontFace(
                    family: metrics.family, size: size, weight: weight.value, italic: italic,
                    widthScale: (attributes.width ?? font.widthOverride ?? .standard).horizontalScale),
                spacing: (attributes.kerning ?? 0) + (attributes.tracking ?? 0) + automaticTracking,
                baselineOffset: attributes.baselineOffset ?? 0,
                extraLeading: extraLeading,
                interlineGap: font.interlineGap(
                    faceLineHeight: metrics.ascent + metrics.descent + metrics.leading, at: environment.dynamicTypeSize),
                paint: paint,
                underline: attributes.underline ?? nil, strikethrough: attributes.strikethrough ?? nil,
                underlineColor: (attributes.underline ?? nil)?.color?.resolve(in: environment),
                strikethroughColor: (attributes.strikethrough ?? nil)?.color?.resolve(in: environment),
                custom: attributes.custom,
                attachment: Text.attachment(of: run.image, font: font, metrics: metrics, size: size, in: environment, resolve: images)
            ).splitIntoSmallCapitals(font.smallCapitals)
        }
    }
}

extension Text: View {
    /// Draws the text.
    public var body: Never { neverBody }
}
