import AnimationCore
import AnimationRuntime
import Foundation

/// A size proposed to a view: `nil` asks for its ideal size.
struct ProposedSize: Hashable {
    var width: CGFloat?
    var height: CGFloat?
}

/// Lays the node tree out in a size and builds the display list, from
/// presentation values.
///
/// SwiftUI's rules where the demos need them:
/// - shapes and colors take the size they are offered (10 × 10 when asked
///   for their ideal size); text and images have placeholder sizes;
/// - stacks size their least flexible children first, each offered an equal
///   share of what is left, with 8 points between children by default;
/// - several views outside a stack overlay each other, centered, like a
///   `ZStack` (simplification);
/// - `frame` fixes dimensions, `padding` insets, `position` places a center
///   and takes all the space offered; effects do not change layout.
@MainActor
struct LayoutEngine {
    /// Each layout pass has its own number; nodes cache sizes per pass.
    private static var passes = 0
    private let pass: Int

    init() {
        Self.passes += 1
        pass = Self.passes
    }

    // MARK: Sizing

    mutating func size(_ node: ViewNode, _ proposal: ProposedSize, axis: Axis? = nil) -> CGSize {
        if node.layoutPass != pass {
            node.layoutPass = pass
            node.layoutSizes.removeAll(keepingCapacity: true)
            switch node.kind {
            case .group, .stack: node.layoutChildren = Self.flatten(node)
            default: break  // the others lay out their single child directly
            }
        } else if let cached = node.layoutSizes.first(where: { $0.0 == proposal }) {
            return cached.1
        }
        let result = computeSize(node, proposal, axis: axis)
        node.layoutSizes.append((proposal, result))
        return result
    }

    /// The children that take part in the node's layout, computed once a pass.
    private func children(of node: ViewNode) -> [ViewNode] {
        node.layoutPass == pass ? node.layoutChildren : Self.flatten(node)
    }

