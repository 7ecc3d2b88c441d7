import Foundation

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack.
    ///
    /// - Parameters:
    ///   - alignment: How children line up horizontally; centered by default.
    ///   - spacing: The space between children; when `nil`, what the two
    ///     children prefer by kind (see ``ViewSpacing``), 8 points between
    ///     views of no particular kind.
    ///   - content: The children.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Lays out its children.
    public var body: Never { neverBody }
}

extension VStack: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        node.becomeStack(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        node.updateChild(content, in: context)
    }
}

extension VStack: View {}
