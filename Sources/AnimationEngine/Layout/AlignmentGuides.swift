import AnimationCore
import Foundation

/// Alignment by guides, SwiftUI's rule: a container lines its children up
/// by making the same guide of each (its explicit value if the child has
/// one, else the guide's default) fall on one line; a frame places its
/// content so that the content's guide falls on the frame's own.
///
/// Explicit values come from `alignmentGuide`, from text (its baselines),
/// and pass up through modifiers (offset by where they put their content)
/// and, for custom guides and baselines only, through stacks and custom
/// layouts (combined with ``AlignmentID/_combineExplicit(childValue:_:into:)``).
extension LayoutPass {
    /// The node's explicit value of a guide at a size, or `nil`.
    package mutating func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? {
        node.primitive.layout.explicitGuide(key, of: node, size: size, in: &self)
    }

    /// The value of a guide of the node at a size: explicit, or the
    /// guide's default.
    mutating func guide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat {
        // The edge and center guides have explicit values only where a view
        // sets one: without any in the tree, their fraction is the value.
        if let fraction = key.fraction, node.graph.layoutState.explicitGuideSources.isEmpty { return fraction * key.length(of: size) }
        if let value = explicitGuide(key, of: node, size: size) { return value }
        if let fraction = key.fraction { return fraction * key.length(of: size) }
        // A custom guide's default value is user code: it gets the pass lent.
        let id = key.id
        return LayoutContext.lending(&self, in: node.graph) { context in
            id.defaultValue(in: ViewDimensions(size: size, guides: ExplicitGuides(node, in: context)))
        }
    }

    /// The rectangle of a child of `size` placed in `rect` so that its
    /// guides of `alignment` meet the rectangle's (a frame's content; a
    /// child overlaid in a container). Without a child to ask, by the
    /// guides' defaults.
    package mutating func aligned(_ size: CGSize, of child: ViewNode?, in rect: CGRect, alignment: Alignment) -> CGRect {
        let container = ViewDimensions(size: rect.size, guides: nil)
        let h = alignment.horizontal.key, v = alignment.vertical.key
        let childX = child.map { guide(h, of: $0, size: size) } ?? h.defaultValue(in: ViewDimensions(size: size, guides: nil))
        let childY = child.map { guide(v, of: $0, size: size) } ?? v.defaultValue(in: ViewDimensions(size: size, guides: nil))
        return CGRect(
            x: rect.minX + h.defaultValue(in: container) - childX,
            y: rect.minY + v.defaultValue(in: container) - childY,
            width: size.width, height: size.height)
    }

    /// The explicit value of a guide of a node whose children are placed at
    /// `frames` (relative to the node's origin): the children's values
    /// combined, as SwiftUI's containers do; `nil` for the edge and center
    /// guides, which do not pass through containers.
    package mutating func combinedGuide(_ key: AlignmentKey, of children: [ViewNode], frames: [CGRect]) -> CGFloat? {
        guard key.fraction == nil else { return nil }
        var values: [CGFloat?] = []
        for index in children.indices {
            values.append(explicitGuide(key, of: children[index], size: frames[index].size).map { key.origin(of: frames[index]) + $0 })
        }
        return key.combineExplicit(values)
    }
}

extension ViewNode {
    /// The node's one layout child, if it has exactly one.
    package var soleLayoutChild: ViewNode? {
        let children = layoutChildren
        return children.count == 1 ? children[0] : nil
    }
}

extension AlignmentKey {
    /// A rectangle's origin along the guide's axis.
    package func origin(of rect: CGRect) -> CGFloat {
        axis == .horizontal ? rect.minX : rect.minY
    }
}
