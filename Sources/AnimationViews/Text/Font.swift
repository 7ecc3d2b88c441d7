import AnimationCore
import Foundation

/// A font: a size, weight, design and style that text is laid out and drawn
/// with.
///
/// The headless host measures and draws the system font (San Francisco)
/// with San Francisco's own metrics: SF Pro Text's (under 20 points) and
/// SF Pro Display's (from 20) advance widths and kerning pairs, its
/// vertical metrics (a line of 17-point text is 20.287 points, as
/// `UIFont.lineHeight` says) and the automatic tracking of Apple's
/// published table (-0.43 points at 17); measured against real SwiftUI
/// renders of 20 strings, widths are within a pixel at 3x. Renderers draw
/// the system face with Inter, each character where the layout put it.
/// Serif and monospaced text use Liberation Serif and Mono
/// (metric-compatible with Times New Roman and Courier New) in place of New
/// York and SF Mono. Weights up to `.medium` use the regular face,
/// `.semibold` SF Pro's semibold, and heavier ones the bold face (serif and
/// monospaced: the bold face from `.semibold`); the `.rounded` design
/// uses the sans face. The text styles have SwiftUI's default (large)
/// sizes and weights on iOS.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case system(size: CGFloat, weight: Weight?, design: Design?)
        case textStyle(TextStyle, design: Design?, weight: Weight?)
        /// A font by name, scaling with a text style's curve (`nil`: fixed).
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    let base: Base
    var weightOverride: Weight?
    /// The width (`width(_:)`).
    var widthOverride: Width?
    var isItalic = false
    var isMonospaced = false
    var isMonospacedDigit = false
    /// The letters drawn as small capitals (`smallCaps()`).
    var smallCapitals = SmallCaps()
    var leadingOverride: Leading?

    init(base: Base) {
        self.base = base
    }

    /// The text styles, with SwiftUI's default sizes on iOS (the sizes at
    /// the default Dynamic Type size, `.large`; each style has its own
    /// curve at the others).
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// 34 points.
        case largeTitle
        /// 28 points.
        case title
        /// 22 points.
        case title2
        /// 20 points.
        case title3
        /// 17 points, semibold.
        case headline
        /// 15 points.
        case subheadline
        /// 17 points.
        case body
        /// 16 points.
        case callout
        /// 13 points.
        case footnote
        /// 12 points.
        case caption
        /// 11 points.
        case caption2

        /// The point size.
        var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        /// The weight on CSS's scale (100 to 900; 400 is regular).
        let value: Int

        /// 100.
        public static let ultraLight = Weight(value: 100)
        /// 200.
        public static let thin = Weight(value: 200)
        /// 300.
        public static let light = Weight(value: 300)
        /// 400.
        public static let regular = Weight(value: 400)
        /// 500.
        public static let medium = Weight(value: 500)
        /// 600.
        public static let semibold = Weight(value: 600)
        /// 700.
        public static let bold = Weight(value: 700)
        /// 800.
        public static let heavy = Weight(value: 800)
        /// 900.
        public static let black = Weight(value: 900)
    }

    /// A font design.
    public enum Design: Hashable, Sendable {
        /// The system's sans-serif design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design (drawn with the sans face here).
        case rounded
        /// A monospaced design.
        case monospaced
    }

    /// The spacing between lines of a font.
    public enum Leading: Hashable, Sendable {
        /// The face's own.
        case standard
        /// Lines 10 % of the size closer.
        case tight
        /// Lines 10 % of the size further apart.
        case loose
    }

    /// A system font of a size.
    ///
    /// - Parameters:
    ///   - size: The point size.
    ///   - weight: The weight; regular when omitted.
    ///   - design: The design; the default when omitted.
    /// - Returns: The font.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, weight: weight, design: design))
    }

    /// A system font of a text style.
    ///
    /// - Parameters:
    ///   - style: The text style.
    ///   - design: The design; the default when omitted.
    ///   - weight: The weight; the style's when omitted.
    /// - Returns: The font.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design, weight: weight))
    }

    /// A font by name. The headless host has no font files by name: the
    /// name chooses the face (names with "Mono", "Courier" or "Menlo" the
    /// monospaced face, "Serif", "Times" or "Georgia" the serif face,
    /// others the sans face; "Bold", "Black", "Heavy" or "Semibold" the
    /// bold face, "Italic" or "Oblique" the italic one). As in SwiftUI, it
    /// scales with the body style at other Dynamic Type sizes.
    ///
    /// - Parameters:
    ///   - name: The font's name.
    ///   - size: The point size at the default Dynamic Type size.
    /// - Returns: The font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A font by name that scales with a text style: `size` at the default
    /// Dynamic Type size, grown or shrunk along the style's curve.
    ///
    /// - Parameters:
    ///   - name: The font's name.
    ///   - size: The point size.
    ///   - textStyle: The style it scales with.
    /// - Returns: The font.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font by name of a fixed size.
    ///
    /// - Parameters:
    ///   - name: The font's name.
    ///   - fixedSize: The point size.
    /// - Returns: The font.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// 34 points.
    public static let largeTitle = Font.system(.largeTitle)
    /// 28 points.
    public static let title = Font.system(.title)
    /// 22 points.
    public static let title2 = Font.system(.title2)
    /// 20 points.
    public static let title3 = Font.system(.title3)
    /// 17 points, semibold.
    public static let headline = Font.system(.headline)
    /// 15 points.
    public static let subheadline = Font.system(.subheadline)
    /// 17 points: the default.
    public static let body = Font.system(.body)
    /// 16 points.
    public static let callout = Font.system(.callout)
    /// 13 points.
    public static let footnote = Font.system(.footnote)
    /// 12 points.
    public static let caption = Font.system(.caption)
    /// 11 points.
    public static let caption2 = Font.system(.caption2)

    /// The font in a weight.
    ///
    /// - Parameter weight: The weight.
    /// - Returns: The font.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weightOverride = weight
        return font
    }

    /// The font in bold.
    ///
    /// - Returns: The font.
    public func bold() -> Font { weight(.bold) }

    /// The font in italics.
    ///
    /// - Returns: The font.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The font's monospaced variant.
    ///
    /// - Returns: The font.
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }

    /// The font with digits of equal widths: each advances as far as the
    /// face's widest digit (the system face's digits are proportional, as
    /// San Francisco's are).
    ///
    /// - Returns: The font.
    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }

    /// The font with a line spacing.
    ///
    /// - Parameter leading: The line spacing.
    /// - Returns: The font.
    public func leading(_ leading: Leading) -> Font {
        var font = self
        font.leadingOverride = leading
        return font
    }

    /// The point size.
    var size: CGFloat {
        switch base {
        case .system(let size, _, _), .custom(_, let size, _): size
        case .textStyle(let style, _, _): style.size
        }
    }

    /// The font's own weight, design and style, before the environment's.
    var traits: (weight: Weight, design: Design, italic: Bool) {
        var weight = Weight.regular, design = Design.default, italic = isItalic
        switch base {
        case .system(_, let w, let d):
            weight = w ?? .regular
            design = d ?? .default
        case .textStyle(let style, let d, let w):
            weight = w ?? style.weight
            design = d ?? .default
        case .custom(let name, _, _):
            let lowered = name.lowercased()
            if ["mono", "courier", "menlo"].contains(where: lowered.contains) {
                design = .monospaced
            } else if ["serif", "times", "georgia"].contains(where: lowered.contains), !lowered.contains("sans") {
                design = .serif
            }
            if ["bold", "black", "heavy", "semibold"].contains(where: lowered.contains) { weight = .bold }
            if ["italic", "oblique"].contains(where: lowered.contains) { italic = true }
        }
        if let weightOverride { weight = weightOverride }
        if isMonospaced { design = .monospaced }
        return (weight, design, italic)
    }
}

