import Foundation

/// A view that overlays its children, aligned in both axes.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack.
    ///
    /// - Parameters:
    ///   - alignment: How children line up; centered by default.
    ///   - content: The children, back to front.
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Lays out its children.
    public var body: Never { neverBody }
}

extension ZStack: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        node.becomeStack(axis: nil, alignment: alignment, spacing: nil)
        node.updateChild(content, in: context)
    }
}

extension ZStack: View {}
