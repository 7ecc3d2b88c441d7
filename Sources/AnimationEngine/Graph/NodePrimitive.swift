import AnimationCore
import Foundation

/// The behaviour of the primitive view or modifier that owns a node: one
/// object per node (``ViewNode/primitive``), made on the node's first update
/// and kept while the node lives. It holds the node's typed state too (its
/// animated attributes), so each primitive lives in one file.
///
/// A primitive takes part in the graph through capabilities, each a
/// protocol of its own, the way Compose separates its layout, draw and
/// pointer-input modifier nodes:
/// - ``NodeLayout`` (`NodeLayout.swift`): its size and where its children
///   go. A primitive without it is laid out as its children overlaid
///   (``OverlayLayout``).
/// - ``NodeDrawing`` (`NodeDrawing.swift`): the item it draws and its rare
///   drawing traits (a mask, a hidden subtree, a `zIndex`). A primitive
///   without it draws nothing of its own.
/// - Pointer input is an object of its own, ``PointerTarget``, that the
///   primitive installs on its node (`node.pointer`) and the event registry
///   hit-tests.
///
/// A conformance to a capability is found once, when the primitive's type
/// conforms (``layout`` and ``drawing`` return the primitive itself), so
/// callers never cast.
@MainActor
package protocol NodePrimitive: AnyObject {
    /// The node's layout: the primitive itself when it conforms to
    /// ``NodeLayout``, otherwise ``OverlayLayout/shared``.
    var layout: any NodeLayout { get }

    /// The node's drawing: the primitive itself when it conforms to
    /// ``NodeDrawing``, otherwise `nil` (it draws nothing of its own).
    var drawing: (any NodeDrawing)? { get }

    /// An attribute of the node with `role` showed a new value (a frame of
    /// its animation, or a change without one): by default the node is
    /// redrawn, laid out or re-run, as the role says.
    func attributeDidChange(_ role: AttributeRole, of node: ViewNode)

    /// The node left the graph (see ``ViewNode/detach()``): the primitive
    /// lets go of what it registered with the graph.
    func nodeDidDetach(_ node: ViewNode)
}

extension NodePrimitive {
    package var layout: any NodeLayout { OverlayLayout.shared }

    package var drawing: (any NodeDrawing)? { nil }

    package func attributeDidChange(_ role: AttributeRole, of node: ViewNode) {
        node.invalidate(for: role)
    }

    package func nodeDidDetach(_ node: ViewNode) {}
}

extension NodePrimitive where Self: NodeLayout {
    package var layout: any NodeLayout { self }
}

extension NodePrimitive where Self: NodeDrawing {
    package var drawing: (any NodeDrawing)? { self }
}

/// The primitive of nodes with no layout or drawing of their own: groups,
/// the nodes of views with bodies, and modifiers that change only how their
/// content updates (animation, transaction, environment, events). A parent
/// stack lays out their children as its own.
package final class GroupPrimitive: NodePrimitive, NodeLayout {
    /// The one group primitive every body view and group uses (it keeps no state).
    package static let shared = GroupPrimitive()

    package var isLayoutGroup: Bool { true }
}
