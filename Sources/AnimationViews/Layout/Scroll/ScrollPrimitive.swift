import AnimationCore
import AnimationRuntime
import Foundation

/// The node of a ``ScrollView``: sizes and places its content through the
/// scroll offset (an animated attribute, so that `scrollTo` in an animated
/// transaction glides), clips it, and takes drags.
final class ScrollPrimitive: NodePrimitive, DragTracking, NodeLayout, NodeDrawing {
    /// Whether a press moved far enough to be this view's drag.
    var slop = DragSlop()
    private(set) var axes: Axis.Set = .vertical
    let offset: AnimatedValue<CGPoint>
    /// The content's size at the last layout.
    private(set) var contentSize = CGSize.zero
    /// Where a drag started, and the offset then.
    private var dragStart: (point: CGPoint, offset: CGPoint)?
    /// The refresh a pull from the top runs (`refreshable(action:)`).
    var refresh: RefreshAction?
    private let pull = PullToRefresh()
    /// The last position request followed (see `scrollPosition(id:)`).
    private var followedRequest: AnyHashable?
    /// The last `ScrollPosition.scrollTo` followed.
    var followedVersion = 0
    /// The scroll view's phase (see ``ScrollPhase``): interacting while
    /// dragged; decelerating while it glides after a drag; animating while
    /// an animated scroll the app asked for runs; idle otherwise. Each
    /// change tells the ``phaseObservers``.
    private(set) var phase = ScrollPhase.idle
    /// The `onScrollPhaseChange` modifiers that watch this scroll view.
    var phaseObservers = Registrations<ScrollPhaseObserver> { $0 }
    /// Counts the scrolls, so that an animation that a newer scroll
    /// replaced does not end the newer one's phase.
    private var scrollCount = 0

    private func enter(_ new: ScrollPhase, node: ViewNode) {
        guard new != phase else { return }
        let old = phase
        phase = new
        let context = ScrollPhaseChangeContext(geometry: geometry(of: node), velocity: nil)
        for observer in phaseObservers.attached() where !observer.isDetached { observer.action(old, new, context) }
    }

    /// Where the content is, as `onScrollGeometryChange` and
    /// `onScrollPhaseChange` read it.
    func geometry(of node: ViewNode) -> ScrollGeometry {
        ScrollGeometry(contentOffset: offset.presentation, contentSize: contentSize, contentInsets: EdgeInsets(), containerSize: node.frame.size)
    }

    init(node: ViewNode) {
        offset = node.makeAttribute("scrollOffset", initial: CGPoint.zero, role: .layout)
    }

    func setAxes(_ axes: Axis.Set, node: ViewNode) {
        guard axes != self.axes else { return }
        self.axes = axes
        node.invalidateLayout()
    }

    /// The viewport's size: the node's frame.
    func viewport(of node: ViewNode) -> CGSize { node.frame.size }

    /// The largest offset: the content's length past the viewport's.
    func maximumOffset(of node: ViewNode) -> CGPoint {
        CGPoint(
            x: axes.contains(.horizontal) ? max(0, contentSize.width - node.frame.width) : 0,
            y: axes.contains(.vertical) ? max(0, contentSize.height - node.frame.height) : 0)
    }

