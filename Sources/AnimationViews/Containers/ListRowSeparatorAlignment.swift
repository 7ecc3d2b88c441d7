import Foundation

extension HorizontalAlignment {
    /// Where the separator under a list row starts: by default the row's
    /// leading edge (inside its insets). Set it with `alignmentGuide(_:)` on
    /// the row's content to start the line under a part of the row.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// Where the separator under a list row ends: by default the card's
    /// trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)

    private enum ListRowSeparatorLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    private enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
    }
}
