import AnimationCore
import Foundation

/// Insets around the content: `padding`.
@usableFromInline
struct _PaddingLayout: PrimitiveModifier, Equatable {
    var insets: EdgeInsets

    @usableFromInline
    init(insets: EdgeInsets) {
        self.insets = insets
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let layout = node.ownPrimitive { PaddingPrimitive(insets: insets) }
        if layout.insets != insets {
            layout.insets = insets
            node.invalidateLayout()
        }
        node.updateChild(content, in: context)
    }
}

/// The layout of padding: the content is offered the proposal less the
/// insets, and placed inside them.
final class PaddingPrimitive: NodePrimitive, NodeLayout {
    var insets: EdgeInsets

    init(insets: EdgeInsets) {
        self.insets = insets
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let child = layout.sizeOfChildren(of: node, inner(proposal), axis: nil)
        return CGSize(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let inset = CGRect(
            x: rect.minX + insets.leading, y: rect.minY + insets.top,
            width: max(0, rect.width - insets.leading - insets.trailing),
            height: max(0, rect.height - insets.top - insets.bottom))
        layout.placeChildren(of: node, in: inset, proposal: inner(proposal), alignment: .center, axis: nil)
    }

    /// The content's spacing, with the edges it pads made those of a view
    /// of no particular kind (padded text no longer sits at its leading
    /// from the text beside it).
    func spacing(of node: ViewNode, in layout: inout LayoutPass) -> LayoutSpacing {
        layout.spacingOfChildren(of: node).resetting(
            top: insets.top != 0, bottom: insets.bottom != 0, leading: insets.leading != 0, trailing: insets.trailing != 0)
    }

    /// The content's explicit guides, moved by the leading and top insets.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        guard let child = node.soleLayoutChild else { return nil }
        let inner = CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        guard let value = layout.explicitGuide(key, of: child, size: inner) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }
}

extension View {
    /// Adds insets around the view.
    ///
    /// - Parameter insets: The insets.
    /// - Returns: The padded view.
    @inlinable
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(insets: insets))
    }

    /// Adds the same inset on every side.
    ///
    /// - Parameter length: The inset.
    /// - Returns: The padded view.
    nonisolated public func padding(_ length: CGFloat) -> some View {
        padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Adds insets on some edges.
    ///
    /// - Parameters:
    ///   - edges: The edges; all by default.
    ///   - length: The inset; 16 when `nil`.
    /// - Returns: The padded view.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let inset = length ?? 16
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? inset : 0, leading: edges.contains(.leading) ? inset : 0,
                bottom: edges.contains(.bottom) ? inset : 0, trailing: edges.contains(.trailing) ? inset : 0))
    }
}
