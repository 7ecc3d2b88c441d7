import AnimationCore
import Foundation

/// The content at its ideal size on some axes: `fixedSize`.
@usableFromInline
struct _FixedSizeLayout: PrimitiveModifier, Equatable {
    var horizontal: Bool
    var vertical: Bool

    @usableFromInline
    init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let layout = node.ownPrimitive { FixedSizePrimitive(horizontal: horizontal, vertical: vertical) }
        if layout.horizontal != horizontal || layout.vertical != vertical {
            layout.horizontal = horizontal
            layout.vertical = vertical
            node.invalidateLayout()
        }
        node.updateChild(content, in: context)
    }
}

/// The layout of `fixedSize`: on a fixed axis the content is proposed
/// nothing (`nil`, its ideal size), whatever the parent proposes; the view
/// is the content's size, and the content is centered in the place the
/// parent gives it.
final class FixedSizePrimitive: NodePrimitive, NodeLayout {
    var horizontal: Bool
    var vertical: Bool

    init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        layout.sizeOfChildren(of: node, inner(proposal), axis: nil)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        layout.placeChildren(of: node, in: rect, proposal: inner(proposal), alignment: .center, axis: nil)
    }
}

extension View {
    /// Fixes the view at its ideal size on both axes.
    ///
    /// - Returns: The view, at its ideal size.
    nonisolated public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes the view at its ideal size on some axes: text that would wrap
    /// or truncate takes its full width, a flexible view its ideal length.
    ///
    /// - Parameters:
    ///   - horizontal: Whether the width is the ideal one.
    ///   - vertical: Whether the height is the ideal one.
    /// - Returns: The view.
    @inlinable
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
