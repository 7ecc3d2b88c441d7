import Foundation

/// A view that arranges its children in a horizontal line.
///
/// Layout follows SwiftUI's rule: the least flexible children are sized
/// first, each offered an equal share of the width that is left.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack.
    ///
    /// - Parameters:
    ///   - alignment: How children line up vertically; centered by default.
    ///   - spacing: The space between children; when `nil`, 8 points
    ///     (SwiftUI's spacing between horizontal neighbours of any kind),
    ///     but none beside an empty stack (see ``ViewSpacing/zero``).
    ///   - content: The children.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Lays out its children.
    public var body: Never { neverBody }
}

extension HStack: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        node.becomeStack(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        node.updateChild(content, in: context)
    }
}

extension HStack: View {}
