import AnimationCore
import Foundation

/// `safeAreaInset`: a view set along one edge of the modified view, which
/// is laid out in what is left, with the bar's extent added to its safe
/// area (content that ignores the safe area reaches under the bar).
struct _SafeAreaInsetModifier<Inset: View>: PrimitiveModifier {
    var edge: Edge
    /// Where the bar sits across the edge: 0 leading or top, 1 trailing or
    /// bottom.
    var alignment: CGFloat
    var spacing: CGFloat
    var inset: Inset

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let layout = node.ownPrimitive { SafeAreaInsetPrimitive(edge: edge, alignment: alignment, spacing: spacing) }
        if layout.edge != edge || layout.alignment != alignment || layout.spacing != spacing {
            layout.edge = edge
            layout.alignment = alignment
            layout.spacing = spacing
            node.invalidateLayout()
        }
        node.updateChildren(
            [
                (AnyHashable(0), _LayoutSlot(content: content, alignment: .center, role: .primary)),
                (AnyHashable(1), _LayoutSlot(content: inset, alignment: .center, role: .secondary))
            ], in: context)
    }
}

/// The node of ``_SafeAreaInsetModifier``.
final class SafeAreaInsetPrimitive: NodePrimitive, NodeLayout {
    /// Passes no guides on (simplification: the content moves with the inset).
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }

    var edge: Edge
    var alignment: CGFloat
    var spacing: CGFloat

    init(edge: Edge, alignment: CGFloat, spacing: CGFloat) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }

    private var vertical: Bool { edge == .top || edge == .bottom }

    private func slots(of node: ViewNode) -> (content: ViewNode?, bar: ViewNode?) {
        var content: ViewNode?, bar: ViewNode?
        for child in node.children where !child.isLeaving {
            if let slot = child.primitive(as: LayoutSlotPrimitive.self), slot.role == .secondary { bar = child } else { content = child }
        }
        return (content, bar)
    }

    /// The bar's size, the extent it takes from the content (with the
    /// spacing), and the content's proposal.
    private func measure(
        _ proposal: ProposedSize, bar: ViewNode?, in layout: inout LayoutPass
    ) -> (bar: CGSize, extent: CGFloat, content: ProposedSize) {
        guard let bar else { return (.zero, 0, proposal) }
        if vertical {
            let size = layout.size(bar, ProposedSize(width: proposal.width, height: nil))
            let extent = size.height + spacing
            return (size, extent, ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - extent) }))
        }
        let size = layout.size(bar, ProposedSize(width: nil, height: proposal.height))
        let extent = size.width + spacing
        return (size, extent, ProposedSize(width: proposal.width.map { max(0, $0 - extent) }, height: proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let (content, bar) = slots(of: node)
        let measured = measure(proposal, bar: bar, in: &layout)
        let inner = content.map { layout.size($0, measured.content) } ?? .zero
        return vertical
            ? CGSize(width: max(inner.width, measured.bar.width), height: inner.height + measured.extent)
            : CGSize(width: inner.width + measured.extent, height: max(inner.height, measured.bar.height))
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let (content, bar) = slots(of: node)
        let measured = measure(proposal, bar: bar, in: &layout)
        let outer = layout.safeArea
        // The bar sits at the edge of the part of the view that is safe.
        let safe = rect.intersection(outer.safe).isNull ? rect : rect.intersection(outer.safe)
        if let bar {
            let size = measured.bar
            let origin: CGPoint
            switch edge {
            case .top: origin = CGPoint(x: rect.minX + (rect.width - size.width) * alignment, y: safe.minY)
            case .bottom: origin = CGPoint(x: rect.minX + (rect.width - size.width) * alignment, y: safe.maxY - size.height)
            case .leading: origin = CGPoint(x: safe.minX, y: rect.minY + (rect.height - size.height) * alignment)
            case .trailing: origin = CGPoint(x: safe.maxX - size.width, y: rect.minY + (rect.height - size.height) * alignment)
            }
            layout.place(
                bar, in: CGRect(origin: origin, size: size),
                proposal: vertical
                    ? ProposedSize(width: proposal.width, height: nil) : ProposedSize(width: nil, height: proposal.height))
        }
        guard let content else { return }
        var added = EdgeInsets()
        switch edge {
        case .top: added.top = measured.extent
        case .bottom: added.bottom = measured.extent
        case .leading: added.leading = measured.extent
        case .trailing: added.trailing = measured.extent
        }
        let region = outer.nested(in: rect, adding: added)
        layout.safeArea = region
        layout.place(content, in: rect.inset(by: added), proposal: measured.content)
        layout.safeArea = outer
    }
}

extension View {
    /// Shows a view above or below this one, and insets this view's safe
    /// area by its height.
    ///
    /// The bar is measured at its ideal height across the view's width and
    /// set at the edge (within the safe area); the view is laid out in the
    /// rest, less `spacing`. Content of the view that ignores the safe area
    /// reaches under the bar.
    ///
    /// - Parameters:
    ///   - edge: The edge the bar sits on.
    ///   - alignment: How the bar aligns across the view; centered by default.
    ///   - spacing: The space between the bar and the view; 8 points (the
    ///     default spacing of stacks) when `nil`: SwiftUI documents only "the
    ///     default amount of spacing".
    ///   - content: The bar.
    /// - Returns: The view.
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            _SafeAreaInsetModifier(
                edge: edge == .top ? .top : .bottom, alignment: alignment.fraction,
                spacing: Self.insetSpacing(spacing), inset: content()))
    }

    /// Shows a view beside this one, and insets this view's safe area by
    /// its width.
    ///
    /// - Parameters:
    ///   - edge: The edge the bar sits on.
    ///   - alignment: How the bar aligns along the edge; centered by default.
    ///   - spacing: The space between the bar and the view; 8 points when `nil`.
    ///   - content: The bar.
    /// - Returns: The view.
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            _SafeAreaInsetModifier(
                edge: edge == .leading ? .leading : .trailing, alignment: alignment.fraction,
                spacing: Self.insetSpacing(spacing), inset: content()))
    }

    /// The spacing of a safe-area inset: 8 when `nil`; a value that is not
    /// finite, or is negative, counts as 0.
    nonisolated static func insetSpacing(_ spacing: CGFloat?) -> CGFloat {
        guard let spacing else { return 8 }
        return spacing.isFinite ? max(0, spacing) : 0
    }
}
