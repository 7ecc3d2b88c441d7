import AnimationCore
import Foundation

/// The layout capability of a primitive (see ``NodePrimitive``): how big
/// its node is for a proposal and where its children go.
///
/// The defaults are those of a node that only passes layout through to its
/// children: sized as its children overlaid (one child: as that child), each
/// child placed in the node's rectangle.
@MainActor
package protocol NodeLayout: AnyObject {
    /// Whether a parent stack lays the node's children out as its own
    /// children (groups, bodies, and modifiers that change no layout),
    /// instead of laying the node out as one child.
    var isLayoutGroup: Bool { get }

    /// The node's size for a proposal.
    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize

    /// Places the node's children, once the node is placed in `rect`.
    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass)

    /// The node's explicit value of an alignment guide at a size, in its
    /// own coordinates, or `nil` (see `AlignmentGuides.swift`). By default,
    /// a node with one child placed in its own rectangle passes the child's
    /// on.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat?

    /// Whether the size ``sizeThatFits(_:of:axis:in:)`` just returned is
    /// the node's size for every proposal and axis, until its layout is
    /// invalid: then the pass keeps one size for the node instead of one
    /// per proposal, and stacks around it stop asking again. `false` by
    /// default; a fixed frame and layouts of such views say `true`.
    func sizeIgnoresProposal(of node: ViewNode) -> Bool

    /// The space the node prefers above and below it in a vertical stack
    /// whose spacing is `nil` (see ``LayoutSpacing``). By default: a node
    /// without children is of no particular kind, one with one child
    /// prefers what its child does, and children overlaid their union.
    func spacing(of node: ViewNode, in layout: inout LayoutPass) -> LayoutSpacing
}

extension NodeLayout {
    package var isLayoutGroup: Bool { false }

    package func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        layout.sizeOfChildren(of: node, proposal, axis: axis)
    }

    package func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        layout.placeChildren(of: node, in: rect, proposal: proposal, alignment: .center, axis: axis)
    }

    package func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        let children = node.layoutChildren
        guard children.count == 1 else { return nil }
        return layout.explicitGuide(key, of: children[0], size: size)
    }

    package func sizeIgnoresProposal(of node: ViewNode) -> Bool { false }

    package func spacing(of node: ViewNode, in layout: inout LayoutPass) -> LayoutSpacing {
        layout.spacingOfChildren(of: node)
    }
}

/// The layout of a primitive with none of its own (an effect, an event
/// modifier): its children overlaid in its rectangle.
package final class OverlayLayout: NodeLayout {
    /// The one overlay layout every node without a layout of its own uses (it keeps no state).
    package static let shared = OverlayLayout()

    /// Children overlaid take no account of the proposal when none of
    /// them does.
    package func sizeIgnoresProposal(of node: ViewNode) -> Bool {
        LayoutPass.sizesIgnoreProposals(node.layoutChildren)
    }
}
