import AnimationCore
import AnimationViews
import Foundation

/// A description of a font, as in UIKit: its family (the system's, or a
/// name), text style, weight, design and symbolic traits (bold, italic),
/// and size. `UIFont(descriptor:size:)` makes the font it describes; a
/// font's ``UIFont/fontDescriptor`` describes it. The host keeps no other
/// attributes, and draws the expanded and condensed traits as the regular
/// width (see the differences article).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The custom font's name; `nil` for the system font.
    let name: String?
    /// The text style of a preferred font.
    let textStyle: UIFont.TextStyle?
    /// The system font's weight; `nil` for the style's or the regular one.
    let weight: UIFont.Weight?
    /// The system font's design.
    let design: SystemDesign
    /// The traits: bold, italic, monospace.
    public let symbolicTraits: SymbolicTraits
    /// The point size (0 when it is left to `UIFont(descriptor:size:)`).
    public let pointSize: CGFloat

    init(
        name: String? = nil, textStyle: UIFont.TextStyle? = nil, weight: UIFont.Weight? = nil, design: SystemDesign = .default,
        symbolicTraits: SymbolicTraits = [], pointSize: CGFloat
    ) {
        self.name = name
        self.textStyle = textStyle
        self.weight = weight
        self.design = design
        self.symbolicTraits = symbolicTraits
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        super.init()
    }

    /// A descriptor of a font by name, at a size.
    ///
    /// - Parameters:
    ///   - fontName: The font's name.
    ///   - size: The size in points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(name: fontName, pointSize: size)
    }

    /// The descriptor of a text style's font at the default (large) Dynamic
    /// Type size.
    ///
    /// - Parameter style: The text style.
    /// - Returns: The descriptor.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The font's name: the custom name, or the system font's
    /// (`.SFUI-…`).
    open var postscriptName: String { name ?? ".SFUI-\(effectiveWeight.rawValue)" }

    /// The same font in another design of the system font; `nil` for a
    /// custom font, which has no such designs (as UIKit answers for fonts
    /// without one).
    ///
    /// - Parameter design: The design.
    /// - Returns: The descriptor, or `nil`.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard name == nil else { return nil }
        return UIFontDescriptor(
            textStyle: textStyle, weight: weight, design: design, symbolicTraits: symbolicTraits, pointSize: pointSize)
    }

    /// The same font with these traits instead of its own.
    ///
    /// - Parameter traits: The traits.
    /// - Returns: The descriptor (never `nil` here: every face the host
    ///   lays out has a bold and an italic).
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(name: name, textStyle: textStyle, weight: weight, design: design, symbolicTraits: traits, pointSize: pointSize)
    }

    /// The same font at another size.
    ///
    /// - Parameter newPointSize: The size in points.
    /// - Returns: The descriptor.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(
            name: name, textStyle: textStyle, weight: weight, design: design, symbolicTraits: symbolicTraits, pointSize: newPointSize)
    }

    /// The weight the font is drawn with: bold at least with the bold
    /// trait.
    var effectiveWeight: UIFont.Weight {
        let own = weight ?? (textStyle == .headline ? .semibold : .regular)
        return symbolicTraits.contains(.traitBold) && own.rawValue < UIFont.Weight.bold.rawValue ? .bold : own
    }

    /// The SwiftUI font of the descriptor at a size.
    func font(size: CGFloat) -> Font {
        var font: Font
        if let name {
            font = .custom(name, size: size)
            if symbolicTraits.contains(.traitBold) { font = font.weight(.bold) }
        } else {
            let design = symbolicTraits.contains(.traitMonoSpace) ? .monospaced : self.design.swiftUI
            if let textStyle, size == UIFont.preferredFont(forTextStyle: textStyle).pointSize {
                font = .system(textStyle.swiftUI, design: design, weight: effectiveWeight.swiftUI)
            } else {
                font = .system(size: size, weight: effectiveWeight.swiftUI, design: design)
            }
        }
        return symbolicTraits.contains(.traitItalic) ? font.italic() : font
    }

    /// The designs of the system font, as UIKit names them.
    public struct SystemDesign: Hashable, RawRepresentable, Sendable {
        /// UIKit's name of the design.
        public let rawValue: String
        /// A design from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// San Francisco.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// San Francisco Rounded.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// New York, the serif design.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// San Francisco Mono.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        var swiftUI: Font.Design {
            switch self {
            case .rounded: .rounded
            case .serif: .serif
            case .monospaced: .monospaced
            default: .default
            }
        }
    }

    /// A font's traits, as UIKit's bits (Core Text's `CTFontSymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Traits from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded (wider letters; not drawn differently here).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed (narrower letters; not drawn differently here).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph of one width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for the interface.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}

extension UIFont {
    /// The font described by a descriptor.
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - pointSize: The size in points; 0 (or not positive and finite)
    ///     keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize.isFinite && pointSize > 0 ? pointSize : descriptor.pointSize
        let described = descriptor.withSize(size)
        self.init(
            font: described.font(size: size), name: described.postscriptName, size: size,
            systemWeight: described.name == nil ? described.effectiveWeight : nil, descriptor: described)
    }
}
