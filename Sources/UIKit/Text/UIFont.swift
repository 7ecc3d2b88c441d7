import AnimationCore
import AnimationViews
import Foundation

/// A font, as in UIKit: a SwiftUI ``/AnimationViews/Font`` of a size,
/// weight and design, measured with the faces the host lays text out with
/// (see `Font`). SwiftUI draws text in one through `Font(_:)`.
open class UIFont: NSObject, @unchecked Sendable {
    /// The SwiftUI font it stands for.
    package let font: Font
    /// The font's name (`.SFUI-Regular` for the system font, as UIKit
    /// names it, or the name a custom font was asked for).
    public let fontName: String
    /// The point size.
    public let pointSize: CGFloat

    /// The weight of a system font (`nil` for a named one).
    let systemWeight: Weight?
    /// The font's description: family, style, weight, design, traits.
    public let fontDescriptor: UIFontDescriptor

    init(font: Font, name: String, size: CGFloat, systemWeight: Weight? = nil, descriptor: UIFontDescriptor? = nil) {
        self.font = font
        self.fontName = name
        self.pointSize = size
        self.systemWeight = systemWeight
        self.fontDescriptor =
            descriptor ?? UIFontDescriptor(name: systemWeight == nil ? name : nil, weight: systemWeight, pointSize: size)
        super.init()
    }

    /// A font's weights, as UIKit's numbers (`-0.8` ultralight to `0.62`
    /// black).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// UIKit's number for the weight.
        public let rawValue: CGFloat
        /// A weight of UIKit's number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultralight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)

        /// The SwiftUI weight closest to the number.
        var swiftUI: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
                (0.4, .bold), (0.56, .heavy), (0.62, .black)
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// The text styles of Dynamic Type, by UIKit's names.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// UIKit's name for the style.
        public let rawValue: String
        /// A style of UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large title, 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1, 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2, 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3, 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline, 17 points semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline, 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body, 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout, 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote, 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1, 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2, 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's style of the same name (body for a name UIKit does
        /// not have).
        var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    private static func clamped(_ size: CGFloat) -> CGFloat { size.isFinite && size > 0 ? size : 0 }

    /// The system font of a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points (not finite or negative: 0).
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let size = clamped(fontSize)
        return UIFont(font: .system(size: size, weight: weight.swiftUI), name: ".SFUI-\(weight.rawValue)", size: size, systemWeight: weight)
    }

    /// The regular system font of a size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font of a size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font of a size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let size = clamped(fontSize)
        return UIFont(
            font: Font.system(size: size).italic(), name: ".SFUI-RegularItalic", size: size, systemWeight: .regular,
            descriptor: UIFontDescriptor(symbolicTraits: .traitItalic, pointSize: size))
    }

    /// The monospaced system font of a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let size = clamped(fontSize)
        return UIFont(
            font: .system(size: size, weight: weight.swiftUI, design: .monospaced), name: ".SFMono", size: size, systemWeight: weight,
            descriptor: UIFontDescriptor(weight: weight, design: .monospaced, pointSize: size))
    }

    /// The font of a text style at the default (large) Dynamic Type size.
    ///
    /// - Parameter style: The style.
    /// - Returns: The font.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let font = Font.system(style.swiftUI)
        let weight: Weight = style == .headline ? .semibold : .regular
        let size = font.lineMetrics.pointSize
        return UIFont(
            font: font, name: ".SFUI-\(style.rawValue)", size: size, systemWeight: weight,
            descriptor: UIFontDescriptor(textStyle: style, pointSize: size))
    }

    /// A font by name, at a size: text is laid out with the face closest to
    /// the name (see SwiftUI's `Font.custom(_:size:)`). Always a font, as
    /// the host cannot know which fonts an app bundles.
    ///
    /// - Parameters:
    ///   - fontName: The font's name.
    ///   - fontSize: The size in points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let size = Self.clamped(fontSize)
        self.init(font: .custom(fontName, size: size), name: fontName, size: size)
    }

    /// The same font at another size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        if fontDescriptor.name == nil {
            let size = Self.clamped(fontSize)
            return UIFont(descriptor: fontDescriptor.withSize(size), size: size)
        }
        return UIFont(font: .custom(fontName, size: Self.clamped(fontSize)), name: fontName, size: Self.clamped(fontSize))
    }

    /// The font's family name: the name up to its first `-`.
    open var familyName: String { String(fontName.split(separator: "-").first ?? "") }
    /// The top of the tallest glyphs above the baseline, in points.
    open var ascender: CGFloat { font.lineMetrics.ascender }
    /// The bottom of the lowest glyphs below the baseline (negative), in points.
    open var descender: CGFloat { font.lineMetrics.descender }
    /// The height of a line, in points.
    open var lineHeight: CGFloat { font.lineMetrics.lineHeight }
    /// The gap between lines, in points.
    open var leading: CGFloat { lineHeight - ascender + descender }
}
