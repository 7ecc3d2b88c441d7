import AnimationCore
import AnimationRuntime
import Foundation

/// A size proposed to a view: `nil` asks for its ideal size.
package struct ProposedSize: Hashable {
    /// The proposed width; `nil` asks for the ideal width.
    package var width: CGFloat?
    /// The proposed height; `nil` asks for the ideal height.
    package var height: CGFloat?

    /// A proposal of a width and a height; `nil` for an ideal dimension.
    package init(width: CGFloat? = nil, height: CGFloat? = nil) {
        self.width = width
        self.height = height
    }
}

/// One layout pass over the node tree: sizes nodes (through each node's
/// ``NodePrimitive``) and places them, recording each node's rectangle.
///
/// Sizes are cached in the nodes across passes, per proposal, until a node
/// or something inside it changes (``ViewNode/invalidateLayout()``); a node
/// whose layout is still valid and that is placed where it was is skipped
/// with everything inside it. So a pass costs what changed.
///
/// SwiftUI's rules, where the views here need them:
/// - shapes and colors take the size they are offered (10 × 10 when asked
///   for their ideal size); text is measured and wrapped by `TextLayout`;
///   images have placeholder sizes (resizable ones take their offer);
/// - stacks size their least flexible children first, each offered an equal
///   share of what is left, with the space the children prefer between
///   them by default (``LayoutSpacing``);
/// - several views outside a stack overlay each other, centered, like a
///   `ZStack` (simplification);
/// - `frame` fixes dimensions (a flexible frame clamps its offer), `padding`
///   insets, `position` places a center and takes all the space offered,
///   `aspectRatio` offers a size of its ratio, `background` and `overlay`
///   offer their view the modified view's size; effects do not change
///   layout.
///
/// A pass that runs for changes made in a transaction with an animation
/// (views inserted, removed or moved) animates the items that move to their
/// new frames (``ViewNode/moveGeometry(from:wasPlaced:transaction:time:)``).
@MainActor
package struct LayoutPass {
    /// The transaction of the changes the pass lays out, if they animate.
    let transaction: Transaction?
    /// The graph's time.
    let time: TimeInterval
    /// The safe area of the views being placed (see ``SafeAreaRegion``):
    /// set for the root, changed by the safe-area modifiers for the views
    /// inside them while they are placed.
    package var safeArea = SafeAreaRegion.unbounded
    /// Whether every node is placed again, even where nothing changed (the
    /// host's safe area changed, which no node's cache knows about).
    var forcePlacement = false
    /// The geometry readers this pass placed with new geometry: their
    /// content is built again, and laid out in another pass.
    package var geometryChanged: [ViewNode] = []
    /// Pixels per point that placed frames are rounded to (the root
    /// environment's `displayScale`); 0 places frames as computed.
    var pixelScale: CGFloat = 0

    /// The nodes placed in this pass that draw an item (their items'
    /// frames changed). Not retained (a retain here and a release when the
    /// display is done cost two atomic operations per placed view): each is
    /// marked, and the display keeps alive a marked node that leaves the
    /// tree (see ``GraphDisplay``).
    private(set) var placedDrawingNodes: [Unmanaged<ViewNode>] = []
    /// How many nodes this pass placed.
    private(set) var placedCount = 0
    /// How many sizes this pass computed (sizes found in the nodes' caches
    /// not counted).
    private(set) var sizedCount = 0

    // MARK: Sizing

    /// The node's size for a proposal (and the axis of the stack that asks,
    /// which spacers need).
    package mutating func size(_ node: ViewNode, _ proposal: ProposedSize, axis: Axis? = nil) -> CGSize {
        if node.layoutCache.isValid {
            if let fixed = node.layoutCache.fixedSize { return fixed }
            for entry in node.layoutCache.sizes where entry.proposal == proposal && entry.axis == axis {
                return entry.size
            }
        } else {
            node.layoutCache.sizes.removeAll(keepingCapacity: true)
            node.layoutCache.fixedSize = nil
            node.layoutCache.spacing = nil
            node.layoutCache.isValid = true
        }
        sizedCount += 1
        let layout = node.primitive.layout
        let size = layout.sizeThatFits(proposal, of: node, axis: axis, in: &self)
        if layout.sizeIgnoresProposal(of: node) {
            node.layoutCache.fixedSize = size
        } else {
            node.layoutCache.sizes.append(SizeCacheEntry(proposal: proposal, axis: axis, size: size))
        }
        return size
    }

    /// Whether each of the nodes has a size that takes no account of the
    /// proposal (all sized in this pass or before, and still valid).
    static func sizesIgnoreProposals(_ nodes: [ViewNode]) -> Bool {
        for node in nodes where !node.layoutCache.isValid || node.layoutCache.fixedSize == nil { return false }
        return true
    }

    /// The size of a node that lays out its children as one: its single
    /// child's, or its children overlaid.
    package mutating func sizeOfChildren(of node: ViewNode, _ proposal: ProposedSize, axis: Axis?) -> CGSize {
        let children = node.layoutChildren
        if children.count == 1 { return size(children[0], proposal, axis: axis) }
        var result = CGSize.zero
        for child in children {
            let size = self.size(child, proposal)
            result.width = max(result.width, size.width)
            result.height = max(result.height, size.height)
        }
        return result
    }

    // MARK: Spacing

    /// The space a node prefers above and below it (see ``LayoutSpacing``),
    /// kept in the node while its layout is valid.
    package mutating func spacing(of node: ViewNode) -> LayoutSpacing {
        if node.layoutCache.isValid, let cached = node.layoutCache.spacing { return cached }
        let spacing = node.primitive.layout.spacing(of: node, in: &self)
        if node.layoutCache.isValid { node.layoutCache.spacing = spacing }
        return spacing
    }

    /// The spacing of a node that lays out its children as one: of no
    /// particular kind without children, its single child's, or its
    /// children's union.
    package mutating func spacingOfChildren(of node: ViewNode) -> LayoutSpacing {
        let children = node.layoutChildren
        guard let first = children.first else { return .standard }
        var result = spacing(of: first)
        for child in children.dropFirst() { result = result.union(spacing(of: child)) }
        return result
    }

    // MARK: Placing

    /// Places a node in `rect`; `proposal` is the proposal it was sized
    /// with (as SwiftUI's `placeSubviews` receives it), so that children are
    /// offered what they were offered when sizing.
    package mutating func place(_ node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis? = nil) {
        let rect = pixelScale > 0 ? Self.rounded(rect, toPixelsOf: pixelScale) : rect
        if !node.layoutCache.needsPlacement && !forcePlacement && node.frame == rect && node.layoutCache.placedProposal == proposal {
            return  // nothing inside changed, and it did not move
        }
        placedCount += 1
        let old = node.frame
        node.frame = rect
        if node.drawsItem {
            node.displayMark.notePlaced()
            placedDrawingNodes.append(Unmanaged.passUnretained(node))
            if old != rect {
                node.moveGeometry(from: old, wasPlaced: node.layoutCache.placedProposal != nil, transaction: transaction, time: time)
            }
        }
        node.layoutCache.placedProposal = proposal
        node.layoutCache.needsPlacement = false
        node.primitive.layout.placeChildren(of: node, in: rect, proposal: proposal, axis: axis, in: &self)
    }

    /// A frame with its edges on the pixel grid, as SwiftUI places views
    /// (its `roundCoordinatesToNearestOrUp`): each edge moves to the nearest
    /// pixel, halfway rounding up, so that views that touch still touch and
    /// a size of whole pixels (text's) stays the same. Frames that are not
    /// finite stay as they are.
    static func rounded(_ rect: CGRect, toPixelsOf scale: CGFloat) -> CGRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return rect }
        // A billionth of a pixel absorbs the error of sums such as 82.333… + 35.666….
        func nearest(_ value: CGFloat) -> CGFloat { (value * scale + 0.5 + 1e-9 * scale).rounded(.down) / scale }
        let minX = nearest(rect.minX), minY = nearest(rect.minY)
        return CGRect(x: minX, y: minY, width: max(0, nearest(rect.maxX) - minX), height: max(0, nearest(rect.maxY) - minY))
    }

    /// Places each child of a node, aligned in `rect` (the single child of a
    /// node fills it).
    package mutating func placeChildren(
        of node: ViewNode, in rect: CGRect, proposal: ProposedSize, alignment: Alignment, axis: Axis?
    ) {
        let children = node.layoutChildren
        if children.count == 1 {
            place(children[0], in: rect, proposal: proposal, axis: axis)
            return
        }
        for child in children {
            let size = self.size(child, proposal)
            place(child, in: Self.aligned(size, in: rect, alignment: alignment), proposal: proposal)
        }
    }

    /// A rectangle of `size` aligned in `rect`.
    package static func aligned(_ size: CGSize, in rect: CGRect, alignment: Alignment) -> CGRect {
        CGRect(
            x: rect.minX + (rect.width - size.width) * alignment.horizontal.fraction,
            y: rect.minY + (rect.height - size.height) * alignment.vertical.fraction,
            width: size.width, height: size.height)
    }
}

/// A size a node computed for a proposal.
struct SizeCacheEntry {
    var proposal: ProposedSize
    var axis: Axis?
    var size: CGSize
}
