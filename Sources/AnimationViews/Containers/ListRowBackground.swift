import AnimationCore
import Foundation

/// A view behind a list row, filling the row's cell: what
/// `listRowBackground(_:)` adds.
@usableFromInline
struct _ListRowBackgroundModifier<Background: View>: PrimitiveModifier {
    let background: Background?

    @usableFromInline
    init(background: Background?) {
        self.background = background
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        _ = node.ownPrimitive { ListRowBackgroundPrimitive() }
        // Outside a list the modifier does nothing, as in SwiftUI.
        let inList = node.nearestAncestor(ListRowsPrimitive.self) != nil
        if let background, inList {
            node.updateChildren(
                [
                    (AnyHashable(1), _LayoutSlot(content: background, alignment: .center, role: .secondary)),
                    (AnyHashable(0), _LayoutSlot(content: content, alignment: .center, role: .primary))
                ], in: context)
        } else {
            node.updateChildren([(AnyHashable(0), _LayoutSlot(content: content, alignment: .center, role: .primary))], in: context)
        }
    }
}

/// The node of a row background: the row's size; the background placed in
/// the cell the list gives it (``cell``) before it places the row.
final class ListRowBackgroundPrimitive: NodePrimitive, NodeLayout {
    /// The row's cell, in host coordinates, as the list last placed it.
    var cell: CGRect?

    private func slots(of node: ViewNode) -> (primary: ViewNode?, background: ViewNode?) {
        let slots = node.layoutSlots
        return (slots.primary, slots.secondary)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        guard let primary = slots(of: node).primary else { return .zero }
        return layout.size(primary, proposal, axis: axis)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let (primary, background) = slots(of: node)
        if let background {
            let cell = self.cell ?? rect
            let offer = ProposedSize(width: cell.width, height: cell.height)
            _ = layout.size(background, offer)
            layout.place(background, in: cell, proposal: offer)
        }
        if let primary { layout.place(primary, in: rect, proposal: proposal, axis: axis) }
    }

    /// The row's guides.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        guard let primary = slots(of: node).primary else { return nil }
        return layout.explicitGuide(key, of: primary, size: size)
    }
}

extension View {
    /// Places a view behind the row in a list, filling the row's cell (the
    /// card's width and the row's height) in place of the card's color.
    /// Outside a list it does nothing.
    ///
    /// - Parameter view: The view behind the row; `nil` for none.
    /// - Returns: The row.
    @inlinable
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view))
    }
}
