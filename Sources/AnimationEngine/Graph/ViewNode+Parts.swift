import AnimationCore
import AnimationRuntime
import Foundation

/// The keys of a node's children (``ViewNode/children`` holds the nodes,
/// in the same order), and which of them are leaving.
package struct NodeChildKeys {
    /// One key per child.
    var keys: [AnyHashable] = []
    /// Whether the single child is under the default key (no key given):
    /// it then matches without comparing keys.
    var hasDefaultKey = false
    /// How many of the children are leaving (see ``ViewNode/isLeaving``).
    var leavingCount = 0
    /// Whether the keys are identities a view gave (a `ForEach`'s IDs, an
    /// `id(_:)`), which `scrollTo` finds.
    package var areExplicit = false
}

/// What layout keeps on a node between passes.
package struct NodeLayoutCache {
    /// Whether ``sizes`` holds this node's sizes (nothing inside it
    /// changed since they were computed).
    var isValid = false
    /// Sizes per proposal, valid while ``isValid``.
    var sizes: [SizeCacheEntry] = []
    /// The node's size for every proposal, valid while ``isValid``, when
    /// its layout said it takes no account of the proposal (see
    /// ``NodeLayout/sizeIgnoresProposal(of:)``): a fixed frame, or a stack
    /// of such views.
    var fixedSize: CGSize?
    /// The node's spacing preferences (see ``LayoutSpacing``), valid while
    /// ``isValid``. Kept in a box of its own: a `LayoutSpacing` takes 170
    /// bytes, and only the children of stacks with their default spacing
    /// ever compute one, so inline it would make every node (and every
    /// cache line a frame touches) that much larger. The box is made once
    /// and written again in place, so a frame that lays a node out again
    /// allocates nothing.
    var spacing: LayoutSpacing? {
        get { hasSpacing ? spacingBox?.spacing : nil }
        set {
            hasSpacing = newValue != nil
            guard let newValue else { return }
            if isKnownUniquelyReferenced(&spacingBox) {
                spacingBox?.spacing = newValue
            } else {
                spacingBox = LayoutSpacingBox(newValue)
            }
        }
    }
    private var spacingBox: LayoutSpacingBox?
    private var hasSpacing = false
    /// Whether the node must be placed again even where it was.
    package var needsPlacement = true
    /// Where the node was last placed, in host coordinates.
    var frame = CGRect.zero
    /// The proposal the node was last placed with; `nil` while it never
    /// was placed itself (a group's children are placed instead).
    package var placedProposal: ProposedSize?
    /// The children that take part in the node's layout (see
    /// ``ViewNode/layoutChildren``), while valid.
    var layoutChildren: [ViewNode]?
    /// The node's frame as drawn while it animates to a new place (see
    /// ``ViewNode/moveGeometry(from:wasPlaced:transaction:time:)``); `nil`
    /// while it never has.
    var geometry: AnimatedValue<CGRect>?
}

/// A node's cached spacing preferences, out of line (see
/// ``NodeLayoutCache/spacing``).
final class LayoutSpacingBox {
    var spacing: LayoutSpacing

    init(_ spacing: LayoutSpacing) {
        self.spacing = spacing
    }
}

/// Where a node is in its life: new until its first update ends,
/// detached once it has left the tree (then nothing it does reaches the
/// graph). What the node is waiting for lives beside the queues that wait
/// (``NodeUpdateMarks``, ``NodeDisplayMark``).
struct NodeLifecycle {
    /// Whether the node has not finished its first update.
    private(set) var isNew = true
    /// Whether the node has left the tree.
    private(set) var isDetached = false

    /// Notes the end of the node's first update.
    mutating func finishFirstUpdate() { isNew = false }

    /// Notes that the node left the tree (for good).
    mutating func detach() { isDetached = true }
}

/// Where a node's item is in the display list: a range of the builder's
/// flat buffer of paths (see ``DisplayListBuilder``).
struct NodeItemPath {
    var start = 0
    /// No item when 0.
    var count = 0
}
