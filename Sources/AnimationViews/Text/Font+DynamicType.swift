import AnimationCore
import Foundation

/// Text styles at each Dynamic Type size, as iOS sizes them.
///
/// Each style follows its own curve (UIKit's `preferredFont(forTextStyle:)`
/// at each content size category, measured on the iOS 13.3 simulator and
/// published in github.com/temoki/UIKit_DynamicType's README; Apple's Human
/// Interface Guidelines give the same table): footnotes and captions do not
/// shrink below 12 and 11 points, and in the accessibility sizes every
/// style grows, the small ones more slowly.
extension Font.TextStyle {
    /// The style's point size at a Dynamic Type size.
    ///
    /// - Parameter dynamicTypeSize: The size the user chose.
    /// - Returns: The point size (the style's ``size`` at `.large`).
    func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        // xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1…AX5.
        let sizes: [CGFloat] =
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            }
        return sizes[dynamicTypeSize.index]
    }

    /// How much a value that scales like this style grows at a Dynamic Type
    /// size: the style's size there over its default size (UIKit's
    /// `UIFontMetrics(forTextStyle:)`, SwiftUI's `ScaledMetric` and
    /// `Font.custom(_:size:relativeTo:)`).
    func scale(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        size(at: dynamicTypeSize) / size
    }
}

extension Font {
    /// The point size at a Dynamic Type size: a text style's from its
    /// curve, a custom font's scaled by the curve of the style it is
    /// relative to (body for `custom(_:size:)`), and fixed sizes as they
    /// are. A size that is not finite counts as 17, a negative one as 0.
    func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let own = size.isFinite ? max(size, 0) : 17
        switch base {
        case .textStyle(let style, _, _): return style.size(at: dynamicTypeSize)
        case .custom(_, _, let style?): return own * style.scale(at: dynamicTypeSize)
        case .system, .custom: return own
        }
    }
}

extension DynamicTypeSize {
    /// The size's place from `.xSmall` (0) to `.accessibility5` (11), the
    /// columns of the text styles' table (without the array `allCases`
    /// makes).
    fileprivate var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }
}