    private mutating func computeSize(_ node: ViewNode, _ proposal: ProposedSize, axis: Axis?) -> CGSize {
        switch node.kind {
        case .group:
            let children = self.children(of: node)
            if children.count == 1 { return size(children[0], proposal, axis: axis) }
            return overlaySize(children, proposal)
        case .leaf(let leaf):
            switch leaf {
            case .color, .shape:
                return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
            case .text(let text, _):
                return Text(text).size
            case .image:
                return Image.placeholderSize
            case .spacer(let minLength):
                let least = minLength ?? 8
                switch axis {
                case .horizontal: return CGSize(width: max(least, proposal.width ?? least), height: 0)
                case .vertical: return CGSize(width: 0, height: max(least, proposal.height ?? least))
                case nil: return CGSize(width: max(least, proposal.width ?? least), height: max(least, proposal.height ?? least))
                }
            }
        case .stack(let stackAxis, _, let spacing):
            let children = self.children(of: node)
            guard let stackAxis else { return overlaySize(children, proposal) }
            return stackLayout(children, axis: stackAxis, spacing: spacing ?? 8, proposal).size
        case .frame(let width, let height, _):
            let w = width?.presentation, h = height?.presentation
            if let w, let h { return CGSize(width: w, height: h) }  // fixed: the child does not matter
            let child = singleChild(node).map { size($0, ProposedSize(width: w ?? proposal.width, height: h ?? proposal.height)) } ?? .zero
            return CGSize(width: w ?? child.width, height: h ?? child.height)
        case .padding(let insets):
            let inner = ProposedSize(
                width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
            let child = singleChild(node).map { size($0, inner) } ?? .zero
            return CGSize(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
        case .position:
            let child = singleChild(node).map { size($0, proposal) } ?? .zero
            return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
        case .effect, .tap, .passthrough:
            return singleChild(node).map { size($0, proposal, axis: axis) } ?? .zero
        }
    }

    private mutating func overlaySize(_ children: [ViewNode], _ proposal: ProposedSize) -> CGSize {
        var result = CGSize.zero
        for child in children {
            let size = self.size(child, proposal)
            result.width = max(result.width, size.width)
            result.height = max(result.height, size.height)
        }
        return result
    }

    /// Sizes of a stack's children, least flexible first.
    private mutating func stackLayout(
        _ children: [ViewNode], axis: Axis, spacing: CGFloat, _ proposal: ProposedSize
    ) -> (size: CGSize, sizes: [CGSize], proposals: [ProposedSize]) {
        func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
        func across(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
        func proposing(_ length: CGFloat?) -> ProposedSize {
            axis == .horizontal
                ? ProposedSize(width: length, height: proposal.height)
                : ProposedSize(width: proposal.width, height: length)
        }
        let totalSpacing = spacing * CGFloat(max(children.count - 1, 0))
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var proposals = [ProposedSize](repeating: proposing(nil), count: children.count)
        if let available = axis == .horizontal ? proposal.width : proposal.height {
            // A child's flexibility is measured once per pass, with the first
            // cross-axis proposal it sees (a simplification of SwiftUI, which
            // measures it for every proposal).
            let flexibility = children.map { child -> CGFloat in
                if child.flexibilityPass != pass {
                    child.flexibilityPass = pass
                    child.flexibility = (
                        along(size(child, proposing(0), axis: axis)),
                        along(size(child, proposing(.infinity), axis: axis)))
                }
                return child.flexibility.most - child.flexibility.least
            }
            var remaining = max(0, available - totalSpacing)
            var left = children.count
            for index in children.indices.sorted(by: { flexibility[$0] < flexibility[$1] }) {
                let offer = remaining / CGFloat(left)
                proposals[index] = proposing(offer)
                sizes[index] = size(children[index], proposals[index], axis: axis)
                remaining = max(0, remaining - along(sizes[index]))
                left -= 1
            }
        } else {
            for index in children.indices { sizes[index] = size(children[index], proposing(nil), axis: axis) }
        }
        let length = sizes.reduce(0) { $0 + along($1) } + totalSpacing
        let thickness = sizes.map(across).max() ?? 0
        let total = axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
        return (total, sizes, proposals)
    }

    // MARK: Placing

    /// Places a node in `rect`; `proposal` is the proposal it was sized
    /// with (as SwiftUI's `placeSubviews` receives it), so that children are
    /// offered what they were offered when sizing.
    mutating func place(_ node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis? = nil) -> [DisplayList.Item] {
        switch node.kind {
        case .group:
            let children = self.children(of: node)
            if children.count == 1 { return place(children[0], in: rect, proposal: proposal, axis: axis) }
            return overlay(children, in: rect, proposal: proposal, alignment: .center)
        case .leaf(let leaf):
            switch leaf {
            case .color(let color):
                return [DisplayList.Item(frame: rect, content: .color(color.presentation))]
            case .shape(let path, let color, let stroke):
                // As in SwiftUI, a shape draws in its own space: the
                // rectangle it is given starts at the origin.
                let local = path(CGRect(origin: .zero, size: rect.size))
                    .applying(CGAffineTransform(translationX: rect.minX, y: rect.minY))
                return [DisplayList.Item(frame: rect, content: .shape(local, color: color.presentation, stroke: stroke))]
            case .text(let text, let color):
                return [DisplayList.Item(frame: rect, content: .text(text, color: color.presentation))]
            case .image(let name):
                return [DisplayList.Item(frame: rect, content: .image(name))]
            case .spacer:
                return []
            }
        case .stack(let stackAxis, let alignment, let spacing):
            let children = self.children(of: node)
            guard let stackAxis else { return overlay(children, in: rect, proposal: proposal, alignment: alignment) }
            let spacing = spacing ?? 8
            let layout = stackLayout(children, axis: stackAxis, spacing: spacing, proposal)
            var items: [DisplayList.Item] = []
            items.reserveCapacity(children.count)
            var cursor = stackAxis == .horizontal ? rect.minX : rect.minY
            for (index, (child, size)) in zip(children, layout.sizes).enumerated() {
                let frame: CGRect
                if stackAxis == .horizontal {
                    let y = rect.minY + (rect.height - size.height) * alignment.vertical.fraction
                    frame = CGRect(x: cursor, y: y, width: size.width, height: size.height)
                    cursor += size.width + spacing
                } else {
                    let x = rect.minX + (rect.width - size.width) * alignment.horizontal.fraction
                    frame = CGRect(x: x, y: cursor, width: size.width, height: size.height)
                    cursor += size.height + spacing
                }
                items += place(child, in: frame, proposal: layout.proposals[index], axis: stackAxis)
            }
            return items
        case .frame(let width, let height, let alignment):
            guard let child = singleChild(node) else { return [] }
            let inner = ProposedSize(width: width?.presentation ?? proposal.width, height: height?.presentation ?? proposal.height)
            return place(child, in: aligned(size(child, inner), in: rect, alignment: alignment), proposal: inner)
        case .padding(let insets):
            guard let child = singleChild(node) else { return [] }
            let inner = CGRect(
                x: rect.minX + insets.leading, y: rect.minY + insets.top,
                width: max(0, rect.width - insets.leading - insets.trailing),
                height: max(0, rect.height - insets.top - insets.bottom))
            let innerProposal = ProposedSize(
                width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
            return place(child, in: inner, proposal: innerProposal)
        case .position(let position):
            guard let child = singleChild(node) else { return [] }
            let size = self.size(child, proposal)
            let center = position.presentation
            return place(child, in: CGRect(
                x: rect.minX + center.x - size.width / 2, y: rect.minY + center.y - size.height / 2,
                width: size.width, height: size.height), proposal: proposal)
        case .effect(let effect):
            let children = node.children.isEmpty ? [] : place(node.children[0], in: rect, proposal: proposal, axis: axis)
            var item = DisplayList.Item(frame: rect, children: children)
            apply(effect, to: &item, in: rect)
            return [item]
        case .tap:
            var item = DisplayList.Item(frame: rect, children: singleChild(node).map { place($0, in: rect, proposal: proposal, axis: axis) } ?? [])
            item.tapTarget = ObjectIdentifier(node)
            return [item]
        case .passthrough:
            return singleChild(node).map { place($0, in: rect, proposal: proposal, axis: axis) } ?? []
        }
    }

    private mutating func overlay(
        _ children: [ViewNode], in rect: CGRect, proposal: ProposedSize, alignment: Alignment
    ) -> [DisplayList.Item] {
        var items: [DisplayList.Item] = []
        for child in children {
            let size = self.size(child, proposal)
            items += place(child, in: aligned(size, in: rect, alignment: alignment), proposal: proposal)
        }
        return items
    }

    private func aligned(_ size: CGSize, in rect: CGRect, alignment: Alignment) -> CGRect {
        CGRect(
            x: rect.minX + (rect.width - size.width) * alignment.horizontal.fraction,
            y: rect.minY + (rect.height - size.height) * alignment.vertical.fraction,
            width: size.width, height: size.height)
    }

    private func apply(_ effect: NodeKind.Effect, to item: inout DisplayList.Item, in rect: CGRect) {
        func about(_ anchor: UnitPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
            let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
            return CGAffineTransform(translationX: -x, y: -y).concatenating(transform).concatenating(CGAffineTransform(translationX: x, y: y))
        }
        switch effect {
        case .scale(let scale, let anchor):
            let s = scale.presentation
            item.transform = about(anchor, CGAffineTransform(scaleX: s.width, y: s.height))
        case .rotation(let angle, let anchor):
            item.transform = about(anchor, CGAffineTransform(rotationAngle: CGFloat(angle.presentation.radians)))
        case .offset(let offset):
            let o = offset.presentation
            item.transform = CGAffineTransform(translationX: o.width, y: o.height)
        case .opacity(let opacity):
            item.opacity = opacity.presentation
        case .shadow(let shadow):
            let s = shadow.presentation
            item.shadow = DisplayList.Shadow(color: s.color, radius: s.radius, offset: CGSize(width: s.x, height: s.y))
        case .blur(let radius):
            item.blurRadius = radius.presentation
        }
    }

    // MARK: Tree

    private func singleChild(_ node: ViewNode) -> ViewNode? {
        node.children.first
    }

    /// The children that take part in a layout: groups are opened.
    static func flatten(_ node: ViewNode) -> [ViewNode] {
        var result: [ViewNode] = []
        for child in node.children {
            if case .group = child.kind { result += flatten(child) } else { result.append(child) }
        }
        return result
    }
}
