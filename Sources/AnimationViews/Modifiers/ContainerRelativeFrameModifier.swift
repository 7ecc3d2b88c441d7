import AnimationCore
import Foundation

/// `containerRelativeFrame`: a frame sized by the view's container on some
/// axes — the nearest scroll view's viewport, else the host's size — and
/// the content's proposal on the others.
struct _ContainerRelativeFrameModifier: PrimitiveModifier {
    var axes: Axis.Set
    var alignment: Alignment
    var length: @MainActor (CGFloat, Axis) -> CGFloat

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let layout = node.ownPrimitive { ContainerRelativeFramePrimitive() }
        layout.axes = axes
        layout.alignment = alignment
        layout.length = length
        node.invalidateLayout()
        node.updateChild(content, in: context)
    }
}

/// The layout of a container-relative frame.
final class ContainerRelativeFramePrimitive: NodePrimitive, NodeLayout {
    var axes: Axis.Set = []
    var alignment = Alignment.center
    var length: @MainActor (CGFloat, Axis) -> CGFloat = { value, _ in value }

    /// The container's size: the nearest scroll view's viewport less its
    /// content margins, else the host's size (a dimension not known counts
    /// as the proposal's).
    private func container(of node: ViewNode, proposal: ProposedSize) -> ProposedSize {
        if let scroll = node.nearestAncestor(ScrollPrimitive.self)?.primitive {
            return scroll.containerSize
        }
        let size = node.graph.layoutState.size
        return ProposedSize(width: size?.width ?? proposal.width, height: size?.height ?? proposal.height)
    }

    private func proposal(for node: ViewNode, _ proposal: ProposedSize) -> ProposedSize {
        let container = container(of: node, proposal: proposal)
        func resolved(_ value: CGFloat?, _ axis: Axis) -> CGFloat? {
            guard let value else { return nil }
            let length = self.length(value, axis)
            return length.isFinite ? max(length, 0) : value
        }
        return ProposedSize(
            width: axes.contains(.horizontal) ? resolved(container.width, .horizontal) ?? proposal.width : proposal.width,
            height: axes.contains(.vertical) ? resolved(container.height, .vertical) ?? proposal.height : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let inner = self.proposal(for: node, proposal)
        let child = layout.sizeOfChildren(of: node, inner, axis: nil)
        return CGSize(
            width: axes.contains(.horizontal) ? inner.width ?? child.width : child.width,
            height: axes.contains(.vertical) ? inner.height ?? child.height : child.height)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let inner = self.proposal(for: node, proposal)
        let size = layout.sizeOfChildren(of: node, inner, axis: nil)
        layout.placeChildren(
            of: node, in: layout.aligned(size, of: node.soleLayoutChild, in: rect, alignment: alignment),
            proposal: inner, alignment: .center, axis: nil)
    }
}

extension View {
    /// Sizes the view on some axes by its container: the nearest scroll
    /// view's viewport, else the host's size.
    ///
    /// - Parameters:
    ///   - axes: The axes.
    ///   - alignment: Where the content sits in the frame.
    /// - Returns: The view.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { value, _ in value }))
    }

    /// Sizes the view to a share of its container: the container's length,
    /// less `spacing` between `count` columns, divided by `count`, times
    /// `span` (plus the spacing the span crosses).
    ///
    /// - Parameters:
    ///   - axes: The axes.
    ///   - count: The columns (at least 1).
    ///   - span: The columns the view spans (at least 1).
    ///   - spacing: The space between columns.
    ///   - alignment: Where the content sits.
    /// - Returns: The view.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = max(count, 1), span = min(max(span, 1), count)
        let spacing = spacing.isFinite ? max(spacing, 0) : 0
        return modifier(
            _ContainerRelativeFrameModifier(
                axes: axes, alignment: alignment,
                length: { value, _ in
                    let column = (value - spacing * CGFloat(count - 1)) / CGFloat(count)
                    return max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
                }))
    }

    /// Sizes the view by a function of its container's length on each axis.
    ///
    /// - Parameters:
    ///   - axes: The axes.
    ///   - alignment: Where the content sits.
    ///   - length: The length for the container's length and an axis.
    /// - Returns: The view.
    @preconcurrency nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping @MainActor (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
