import Foundation

/// A view that arranges its children in a horizontal line.
///
/// Layout follows SwiftUI's rule: the least flexible children are sized
/// first, each offered an equal share of the width that is left.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack.
    ///
    /// - Parameters:
    ///   - alignment: How children line up vertically; centered by default.
    ///   - spacing: The space between children; 8 when `nil`.
    ///   - content: The children.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Lays out its children.
    public var body: Never { neverBody }
}

extension HStack: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .stack(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        node.updateChild(content, in: context)
    }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack.
    ///
    /// - Parameters:
    ///   - alignment: How children line up horizontally; centered by default.
    ///   - spacing: The space between children; 8 when `nil`.
    ///   - content: The children.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Lays out its children.
    public var body: Never { neverBody }
}

extension VStack: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .stack(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        node.updateChild(content, in: context)
    }
}

/// A view that overlays its children, aligned in both axes.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack.
    ///
    /// - Parameters:
    ///   - alignment: How children line up; centered by default.
    ///   - content: The children, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Lays out its children.
    public var body: Never { neverBody }
}

extension ZStack: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .stack(axis: nil, alignment: alignment, spacing: nil)
        node.updateChild(content, in: context)
    }
}
