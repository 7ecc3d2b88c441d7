import AnimationCore
import Foundation

extension Font {
    /// A width of a font that has several: San Francisco's compressed,
    /// condensed, standard and expanded faces.
    ///
    /// Apple does not document the values of the named widths. These are
    /// the font-descriptor width trait's scale (-1 to 1, 0 the regular
    /// width): compressed -0.3, condensed -0.2, standard 0, expanded 0.2.
    /// The headless host has no such faces: it draws the face it has
    /// narrowed or widened by 1 + 1.25 × `value`, which gives the named
    /// widths OpenType's proportions of their classes (`usWidthClass`:
    /// extra-condensed 62.5 %, condensed 75 %, expanded 125 %), and keeps
    /// any value within OpenType's 50 % to 200 % (a value that is not a
    /// number is the standard width).
    public struct Width: Hashable, Sendable {
        /// The width trait's value, 0 for the standard width.
        public var value: CGFloat

        /// A width of a value.
        ///
        /// - Parameter value: The width trait's value (-1 to 1).
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest width: 62.5 % of the standard one here.
        public static let compressed = Width(-0.3)
        /// A narrow width: 75 % of the standard one here.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide width: 125 % of the standard one here.
        public static let expanded = Width(0.2)

        /// How much wider than the standard width text of this width is.
        var horizontalScale: CGFloat {
            guard value.isFinite else { return 1 }
            return min(max(1 + 1.25 * value, 0.5), 2)
        }
    }

    /// The font in a width.
    ///
    /// - Parameter width: The width.
    /// - Returns: The font.
    public func width(_ width: Width) -> Font {
        var font = self
        font.widthOverride = width
        return font
    }
}

extension Text {
    /// The text in a width of its font.
    ///
    /// - Parameter width: The width; `nil` for the font's.
    /// - Returns: The text.
    nonisolated public func fontWidth(_ width: Font.Width?) -> Text { with(TextRunAttributes(width: width)) }
}

extension View {
    /// Text inside in a width of its font.
    ///
    /// - Parameter width: The width; `nil` leaves it as it is.
    /// - Returns: A view whose text is in that width.
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(_TextRunAttributesModifier(attributes: TextRunAttributes(width: width)))
    }
}
