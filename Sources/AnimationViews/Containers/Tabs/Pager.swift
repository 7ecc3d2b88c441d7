import AnimationCore
import AnimationRuntime
import Foundation

/// A `TabView` in the page style: every page is built, side by side, each
/// as large as the tab view; the selected one shows. Its position (in
/// pages) is an animated attribute: a selection changed in an animated
/// transaction slides there. Dragging (press, move, release where no
/// control takes the press) follows the pointer; a release more than a
/// quarter of a page away selects the next page that way, with an ease-out
/// animation of 0.3 s, else slides back. Index dots (7 points, 8 apart,
/// white; the selected one opaque, others at 50 %) sit 12 points above
/// the bottom when shown.
struct _Pager {
    let pages: [AnyView]
    let tags: [AnyHashable]
    let selected: AnyHashable?
    let showsIndex: Bool
    let select: @MainActor (AnyHashable) -> Void
    var body: Never { neverBody }
}

extension _Pager: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let pager = node.ownPrimitive { PagerPrimitive(node: node) }
        let index = selected.flatMap { tags.firstIndex(of: $0) } ?? 0
        pager.tags = tags
        pager.select = select
        pager.selectedIndex = index
        if pager.dragStart == nil {
            node.animate(pager.position, to: CGFloat(index), in: context)
        }
        node.installDragging(pager)
        var children: [(AnyHashable, any View)] = pages.indices.map { (tags[$0], pages[$0]) }
        if showsIndex, pages.count > 1 {
            children.append((AnyHashable(PagerDotsKey()), _PagerDots(count: pages.count, selected: index)))
        }
        node.updateChildren(children, in: context)
    }
}

extension _Pager: View {}

private struct PagerDotsKey: Hashable {}

/// The index dots of a pager.
struct _PagerDots: View {
    let count: Int
    let selected: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == selected ? 1 : 0.5))
                    .frame(width: 7, height: 7)
            }
        }
    }
}

/// The node of a pager.
final class PagerPrimitive: NodePrimitive, DragTracking, NodeLayout, NodeDrawing {
    /// Whether a press moved far enough to be this view's drag.
    var slop = DragSlop()
    let position: AnimatedValue<CGFloat>
    var tags: [AnyHashable] = []
    var select: @MainActor (AnyHashable) -> Void = { _ in }
    var selectedIndex = 0
    /// Where a drag started (in points) and the position then.
    private(set) var dragStart: (x: CGFloat, position: CGFloat)?

    init(node: ViewNode) {
        position = node.makeAttribute("pagePosition", initial: 0, role: .layout)
    }

    private func split(_ node: ViewNode) -> (pages: [ViewNode], dots: ViewNode?) {
        let children = node.layoutChildren
        guard children.count > tags.count else { return (children, nil) }
        return (Array(children.prefix(tags.count)), children.last)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        var size = CGSize.zero
        for page in split(node).pages {
            let pageSize = layout.size(page, proposal)
            size = CGSize(width: max(size.width, pageSize.width), height: max(size.height, pageSize.height))
        }
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let (pages, dots) = split(node)
        let offer = ProposedSize(width: rect.width, height: rect.height)
        let shown = position.presentation
        for (index, page) in pages.enumerated() {
            let size = layout.size(page, offer)
            let x = rect.minX + (CGFloat(index) - shown) * rect.width + (rect.width - size.width) / 2
            layout.place(
                page, in: CGRect(x: x, y: rect.minY + (rect.height - size.height) / 2, width: size.width, height: size.height),
                proposal: offer)
        }
        if let dots {
            let size = layout.size(dots, ProposedSize(width: nil, height: nil))
            layout.place(
                dots, in: CGRect(x: rect.midX - size.width / 2, y: rect.maxY - 12 - size.height, width: size.width, height: size.height),
                proposal: ProposedSize(width: nil, height: nil))
        }
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.clip = DisplayList.Clip(path: Path(item.frame), eoFill: false)
        item.tapTarget = ObjectIdentifier(node)
    }

    private func move(_ node: ViewNode, to value: CGFloat, animation: Animation?) {
        var transaction = Transaction()
        transaction.animation = animation
        let environment = node.lastContext?.environment ?? EnvironmentValues()
        node.animate(position, to: value, in: ViewContext(transaction: transaction, environment: environment, time: node.graph.clock.currentTime))
        node.invalidateLayout()
    }

    func drag(_ phase: PressPhase, node: ViewNode) {
        let width = max(1, node.frame.width)
        let last = CGFloat(max(0, tags.count - 1))
        switch phase {
        case .began(let point):
            dragStart = (point.x, position.presentation)
        case .moved(let point, _):
            guard let start = dragStart, point.x.isFinite else { return }
            move(node, to: min(max(start.position - (point.x - start.x) / width, 0), last), animation: nil)
        case .ended(let point, _):
            guard let start = dragStart else { return }
            dragStart = nil
            let moved = point.x.isFinite ? (start.x - point.x) / width : 0
            var target = selectedIndex
            if moved > 0.25 { target = min(selectedIndex + 1, Int(last)) }
            if moved < -0.25 { target = max(selectedIndex - 1, 0) }
            let animation = Animation.easeOut(duration: 0.3)
            move(node, to: CGFloat(target), animation: animation)
            if target != selectedIndex, tags.indices.contains(target) {
                let tag = tags[target]
                withAnimation(animation) { select(tag) }
            }
        case .cancelled:
            dragStart = nil
            move(node, to: CGFloat(selectedIndex), animation: .easeOut(duration: 0.3))
        }
    }
}