    /// An offset clamped to the content (NaN counts as 0).
    func clamped(_ point: CGPoint, node: ViewNode) -> CGPoint {
        let limit = maximumOffset(of: node)
        func clamp(_ value: CGFloat, _ high: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), high) }
        return CGPoint(x: clamp(point.x, limit.x), y: clamp(point.y, limit.y))
    }

    /// Moves to an offset (clamped) in a transaction: animated when it has
    /// an animation.
    func scroll(to point: CGPoint, node: ViewNode, transaction: Transaction, phase moving: ScrollPhase = .animating) {
        scrollCount += 1
        var transaction = transaction
        if transaction.animation != nil, !transaction.disablesAnimations, dragStart == nil {
            // The phase lasts until the content stops moving.
            let count = scrollCount, reference = node.weakReference
            transaction.addAnimationCompletion(criteria: .removed) { [weak self] in
                guard let self, count == self.scrollCount, let node = reference.node else { return }
                self.enter(.idle, node: node)
            }
            enter(moving, node: node)
        } else if dragStart == nil {
            enter(.idle, node: node)
        }
        let environment = node.lastContext?.environment ?? EnvironmentValues()
        node.animate(
            offset, to: clamped(point, node: node),
            in: ViewContext(
                transaction: transaction, environment: environment, time: node.graph.clock.currentTime))
        node.invalidateLayout()
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// The size the scroll view was last offered: its viewport.
    private(set) var offeredViewport = ProposedSize(width: nil, height: nil)
    /// The content's margins (`contentMargins`).
    var contentMargins = EdgeInsets()
    /// The anchors of `defaultScrollAnchor`.
    var anchors = ScrollAnchors()
    /// The largest offset at the last layout; `nil` before the first.
    var previousLimit: CGPoint?
    /// Whether a drag is moving the content.
    var isDragging: Bool { dragStart != nil }

    /// The size `containerRelativeFrame` sizes views by: the viewport less
    /// the content's margins, as in SwiftUI.
    var containerSize: ProposedSize {
        ProposedSize(
            width: offeredViewport.width.map { max(0, $0 - contentMargins.leading - contentMargins.trailing) },
            height: offeredViewport.height.map { max(0, $0 - contentMargins.top - contentMargins.bottom) })
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        offeredViewport = proposal
        let content = layout.sizeOfChildren(of: node, contentProposal(proposal), axis: nil)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        offeredViewport = ProposedSize(width: rect.width, height: rect.height)
        let inner = contentProposal(proposal)
        let size = layout.sizeOfChildren(of: node, inner, axis: nil)
        contentSize = size
        // Content that shrank leaves no gap past its end.
        let limit = CGPoint(
            x: axes.contains(.horizontal) ? max(0, size.width - rect.width) : 0,
            y: axes.contains(.vertical) ? max(0, size.height - rect.height) : 0)
        let shown = anchoredOffset(limit: limit, node: node)
        let alignment = anchors.alignment
        let x =
            rect.minX
            + contentStart(length: size.width, viewport: rect.width, scrolls: axes.contains(.horizontal), shown: shown.x, anchor: alignment?.x)
        let y =
            rect.minY
            + contentStart(length: size.height, viewport: rect.height, scrolls: axes.contains(.vertical), shown: shown.y, anchor: alignment?.y)
        layout.placeChildren(
            of: node, in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: inner,
            alignment: .center, axis: nil)
    }

    /// A scroll view passes no guides on.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.clip = clips ? DisplayList.Clip(path: Path(item.frame), eoFill: false) : nil
        item.tapTarget = ObjectIdentifier(node)
    }

    /// Whether the content is clipped to the frame (`scrollClipDisabled`
    /// turns it off).
    private(set) var clips = true

    func setClips(_ clips: Bool, node: ViewNode) {
        guard clips != self.clips else { return }
        self.clips = clips
        node.invalidateDrawing()
    }

    /// Drags scroll the content (a press on a view that takes presses
    /// itself, such as a button, goes to that view instead).
    func installDragging(on node: ViewNode, enabled: Bool) {
        guard enabled else {
            node.pointer?.pressHandler = nil
            return
        }
        node.installDragging(self)
    }

    func drag(_ phase: PressPhase, node: ViewNode) {
        switch phase {
        case .began(let point):
            dragStart = (point, offset.presentation)
            enter(.interacting, node: node)
        case .moved(let point, _), .ended(let point, _):
            guard let start = dragStart, point.x.isFinite, point.y.isFinite else { break }
            let target = CGPoint(x: start.offset.x - (point.x - start.point.x), y: start.offset.y - (point.y - start.point.y))
            scroll(to: target, node: node, transaction: Transaction())
            if case .ended = phase {
                dragStart = nil
                pull.dragEnded(pulled: point.y - start.point.y, fromTop: start.offset.y <= 0, action: refresh, graph: node.graph)
                // A target behavior (paging, view-aligned) moves the
                // resting place; the content glides there.
                node.graph.layoutNow()
                let resting = restingOffset(from: start.offset, to: clamped(target, node: node), node: node)
                if resting != clamped(target, node: node) {
                    scroll(to: resting, node: node, transaction: Transaction(animation: .smooth), phase: .decelerating)
                } else {
                    enter(.idle, node: node)
                }
                node.graph.scrollEnded(in: node)
            }
        case .cancelled:
            dragStart = nil
            enter(.idle, node: node)
        }
    }

    /// Follows a `scrollPosition(id:)` request that changed.
    func follow(_ request: ScrollPositionRequest, node: ViewNode, in context: ViewContext) {
        if let command = request.command {
            follow(command, node: node, in: context)
            return
        }
        guard request.id != followedRequest else { return }
        followedRequest = request.id
        guard let id = request.id else { return }
        let transaction = context.transaction
        // After the update, once the content is laid out.
        let reference = node.weakReference
        node.graph.updates.afterUpdate {
            guard let node = reference.node, !node.isDetached else { return }
            node.graph.scroll(node, toShow: id, anchor: request.anchor ?? .top, transaction: transaction)
        }
    }

    /// Notes the id shown at the top after a drag.
    func noteFollowed(_ id: AnyHashable?) {
        followedRequest = id
    }
}
