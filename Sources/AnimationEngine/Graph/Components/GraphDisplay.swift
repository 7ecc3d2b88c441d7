import AnimationCore
import Foundation

/// What a view graph shows, kept between frames: the display list's items,
/// the builder that knows where each node's item is, and what changed since
/// the last display list (nodes placed again, nodes whose drawing changed,
/// or the tree's structure, which rebuilds the list).
///
/// The graph holds one (``ViewGraph/display``).
@MainActor
package struct GraphDisplay {
    /// Whether nodes were added, removed or changed primitives since the
    /// display list was last built (then it is built again, not patched).
    var structureChanged = true

    /// Notes that the tree's structure changed (a view shown or hidden, an
    /// order changed): the next display list is built again, not patched.
    package mutating func invalidateStructure() {
        structureChanged = true
    }
    /// Display lists built from scratch so far (for tests: what a frame cost).
    private(set) var builds = 0
    /// Nodes placed by the last layout pass (0 when the last display list
    /// needed no layout).
    var lastLayoutPlacements = 0
    /// Sizes the last layout pass computed (0 when the last display list
    /// needed no layout).
    var lastLayoutSizings = 0
    private var builder = DisplayListBuilder()
    private var items: [DisplayList.Item] = []
    /// Nodes whose items must be redrawn (their drawing changed, not their
    /// layout). Not retained (every animating view passes through here on
    /// every frame): a node that leaves the tree while it waits is kept
    /// alive in ``leftWhileQueued`` until the next display list.
    private var redrawQueue: [Unmanaged<ViewNode>] = []
    /// Nodes that left the tree while waiting in ``redrawQueue`` or
    /// ``placedSinceDisplay`` (or in a layout pass's list of placed nodes).
    private var leftWhileQueued: [ViewNode] = []
    /// Drawing nodes placed by layouts that ran since the last display
    /// list (an update's layout, run early to animate its moves). Not
    /// retained, as ``redrawQueue`` is not: each is marked
    /// (``NodeDisplayMark/placedWaiting``), and one that leaves the tree
    /// while marked is kept in ``leftWhileQueued``.
    private var placedSinceDisplay: [Unmanaged<ViewNode>] = []

    /// Whether no layout placed anything since the last display list.
    var nothingPlaced: Bool { placedSinceDisplay.isEmpty }

    /// Redraws the node's item in the next display list (once, however
    /// often its drawing changes before then).
    mutating func scheduleRedraw(_ node: ViewNode) {
        guard !node.displayMark.redrawScheduled, !node.isDetached else { return }
        node.displayMark.redrawScheduled = true
        redrawQueue.append(Unmanaged.passUnretained(node))
    }

    /// Keeps a node that leaves the tree alive while it waits to be redrawn
    /// or patched where it was placed (the lists do not retain it); the
    /// display list skips it.
    mutating func nodeDidDetach(_ node: ViewNode) {
        if node.displayMark.redrawScheduled || node.displayMark.placedWaiting { leftWhileQueued.append(node) }
    }

    /// Notes the drawing nodes a layout pass placed: their items move in
    /// the next display list.
    mutating func notePlaced(_ nodes: [Unmanaged<ViewNode>]) {
        if placedSinceDisplay.isEmpty {
            placedSinceDisplay = nodes
        } else {
            placedSinceDisplay.append(contentsOf: nodes)
        }
    }

    /// The display list of the tree under `root`: built again after a
    /// change of structure; otherwise the items that moved or resized, and
    /// those whose drawing changed, are drawn again in place.
    mutating func displayList(of root: ViewNode) -> DisplayList {
        if structureChanged {
            structureChanged = false
            builds += 1
            items = builder.build(root)
            for node in placedSinceDisplay { node.borrowed { $0.displayMark.placedWaiting = false } }
            placedSinceDisplay.removeAll(keepingCapacity: true)
            for node in redrawQueue { node.borrowed { $0.displayMark.redrawScheduled = false } }
            redrawQueue.removeAll(keepingCapacity: true)
            leftWhileQueued.removeAll()
            return DisplayList(items: items)
        }
        var drawers: [ViewNode] = []
        // Borrowed, not retained (see ``placedSinceDisplay`` and ``redrawQueue``).
        for placed in placedSinceDisplay {
            placed.borrowed { node in
                node.displayMark.placedWaiting = false
                redraw(node, moved: true, drawers: &drawers)
            }
        }
        placedSinceDisplay.removeAll(keepingCapacity: true)
        for queued in redrawQueue {
            queued.borrowed { node in
                node.displayMark.redrawScheduled = false
                redraw(node, moved: false, drawers: &drawers)
            }
        }
        redrawQueue.removeAll(keepingCapacity: true)
        leftWhileQueued.removeAll()
        for drawer in drawers { builder.patch(drawer, in: &items, moved: false) }
        return DisplayList(items: items)
    }

    /// Draws a node's item again in place (at its new frame when `moved`),
    /// or, for a node drawn by an enclosing item, notes that item's node
    /// once in `drawers`.
    private mutating func redraw(_ node: ViewNode, moved: Bool, drawers: inout [ViewNode]) {
        if node.itemPath.count > 0 {
            builder.patch(node, in: &items, moved: moved)
        } else if let drawer = Self.drawer(of: node), !drawers.contains(where: { $0 === drawer }) {
            drawers.append(drawer)
        }
    }

    /// The node whose item draws a node left out of the list: the nearest
    /// node with an item above a subtree ``DrawingTraits/drawnByEnclosingItem``
    /// (a canvas above its symbols); `nil` for a node simply hidden.
    private static func drawer(of node: ViewNode) -> ViewNode? {
        var current: ViewNode? = node
        while let candidate = current, candidate.primitive.drawing?.traits.contains(.drawnByEnclosingItem) != true {
            current = candidate.parent
        }
        current = current?.parent
        while let candidate = current, candidate.itemPath.count == 0 { current = candidate.parent }
        return current
    }

    /// Adds what is queued to a census.
    func count(into census: inout GraphCensus) {
        census.queued += redrawQueue.count + leftWhileQueued.count
    }
}

/// Whether a node's item waits to be redrawn in the next display list:
/// declared beside the display, which alone schedules and unschedules.
struct NodeDisplayMark {
    /// Whether the node waits in the display's redraw queue.
    fileprivate(set) var redrawScheduled = false
    /// Whether a layout pass placed the node since the last display list:
    /// it waits, unretained, in the pass's or the display's list of placed
    /// nodes. A pass whose nodes are never handed to the display (one that
    /// only sizes) may leave it set: a node that leaves is then kept until
    /// the next display list, which is harmless.
    fileprivate(set) var placedWaiting = false

    /// Notes that a layout pass placed the node and holds it, unretained,
    /// for the display.
    mutating func notePlaced() {
        placedWaiting = true
    }
}
