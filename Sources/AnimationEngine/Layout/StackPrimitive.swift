import AnimationCore
import Foundation

/// The layout of `HStack`, `VStack` and `ZStack`.
///
/// Along the axis, SwiftUI's rule: children with higher layout priorities
/// are sized first (offered what is left but the smallest sizes of those
/// with lower ones); among equal priorities, the least flexible children
/// (the smallest difference between their widest and narrowest sizes)
/// first, each offered an equal share of what is left, with `spacing`
/// between children (by default, what the two children prefer along a
/// vertical stack, see ``LayoutSpacing``, and 8 points otherwise). Across
/// it, children are lined up by the alignment's guide (see
/// `AlignmentGuides.swift`). A `ZStack` (no axis) overlays its children,
/// lined up by both guides.
package final class StackPrimitive: NodePrimitive, NodeLayout {
    private var axis: Axis?
    private var alignment: Alignment
    private var spacing: CGFloat?
    /// The last arrangement and the proposal it was made for, so that
    /// placing after sizing with the same proposal does not arrange again
    /// (valid while the node's layout is).
    private var lastArrangement: Arrangement?

    /// A stack along an axis (`nil`: the children overlaid), its alignment and spacing (`nil`: the default).
    package init(axis: Axis?, alignment: Alignment, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The children's sizes and proposals, where they go relative to the
    /// stack's origin, and the stack's size, for one proposal.
    package struct Arrangement {
        var proposal: ProposedSize
        /// The stack's size.
        package var size: CGSize
        var sizes: [CGSize]
        /// What each child was proposed.
        package var proposals: [ProposedSize]
        /// Where each child goes, from the stack's origin.
        package var origins: [CGPoint]
    }

    /// Takes new parameters; a change lays the stack out again.
    func update(axis: Axis?, alignment: Alignment, spacing: CGFloat?, node: ViewNode) {
        guard axis != self.axis || alignment != self.alignment || spacing != self.spacing else { return }
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        node.invalidateLayout()
    }

    package func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis _: Axis?, in layout: inout LayoutPass) -> CGSize {
        arrange(node.layoutChildren, proposal, in: &layout).size
    }

    /// Children of fixed sizes make a stack of a fixed size: what they are
    /// offered changes nothing.
    package func sizeIgnoresProposal(of node: ViewNode) -> Bool {
        LayoutPass.sizesIgnoreProposals(node.layoutChildren)
    }

    /// Forgets the last arrangement once the node's layout is invalid. A
    /// stack of children of fixed sizes is arranged alike for every
    /// proposal (their places, and theirs inside them, do not depend on
    /// it): its last arrangement serves any.
    private func arrangement(for proposal: ProposedSize, of node: ViewNode) -> Arrangement? {
        guard let lastArrangement else { return nil }
        if node.layoutCache.isValid, node.layoutCache.fixedSize != nil { return lastArrangement }
        guard lastArrangement.proposal == proposal, node.sizeCacheHolds(proposal) else { return nil }
        return lastArrangement
    }

    package func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis _: Axis?, in layout: inout LayoutPass) {
        let children = node.layoutChildren
        let arrangement = self.arrangement(for: proposal, of: node) ?? arrange(children, proposal, in: &layout)
        let shift = shift(of: arrangement, in: rect)
        for index in children.indices {
            let origin = arrangement.origins[index]
            layout.place(
                children[index],
                in: CGRect(
                    origin: CGPoint(x: rect.minX + shift.x + origin.x, y: rect.minY + shift.y + origin.y),
                    size: arrangement.sizes[index]),
                proposal: arrangement.proposals[index], axis: axis)
        }
    }

    /// How far the children move when the stack is placed in a rectangle
    /// other than its size: across the axis, as the alignment moves a view
    /// in a frame.
    package func shift(of arrangement: Arrangement, in rect: CGRect) -> CGPoint {
        CGPoint(
            x: axis == .horizontal ? 0 : (rect.width - arrangement.size.width) * alignment.horizontal.fraction,
            y: axis == .vertical ? 0 : (rect.height - arrangement.size.height) * alignment.vertical.fraction)
    }

    /// Custom guides (and text baselines) of the children, combined; the
    /// edge and center guides stop at the stack, as in SwiftUI.
    package func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        guard key.fraction == nil else { return nil }
        let children = node.layoutChildren
        guard !children.isEmpty else { return nil }
        let arrangement: Arrangement
        if let lastArrangement, lastArrangement.size == size, node.layoutCache.isValid {
            arrangement = lastArrangement
        } else {
            arrangement = arrange(children, ProposedSize(width: size.width, height: size.height), in: &layout)
        }
        let frames = children.indices.map { CGRect(origin: arrangement.origins[$0], size: arrangement.sizes[$0]) }
        return layout.combinedGuide(key, of: children, frames: frames)
    }

    /// The children's sizes and the proposals they were sized with (the
    /// least flexible first, higher layout priorities before lower), their
    /// places, and the stack's size.
    package func arrange(_ children: [ViewNode], _ proposal: ProposedSize, in layout: inout LayoutPass) -> Arrangement {
        guard let axis else { return overlay(children, proposal, in: &layout) }
        let horizontal = axis == .horizontal
        var totalSpacing: CGFloat = 0
        for index in children.indices.dropLast() { totalSpacing += gap(after: index, of: children, along: axis, in: &layout) }
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var proposals = [ProposedSize](
            repeating: Self.proposing(nil, along: axis, in: proposal), count: children.count)
        if let available = horizontal ? proposal.width : proposal.height {
            var flexibility = [CGFloat](repeating: 0, count: children.count)
            var least = [CGFloat](repeating: 0, count: children.count)
            var allEqual = true
            for index in children.indices {
                unowned(unsafe) let child = children[index]
                let smallest = layout.size(child, Self.proposing(0, along: axis, in: proposal), axis: axis)
                let most = layout.size(child, Self.proposing(.infinity, along: axis, in: proposal), axis: axis)
                least[index] = horizontal ? smallest.width : smallest.height
                flexibility[index] = (horizontal ? most.width : most.height) - least[index]
                if flexibility[index] != flexibility[0] { allEqual = false }
            }
            var remaining = max(0, available - totalSpacing)
            // Without `layoutPriority` in the tree, every priority is 0.
            let priorities: [Double]? = children.first?.graph.layoutState.priorityNodes.isEmpty != false ? nil : children.map(\.layoutPriority)
            // Higher priorities first; within one, equally flexible
            // children keep their order, others go least flexible first.
            for group in priorities.map(Self.groups(byPriority:)) ?? [Array(children.indices)] {
                let members = allEqual ? group : Self.order(group, byFlexibility: flexibility)
                // Lower priorities keep their smallest sizes.
                var reserved: CGFloat = 0
                if let priorities {
                    for index in children.indices where priorities[index] < priorities[group[0]] { reserved += least[index] }
                }
                var groupRemaining = max(0, remaining - reserved)
                var left = members.count
                for index in members {
                    proposals[index] = Self.proposing(groupRemaining / CGFloat(left), along: axis, in: proposal)
                    sizes[index] = layout.size(children[index], proposals[index], axis: axis)
                    let length = horizontal ? sizes[index].width : sizes[index].height
                    groupRemaining = max(0, groupRemaining - length)
                    remaining = max(0, remaining - length)
                    left -= 1
                }
            }
        } else {
            for index in children.indices {
                sizes[index] = layout.size(children[index], proposals[index], axis: axis)
            }
        }
        // Along the axis, one after another; across it, by the guide.
        let key = horizontal ? alignment.vertical.key : alignment.horizontal.key
        let (cross, thickness) = Self.line(up: children, sizes: sizes, by: key, in: &layout)
        var origins = [CGPoint](repeating: .zero, count: children.count)
        var cursor: CGFloat = 0
        for index in children.indices {
            origins[index] = horizontal ? CGPoint(x: cursor, y: cross[index]) : CGPoint(x: cross[index], y: cursor)
            cursor += horizontal ? sizes[index].width : sizes[index].height
            if index < children.count - 1 { cursor += gap(after: index, of: children, along: axis, in: &layout) }
        }
        let length = max(0, cursor)
        let size = horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
        let arrangement = Arrangement(proposal: proposal, size: size, sizes: sizes, proposals: proposals, origins: origins)
        lastArrangement = arrangement
        return arrangement
    }

    /// The space after a child (not the last): the stack's spacing, or,
    /// when it is `nil`, what the child and the next one prefer (see
    /// ``LayoutSpacing``; kept in the nodes, so asking twice costs two
    /// look-ups), 8 points where they prefer nothing.
    private func gap(after index: Int, of children: [ViewNode], along axis: Axis, in layout: inout LayoutPass) -> CGFloat {
        if let spacing { return spacing }
        let this = layout.spacing(of: children[index]), next = layout.spacing(of: children[index + 1])
        return (axis == .vertical ? this.distance(toViewBelow: next) : this.distance(toViewAfter: next)) ?? 8
    }

    /// As SwiftUI's stacks: across the axis, the union of the children's
    /// preferences; along it, the first child's before the stack and the
    /// last child's after it. An empty stack prefers no space at all
    /// (``LayoutSpacing/zero``: it touches its neighbours); an empty
    /// `ZStack`, nothing (the default beside any view).
    package func spacing(of node: ViewNode, in layout: inout LayoutPass) -> LayoutSpacing {
        spacing(ofChildren: node.layoutChildren, in: &layout)
    }

    /// The spacing of a stack of these children (see
    /// ``spacing(of:in:)``; `HStackLayout` and `VStackLayout` ask it of
    /// their subviews).
    package func spacing(ofChildren children: [ViewNode], in layout: inout LayoutPass) -> LayoutSpacing {
        var result = LayoutSpacing.empty
        guard let axis else {
            for child in children { result = result.union(layout.spacing(of: child)) }
            return result
        }
        guard let first = children.first, let last = children.last else { return spacingWhenEmpty }
        let vertical = axis == .vertical
        for child in children {
            result = result.union(layout.spacing(of: child), top: !vertical, bottom: !vertical, leading: vertical, trailing: vertical)
        }
        let head = layout.spacing(of: first), tail = layout.spacing(of: last)
        if vertical {
            result.top = head.top
            result.bottom = tail.bottom
        } else {
            result.leading = head.leading
            result.trailing = tail.trailing
        }
        return result
    }

    /// The spacing of the stack without children: ``LayoutSpacing/zero``
    /// for an `HStack` or a `VStack`, ``LayoutSpacing/empty`` for a
    /// `ZStack`.
    package var spacingWhenEmpty: LayoutSpacing { axis == nil ? .empty : .zero }

    /// A `ZStack`'s arrangement: each child offered the stack's proposal,
    /// lined up by both guides of the alignment.
    private func overlay(_ children: [ViewNode], _ proposal: ProposedSize, in layout: inout LayoutPass) -> Arrangement {
        let sizes = children.map { layout.size($0, proposal) }
        let (xs, width) = Self.line(up: children, sizes: sizes, by: alignment.horizontal.key, in: &layout)
        let (ys, height) = Self.line(up: children, sizes: sizes, by: alignment.vertical.key, in: &layout)
        let arrangement = Arrangement(
            proposal: proposal, size: CGSize(width: width, height: height), sizes: sizes,
            proposals: [ProposedSize](repeating: proposal, count: children.count),
            origins: children.indices.map { CGPoint(x: xs[$0], y: ys[$0]) })
        lastArrangement = arrangement
        return arrangement
    }

    /// Offsets that put each child's guide on one line, and the length
    /// from the first child's start to the last one's end.
    private static func line(
        up children: [ViewNode], sizes: [CGSize], by key: AlignmentKey, in layout: inout LayoutPass
    ) -> (offsets: [CGFloat], length: CGFloat) {
        var values = [CGFloat](repeating: 0, count: children.count)
        if let fraction = key.fraction, let first = children.first, first.graph.layoutState.explicitGuideSources.isEmpty {
            // No view sets an edge or center guide: each child's guide is
            // its fraction of its length.
            var length: CGFloat = 0
            for size in sizes { length = max(length, key.length(of: size)) }
            for index in children.indices { values[index] = fraction * (length - key.length(of: sizes[index])) }
            return (values, length)
        }
        var before: CGFloat = 0, after: CGFloat = 0
        for index in children.indices {
            let value = layout.guide(key, of: children[index], size: sizes[index])
            values[index] = value
            before = max(before, value)
            after = max(after, key.length(of: sizes[index]) - value)
        }
        for index in values.indices { values[index] = before - values[index] }
        return (values, children.isEmpty ? 0 : before + after)
    }

    /// A proposal of `length` along the axis, and the stack's own proposal
    /// across it.
    private static func proposing(_ length: CGFloat?, along axis: Axis, in proposal: ProposedSize) -> ProposedSize {
        axis == .horizontal
            ? ProposedSize(width: length, height: proposal.height)
            : ProposedSize(width: proposal.width, height: length)
    }

    /// Indices from the least flexible to the most (stable).
    nonisolated private static func order(_ indices: [Int], byFlexibility flexibility: [CGFloat]) -> [Int] {
        indices.sorted { flexibility[$0] < flexibility[$1] }
    }

    /// Indices grouped by priority, the highest first, each group in order.
    nonisolated private static func groups(byPriority priorities: [Double]) -> [[Int]] {
        guard let first = priorities.first, priorities.contains(where: { $0 != first }) else {
            return [Array(priorities.indices)]
        }
        return Set(priorities).sorted(by: >).map { priority in priorities.indices.filter { priorities[$0] == priority } }
    }
}

extension ViewNode {
    /// Makes the node a stack with these parameters.
    package func becomeStack(axis: Axis?, alignment: Alignment, spacing: CGFloat?) {
        ownPrimitive { StackPrimitive(axis: axis, alignment: alignment, spacing: spacing) }
            .update(axis: axis, alignment: alignment, spacing: spacing, node: self)
    }
}
