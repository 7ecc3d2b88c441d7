import AnimationCore
import AnimationRuntime
import Foundation

/// Places the content's center at a point: `position`.
@usableFromInline
struct _PositionLayout: PrimitiveModifier, Equatable {
    var position: CGPoint

    @usableFromInline
    init(position: CGPoint) {
        self.position = position
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let layout = node.ownPrimitive {
            PositionPrimitive(position: node.makeAttribute("position", initial: position, role: .layout))
        }
        node.animate(layout.position, to: position, in: context)
        node.updateChild(content, in: context)
    }
}

/// The layout of `position`: the node takes all the space offered, and its
/// content's center is at the (animated) point of that space.
final class PositionPrimitive: NodePrimitive, NodeLayout {
    /// A positioned view passes no guides on (it takes all the space offered).
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }

    let position: AnimatedValue<CGPoint>

    init(position: AnimatedValue<CGPoint>) {
        self.position = position
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let child = layout.sizeOfChildren(of: node, proposal, axis: nil)
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let size = layout.sizeOfChildren(of: node, proposal, axis: nil)
        let center = position.presentation
        layout.placeChildren(
            of: node,
            in: CGRect(
                x: rect.minX + center.x - size.width / 2, y: rect.minY + center.y - size.height / 2,
                width: size.width, height: size.height),
            proposal: proposal, alignment: .center, axis: nil)
    }
}

extension View {
    /// Places the view's center at a point of its parent's space; the view
    /// takes all the space it is offered.
    ///
    /// - Parameter position: The point.
    /// - Returns: The placed view.
    @inlinable
    nonisolated public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }

    /// Places the view's center at a point of its parent's space.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    /// - Returns: The placed view.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
