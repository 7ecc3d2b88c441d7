import Foundation

/// A grid that flows its views into columns, row by row (see
/// `LazyGridLayout` for the rules; nothing here is lazy: every view is
/// built).
public struct LazyVGrid<Content: View> {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - columns: The columns.
    ///   - alignment: How views line up horizontally in their cells;
    ///     centered by default.
    ///   - spacing: The space between rows; 8 when `nil`.
    ///   - pinnedViews: Section headers or footers to pin while scrolling.
    ///     Sections do not pin here (a difference from SwiftUI).
    ///   - content: The views.
    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }
}

extension LazyVGrid: View {
    /// The views in their cells.
    public var body: some View {
        layout { content }
    }
}

/// A grid that flows its views into rows, column by column (see
/// `LazyGridLayout`; nothing here is lazy).
public struct LazyHGrid<Content: View> {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - rows: The rows.
    ///   - alignment: How views line up vertically in their cells;
    ///     centered by default.
    ///   - spacing: The space between columns; 8 when `nil`.
    ///   - pinnedViews: Section headers or footers to pin while scrolling.
    ///     Sections do not pin here (a difference from SwiftUI).
    ///   - content: The views.
    nonisolated public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }
}

extension LazyHGrid: View {
    /// The views in their cells.
    public var body: some View {
        layout { content }
    }
}