extension Font {
    /// The face a weight, design, style and size are measured with.
    ///
    /// The system's sans designs are SF Pro's: SF Pro Text under 20 points
    /// and SF Pro Display from 20 (Apple's rule for the two optical sizes;
    /// iOS's variable font blends them between 17 and 28 points, which this
    /// package does not), Regular below semibold, Semibold at 600 and Bold
    /// from 700.
    static func metrics(weight: Weight, design: Design, italic: Bool, size: CGFloat) -> FontMetrics {
        let bold = weight.value >= 600
        switch (design, bold, italic) {
        case (.serif, false, false): return .serifRegular
        case (.serif, true, false): return .serifBold
        case (.serif, false, true): return .serifItalic
        case (.serif, true, true): return .serifBoldItalic
        case (.monospaced, false, false): return .monoRegular
        case (.monospaced, true, false): return .monoBold
        case (.monospaced, false, true): return .monoItalic
        case (.monospaced, true, true): return .monoBoldItalic
        default: break
        }
        let display = size >= 20
        switch (weight.value, italic) {
        case (..<600, false): return display ? .displayRegular : .textRegular
        case (..<600, true): return display ? .displayRegularItalic : .textRegularItalic
        case (600..<700, false): return display ? .displaySemibold : .textSemibold
        case (600..<700, true): return display ? .displaySemiboldItalic : .textSemiboldItalic
        case (_, false): return display ? .displayBold : .textBold
        case (_, true): return display ? .displayBoldItalic : .textBoldItalic
        }
    }
}

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

extension EnvironmentValues {
    /// The font of text in the view; `nil` for the default, ``Font/body``.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}
