import AnimationCore
import Foundation

extension Font.TextStyle {
    /// The distance between the baselines of two lines of the style at
    /// the default Dynamic Type size (Large), as Apple's Human Interface
    /// Guidelines publish it ("Typography", the iOS Dynamic Type sizes'
    /// Leading column): body 22 points, footnote 18.
    var publishedLineHeight: CGFloat {
        switch self {
        case .largeTitle: 41
        case .title: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption: 16
        case .caption2: 13
        }
    }
}

extension Font {
    /// What goes between two lines of a text style beyond its face's own
    /// line height, as iOS 26 sets text: its lines are the style's
    /// published line height apart (``Font/TextStyle/publishedLineHeight``;
    /// wrapped body text in iOS 26 renders has baselines 22.00 points
    /// apart, where the face alone gives 20.28), while a single line keeps
    /// the face's height (20.33 points for body, as measured). Negative
    /// when the published height is less than the face's (caption 2).
    ///
    /// At other Dynamic Type sizes the gap scales with the style's size (a
    /// choice: the guidelines' tables at those sizes round to whole
    /// points). Fonts of a fixed size, and custom fonts, add none.
    ///
    /// - Parameters:
    ///   - faceLineHeight: The face's ascent, descent and line gap, in ems.
    ///   - dynamicTypeSize: The size the user chose.
    /// - Returns: Points.
    func interlineGap(faceLineHeight: CGFloat, at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        guard case .textStyle(let style, _, _) = base else { return 0 }
        let gap = style.publishedLineHeight - faceLineHeight * style.size
        return gap * style.scale(at: dynamicTypeSize)
    }
}
