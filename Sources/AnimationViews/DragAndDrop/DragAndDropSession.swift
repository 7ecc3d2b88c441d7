import AnimationCore
import Foundation

/// A view that takes drops (`dropDestination`, `onDrop`): what it accepts,
/// and what it does as a drag comes in, moves over it, leaves, and drops.
/// Locations are in the view's own coordinates.
@MainActor
package protocol DropTargetHandler: AnyObject {
    /// Whether the dragged items are for this view (a view that accepts
    /// none is passed over, to one behind it).
    func accepts(_ items: [Any]) -> Bool
    /// A drag came over the view.
    func dragEntered(_ items: [Any], at location: CGPoint)
    /// The drag moved over the view.
    func dragMoved(_ items: [Any], to location: CGPoint)
    /// The drag left the view (or was cancelled over it).
    func dragExited(_ items: [Any], at location: CGPoint)
    /// The items were dropped on the view; whether it took them.
    func drop(_ items: [Any], at location: CGPoint) -> Bool
}

/// The drag and drop of the host: the views that take drops, and the drag
/// under way (its items, the view it is over).
///
/// A drag begins when a draggable view is held for ``liftDelay`` and then
/// moves (iOS lifts a draggable view after a long press); the view under
/// the pointer that accepts the items is targeted; the release drops them
/// there. The graph holds one as a feature (`graph.feature(DragAndDropSession.self)`).
@MainActor
package final class DragAndDropSession: GraphFeature {
    /// How long a press holds before the view lifts for a drag: 0.5 s, the
    /// default of SwiftUI's `LongPressGesture` (Apple does not document
    /// the drag interaction's own delay).
    package static let liftDelay: TimeInterval = 0.5

    private var targets = Registrations<DropTarget> { $0 }

    /// No drop targets, no drag (the graph makes one when the first drag or target asks).
    package init() {}

    /// The items of the drag under way.
    package private(set) var items: [Any]?
    private var current: DropTarget?
    private var lastLocation = CGPoint.zero

    /// Whether a drag is under way.
    package var isDragging: Bool { items != nil }
    /// Hears whether each drop was taken (the host's `dragAndDrop`).
    var onDrop: ((Bool) -> Void)?

    func register(_ target: DropTarget) {
        targets.insert(target)
    }

    /// Moves the drag to a point of the host (beginning it with `items`).
    package func move(_ items: @autoclosure () -> [Any], to point: CGPoint) {
        if self.items == nil { self.items = items() }
        guard let dragged = self.items else { return }
        lastLocation = point
        let target = self.target(at: point, for: dragged)
        if target !== current {
            if let current, let handler = current.handler { handler.dragExited(dragged, at: current.local(point)) }
            current = target
            if let target, let handler = target.handler { handler.dragEntered(dragged, at: target.local(point)) }
        } else if let target, let handler = target.handler {
            handler.dragMoved(dragged, to: target.local(point))
        }
    }

    /// Drops the drag at a point of the host: the targeted view there takes
    /// the items, or nothing does. Returns whether a view took them.
    @discardableResult
    package func drop(at point: CGPoint) -> Bool {
        defer { items = nil; current = nil }
        guard let dragged = items else { return false }
        let target = self.target(at: point, for: dragged)
        if let current, current !== target, let handler = current.handler { handler.dragExited(dragged, at: current.local(point)) }
        guard let target, let handler = target.handler else {
            onDrop?(false)
            return false
        }
        let took = handler.drop(dragged, at: target.local(point))
        onDrop?(took)
        return took
    }

    /// Ends the drag without a drop (the press was cancelled).
    package func cancel() {
        if let dragged = items, let current, let handler = current.handler { handler.dragExited(dragged, at: current.local(lastLocation)) }
        items = nil
        current = nil
    }

    /// The innermost view under `point` that accepts `items`.
    private func target(at point: CGPoint, for items: [Any]) -> DropTarget? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var best: (target: DropTarget, depth: Int)?
        for target in targets.attached() where !target.isDetached {
            guard let node = target.reference.node, !node.isLeaving, let bounds = ViewGraph.placedBounds(of: node),
                bounds.contains(point), let handler = target.handler, handler.accepts(items)
            else { continue }
            var depth = 0
            node.forEachAncestor { _ in depth += 1 }
            if depth >= (best?.depth ?? -1) { best = (target, depth) }
        }
        return best?.target
    }

    /// Adds the session's part to a census (drop targets in the tree).
    package func count(into census: inout GraphCensus) {
        census.dropTargets += targets.attachedCount
    }
}

/// The node of a view that takes drops: laid out and drawn as its content.
final class DropTarget: NodePrimitive, GraphRegistrant, NodeLayout {
    let reference: WeakNode
    var handler: (any DropTargetHandler)?

    init(node: WeakNode) {
        reference = node
    }

    var isLayoutGroup: Bool { true }

    var isDetached: Bool { reference.node?.isDetached ?? true }

    /// A host point in the view's coordinates.
    func local(_ point: CGPoint) -> CGPoint {
        guard let node = reference.node, let bounds = ViewGraph.placedBounds(of: node) else { return point }
        return CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
    }
}
