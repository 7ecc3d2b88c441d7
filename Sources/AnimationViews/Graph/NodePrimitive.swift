import AnimationCore
import Foundation

/// What a node does in layout and drawing: the behaviour of the primitive
/// view or modifier that owns the node, one object per node
/// (``ViewNode/primitive``), made on the node's first update and kept while
/// the node lives. It holds the node's typed state too (its animated
/// attributes), so each primitive lives in one file.
///
/// The defaults are those of a node that only passes layout and drawing
/// through to its children: sized as its children overlaid (one child: as
/// that child), each child placed in the node's rectangle, no item of its
/// own.
@MainActor
protocol NodePrimitive: AnyObject {
    /// Whether a parent stack lays the node's children out as its own
    /// children (groups, bodies, and modifiers that change no layout),
    /// instead of laying the node out as one child.
    var isLayoutGroup: Bool { get }

    /// The node's size for a proposal.
    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize

    /// Places the node's children, once the node is placed in `rect`.
    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass)

    /// An attribute of the node with `role` showed a new value (a frame of
    /// its animation, or a change without one): by default the node is
    /// redrawn, laid out or re-run, as the role says.
    func attributeDidChange(_ role: AttributeRole, of node: ViewNode)

    /// The node's explicit value of an alignment guide at a size, in its
    /// own coordinates, or `nil` (see `AlignmentGuides.swift`). By default,
    /// a node with one child placed in its own rectangle passes the child's
    /// on.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat?

    /// Whether the node draws an item of its own (content, effects, a tap
    /// target) that holds its children's items.
    var drawsItem: Bool { get }

    /// Sets what the node's item shows from the node's presentation values:
    /// its content, transform, opacity, shadow, blur or tap target. The
    /// item's frame is the node's rectangle; its children are already there
    /// and are left alone. Called when the display list is built and again
    /// whenever a drawing attribute of the node changes.
    func draw(_ item: inout DisplayList.Item, of node: ViewNode)

    /// The node left the graph (see ``ViewNode/detach()``): the primitive
    /// lets go of what it registered with the graph.
    func nodeDidDetach(_ node: ViewNode)

    /// Whether the node's items (and its children's) go into the mask of
    /// the nearest enclosing item instead of its children (`mask`).
    var drawsIntoMask: Bool { get }

    /// The node's place in the drawing order among its siblings (`zIndex`;
    /// 0 by default).
    var zIndex: Double { get }

    /// Whether the node and everything inside it are left out of the
    /// display list (an option `ViewThatFits` did not choose); `false` by
    /// default. A change must set ``GraphDisplay/structureChanged``.
    var hidesSubtree: Bool { get }
}

extension NodePrimitive {
    var isLayoutGroup: Bool { false }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        layout.sizeOfChildren(of: node, proposal, axis: axis)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        layout.placeChildren(of: node, in: rect, proposal: proposal, alignment: .center, axis: axis)
    }

    func attributeDidChange(_ role: AttributeRole, of node: ViewNode) {
        node.invalidate(for: role)
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        let children = node.layoutChildren
        guard children.count == 1 else { return nil }
        return layout.explicitGuide(key, of: children[0], size: size)
    }

    var drawsItem: Bool { false }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {}

    func nodeDidDetach(_ node: ViewNode) {}

    var drawsIntoMask: Bool { false }

    var zIndex: Double { 0 }

    var hidesSubtree: Bool { false }
}

/// The primitive of nodes with no layout or drawing of their own: groups,
/// the nodes of views with bodies, and modifiers that change only how their
/// content updates (animation, transaction, environment, events). A parent
/// stack lays out their children as its own.
final class GroupPrimitive: NodePrimitive {
    static let shared = GroupPrimitive()

    var isLayoutGroup: Bool { true }
}
