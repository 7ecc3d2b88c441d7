import Foundation

/// The space a view prefers between itself and its neighbours in a stack
/// whose spacing is `nil` (above and below it by kind of neighbour, beside
/// it plain values): SwiftUI's spacing preferences (`ViewSpacing`), as
/// SwiftUI sets them for text, symbol images, stacks and other views.
///
/// Each edge holds values of three categories; the space between two views
/// is the largest sum (or, for text beside text, the lower text's leading)
/// over the categories both facing edges hold; when they share none, the
/// larger of the edges' plain values (SwiftUI's values of no category: an
/// empty stack's and `ViewSpacing.zero`'s 0), and the stack's default (8
/// points) when neither has one:
/// - text to text: text carries its font's metrics (two texts are its
///   leading apart, rounded up to whole pixels: body text 1.71 points,
///   2 at 3x); a symbol image carries 0 (text beside a symbol touches it);
/// - an edge above text: a view's bottom carries 0, text's top its
///   default line spacing less its ascent;
/// - an edge below text: a view's top carries 0, text's bottom the larger
///   of its default line spacing less its cap height and its text spacing
///   plus its descent.
///
/// The default line spacing is the font's line height (ascent plus
/// descent) plus its text spacing, a tenth of the line height rounded up
/// to whole pixels. Source: SwiftUI's spacing as OpenSwiftUI
/// (github.com/OpenSwiftUIProject/OpenSwiftUI, `Spacing.swift` and
/// `Text+Spacing.swift`, audited against iOS 18) describes it; the
/// distance between a symbol image and the text below it is measured in
/// a public render (see `StackSpacingTests`).
///
/// The leading and trailing edges hold only plain values (SwiftUI's
/// categories for left and right edges are those of vertical text, which
/// this package does not lay out): an `HStack` puts 8 points between any
/// two views but those with plain values.
///
/// Differences from SwiftUI, chosen: the text-baseline category is left out (its
/// sums are the negated heights of the two views, never the largest when
/// both are text or symbols); a symbol image prefers no space of its kind
/// beside other views (8 points), where SwiftUI uses the symbol's
/// baseline offset.
package struct LayoutSpacing: Equatable, Sendable {
    /// What an edge carries in the text-to-text category.
    package enum TextToText: Equatable, Sendable {
        /// A fixed distance (a symbol image: 0).
        case distance(CGFloat)
        /// Text: the font's leading (what goes between its lines beyond
        /// their height) and the length of a pixel.
        case text(leading: CGFloat, pixelLength: CGFloat)
    }

    /// The values one edge carries, by category; `nil` for a category it
    /// does not.
    package struct EdgeValues: Equatable, Sendable {
        /// The text-to-text category's value.
        package var textToText: TextToText?
        /// The value for an edge above text (a view's bottom: 0; text's
        /// top: its line spacing less its ascent).
        package var edgeAboveText: CGFloat?
        /// The value for an edge below text (a view's top: 0; text's
        /// bottom: see ``LayoutSpacing``).
        package var edgeBelowText: CGFloat?
        /// The value of no category: what the edge prefers beside a view
        /// with which it shares no category.
        package var plain: CGFloat?

        /// Values of the categories given.
        package init(
            textToText: TextToText? = nil, edgeAboveText: CGFloat? = nil, edgeBelowText: CGFloat? = nil, plain: CGFloat? = nil
        ) {
            self.textToText = textToText
            self.edgeAboveText = edgeAboveText
            self.edgeBelowText = edgeBelowText
            self.plain = plain
        }
    }

    /// The top edge's values.
    package var top: EdgeValues
    /// The bottom edge's values.
    package var bottom: EdgeValues
    /// The leading edge's plain value (`nil`: none).
    package var leading: CGFloat?
    /// The trailing edge's plain value (`nil`: none).
    package var trailing: CGFloat?

    /// Values for the top and bottom edges, and plain values for the
    /// leading and trailing ones.
    package init(top: EdgeValues, bottom: EdgeValues, leading: CGFloat? = nil, trailing: CGFloat? = nil) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    /// A view of no particular kind (a shape, a color, a control, padded
    /// content): 0 above text and below text, so that text's own values
    /// decide, and the default between two such views.
    package static let standard = LayoutSpacing(top: EdgeValues(edgeBelowText: 0), bottom: EdgeValues(edgeAboveText: 0))

    /// No space on any edge (an empty stack, SwiftUI's `ViewSpacing.zero`):
    /// plain values of 0, so that the view touches a neighbour with which
    /// it shares no category.
    package static let zero = LayoutSpacing(top: EdgeValues(plain: 0), bottom: EdgeValues(plain: 0), leading: 0, trailing: 0)

    /// Nothing on any edge (an empty `ZStack`): the stack's default beside
    /// any view.
    package static let empty = LayoutSpacing(top: EdgeValues(), bottom: EdgeValues())

    /// The distance between a view with these preferences and the view
    /// below it; `nil` when their facing edges share no category and
    /// neither has a plain value (the stack's default applies).
    package func distance(toViewBelow below: LayoutSpacing) -> CGFloat? {
        var best: CGFloat?
        func consider(_ value: CGFloat) {
            guard value.isFinite else { return }
            best = max(best ?? value, value)
        }
        if let upper = bottom.textToText, let lower = below.top.textToText {
            switch (upper, lower) {
            case (.distance(let a), .distance(let b)): consider(a + b)
            case (.distance(let a), .text): consider(a)
            case (.text, .distance(let b)): consider(b)
            case (.text(_, let pixel), .text(let leading, _)): consider(Self.roundedUp(leading, toPixel: pixel))
            }
        }
        if let a = bottom.edgeAboveText, let b = below.top.edgeAboveText { consider(a + b) }
        if let a = bottom.edgeBelowText, let b = below.top.edgeBelowText { consider(a + b) }
        return best ?? Self.larger(bottom.plain, below.top.plain)
    }

    /// The distance between a view with these preferences and the view
    /// after it along a horizontal stack: the larger of the facing edges'
    /// plain values; `nil` when neither has one (the stack's default
    /// applies).
    package func distance(toViewAfter next: LayoutSpacing) -> CGFloat? {
        Self.larger(trailing, next.leading)
    }

    /// These preferences merged with another's on the edges given (a
    /// container's, from its children's): each category the larger of the
    /// two values.
    package func union(
        _ other: LayoutSpacing, top mergesTop: Bool = true, bottom mergesBottom: Bool = true,
        leading mergesLeading: Bool = true, trailing mergesTrailing: Bool = true
    ) -> LayoutSpacing {
        var result = self
        if mergesTop { result.top = Self.merge(top, other.top) }
        if mergesBottom { result.bottom = Self.merge(bottom, other.bottom) }
        if mergesLeading { result.leading = Self.larger(leading, other.leading) }
        if mergesTrailing { result.trailing = Self.larger(trailing, other.trailing) }
        return result
    }

    /// These preferences with the edges given made those of a view of no
    /// particular kind (padding there).
    package func resetting(
        top resetsTop: Bool, bottom resetsBottom: Bool, leading resetsLeading: Bool = false, trailing resetsTrailing: Bool = false
    ) -> LayoutSpacing {
        LayoutSpacing(
            top: resetsTop ? Self.standard.top : top, bottom: resetsBottom ? Self.standard.bottom : bottom,
            leading: resetsLeading ? nil : leading, trailing: resetsTrailing ? nil : trailing)
    }

    /// `value` rounded up to a whole number of pixels of `pixel` points
    /// (unchanged when the pixel length is not a positive finite number).
    package static func roundedUp(_ value: CGFloat, toPixel pixel: CGFloat) -> CGFloat {
        guard pixel > 0, pixel.isFinite, value.isFinite else { return value }
        return ((value / pixel) - 1e-9).rounded(.up) * pixel
    }

    private static func merge(_ a: EdgeValues, _ b: EdgeValues) -> EdgeValues {
        EdgeValues(
            textToText: larger(a.textToText, b.textToText),
            edgeAboveText: larger(a.edgeAboveText, b.edgeAboveText),
            edgeBelowText: larger(a.edgeBelowText, b.edgeBelowText), plain: larger(a.plain, b.plain))
    }

    private static func larger(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
        guard let a else { return b }
        guard let b else { return a }
        return max(a, b)
    }

    /// A text's value over a distance; of two texts the larger leading.
    private static func larger(_ a: TextToText?, _ b: TextToText?) -> TextToText? {
        guard let a else { return b }
        guard let b else { return a }
        switch (a, b) {
        case (.distance(let x), .distance(let y)): return .distance(max(x, y))
        case (.distance, .text): return b
        case (.text, .distance): return a
        case (.text(let x, _), .text(let y, _)): return x >= y ? a : b
        }
    }
}
