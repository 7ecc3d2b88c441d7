import Foundation

/// A vertical stack for long content, as `VStack` lays it out.
///
/// Difference from SwiftUI: nothing is lazy; every view is built and laid
/// out, whether or not a scroll view shows it.
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates the stack.
    ///
    /// - Parameters:
    ///   - alignment: How children line up horizontally.
    ///   - spacing: The space between children; when `nil`, what the two
    ///     children prefer by kind (see ``ViewSpacing``), 8 points between
    ///     views of no particular kind.
    ///   - pinnedViews: Section headers or footers to pin while scrolling
    ///     (sections do not pin here).
    ///   - content: The children.
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVStack: View {
    /// The children in a column.
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// A horizontal stack for long content, as `HStack` lays it out (nothing
/// here is lazy: see ``LazyVStack``).
public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates the stack.
    ///
    /// - Parameters:
    ///   - alignment: How children line up vertically.
    ///   - spacing: The space between children; 8 when `nil` (see
    ///     `HStack`).
    ///   - pinnedViews: Section headers or footers to pin while scrolling
    ///     (sections do not pin here).
    ///   - content: The children.
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHStack: View {
    /// The children in a row.
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}
