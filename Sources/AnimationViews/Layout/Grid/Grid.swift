import Foundation

/// A container that arranges its `GridRow`s' views in rows and columns:
/// each column as wide as its widest view, each row as high as its highest
/// (see ``GridLayout`` for the rules).
///
/// ```swift
/// Grid {
///     GridRow { Text("A"); Text("B") }
///     Divider()
///     GridRow { Text("C"); Text("D") }
/// }
/// ```
public struct Grid<Content: View> {
    let layout: GridLayout
    let content: Content

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - alignment: How views line up in their cells; centered by default.
    ///   - horizontalSpacing: The space between columns; 8 when `nil`.
    ///   - verticalSpacing: The space between rows; 8 when `nil`.
    ///   - content: The rows.
    nonisolated public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
}

extension Grid: View {
    /// The rows, arranged by the grid layout.
    public var body: some View {
        layout { content }
    }
}
