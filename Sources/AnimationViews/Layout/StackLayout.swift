import AnimationCore
import Foundation

/// The layout of `HStack`, `VStack` and `ZStack`.
///
/// Along the axis, SwiftUI's rule: the least flexible children (the
/// smallest difference between their widest and narrowest sizes) are sized
/// first, each offered an equal share of what is left, with `spacing`
/// between children (8 by default). Across it, children are aligned. A
/// `ZStack` (no axis) overlays its children, aligned.
final class StackLayout: NodePrimitive {
    private var axis: Axis?
    private var alignment: Alignment
    private var spacing: CGFloat?
    /// The last arrangement and the proposal it was made for, so that
    /// placing after sizing with the same proposal does not arrange again
    /// (valid while the node's layout is).
    private var lastArrangement: Arrangement?

    init(axis: Axis?, alignment: Alignment, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Takes new parameters; a change lays the stack out again.
    private struct Arrangement {
        var proposal: ProposedSize
        var size: CGSize
        var sizes: [CGSize]
        var proposals: [ProposedSize]
    }

    func update(axis: Axis?, alignment: Alignment, spacing: CGFloat?, node: ViewNode) {
        guard axis != self.axis || alignment != self.alignment || spacing != self.spacing else { return }
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        node.invalidateLayout()
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis _: Axis?, in layout: inout LayoutPass) -> CGSize {
        guard let axis else { return layout.sizeOfChildren(of: node, proposal, axis: nil) }
        return arrange(node.layoutChildren, axis: axis, proposal, in: &layout).size
    }

    /// Forgets the last arrangement once the node's layout is invalid.
    private func arrangement(for proposal: ProposedSize, of node: ViewNode) -> Arrangement? {
        guard let lastArrangement, lastArrangement.proposal == proposal, node.sizeCacheHolds(proposal) else { return nil }
        return lastArrangement
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis _: Axis?, in layout: inout LayoutPass) {
        guard let axis else {
            layout.placeChildren(of: node, in: rect, proposal: proposal, alignment: alignment, axis: nil)
            return
        }
        let children = node.layoutChildren
        let spacing = self.spacing ?? 8
        let arrangement = self.arrangement(for: proposal, of: node) ?? arrange(children, axis: axis, proposal, in: &layout)
        var cursor = axis == .horizontal ? rect.minX : rect.minY
        for index in children.indices {
            let size = arrangement.sizes[index]
            let frame: CGRect
            if axis == .horizontal {
                let y = rect.minY + (rect.height - size.height) * alignment.vertical.fraction
                frame = CGRect(x: cursor, y: y, width: size.width, height: size.height)
                cursor += size.width + spacing
            } else {
                let x = rect.minX + (rect.width - size.width) * alignment.horizontal.fraction
                frame = CGRect(x: x, y: cursor, width: size.width, height: size.height)
                cursor += size.height + spacing
            }
            layout.place(children[index], in: frame, proposal: arrangement.proposals[index], axis: axis)
        }
    }

    /// The children's sizes and the proposals they were sized with, least
    /// flexible first, and the stack's size.
    private func arrange(
        _ children: [ViewNode], axis: Axis, _ proposal: ProposedSize, in layout: inout LayoutPass
    ) -> Arrangement {
        let spacing = self.spacing ?? 8
        let horizontal = axis == .horizontal
        let totalSpacing = spacing * CGFloat(max(children.count - 1, 0))
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var proposals = [ProposedSize](
            repeating: Self.proposing(nil, along: axis, in: proposal), count: children.count)
        if let available = horizontal ? proposal.width : proposal.height {
            var flexibility = [CGFloat](repeating: 0, count: children.count)
            var allEqual = true
            for index in children.indices {
                unowned(unsafe) let child = children[index]
                let least = layout.size(child, Self.proposing(0, along: axis, in: proposal), axis: axis)
                let most = layout.size(child, Self.proposing(.infinity, along: axis, in: proposal), axis: axis)
                flexibility[index] = horizontal ? most.width - least.width : most.height - least.height
                if flexibility[index] != flexibility[0] { allEqual = false }
            }
            var remaining = max(0, available - totalSpacing)
            var left = children.count
            // Equally flexible children keep their order.
            for index in allEqual ? Array(children.indices) : Self.order(byFlexibility: flexibility) {
                proposals[index] = Self.proposing(remaining / CGFloat(left), along: axis, in: proposal)
                sizes[index] = layout.size(children[index], proposals[index], axis: axis)
                remaining = max(0, remaining - (horizontal ? sizes[index].width : sizes[index].height))
                left -= 1
            }
        } else {
            for index in children.indices {
                sizes[index] = layout.size(children[index], proposals[index], axis: axis)
            }
        }
        var length = totalSpacing, thickness: CGFloat = 0
        for size in sizes {
            length += horizontal ? size.width : size.height
            thickness = max(thickness, horizontal ? size.height : size.width)
        }
        let size = horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
        let arrangement = Arrangement(proposal: proposal, size: size, sizes: sizes, proposals: proposals)
        lastArrangement = arrangement
        return arrangement
    }

    /// A proposal of `length` along the axis, and the stack's own proposal
    /// across it.
    private static func proposing(_ length: CGFloat?, along axis: Axis, in proposal: ProposedSize) -> ProposedSize {
        axis == .horizontal
            ? ProposedSize(width: length, height: proposal.height)
            : ProposedSize(width: proposal.width, height: length)
    }

    /// Indices from the least flexible to the most (stable).
    nonisolated private static func order(byFlexibility flexibility: [CGFloat]) -> [Int] {
        flexibility.indices.sorted { flexibility[$0] < flexibility[$1] }
    }
}

extension ViewNode {
    /// Makes the node a stack with these parameters.
    func becomeStack(axis: Axis?, alignment: Alignment, spacing: CGFloat?) {
        ownPrimitive { StackLayout(axis: axis, alignment: alignment, spacing: spacing) }
            .update(axis: axis, alignment: alignment, spacing: spacing, node: self)
    }
}
