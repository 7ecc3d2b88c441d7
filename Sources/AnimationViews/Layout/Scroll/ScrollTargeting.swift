import AnimationCore
import AnimationRuntime
import Foundation

extension ViewGraph {
    /// Scrolls `scrollNode` (a scroll view's node) so that the view with
    /// identity `id` inside it shows: with an anchor, that point of the
    /// view at the same point of the viewport; without one, as little as
    /// needed. Returns whether the view was found.
    @discardableResult
    func scroll(_ scrollNode: ViewNode, toShow id: AnyHashable, anchor: UnitPoint?, transaction: Transaction) -> Bool {
        guard let scroll = scrollNode.primitive(as: ScrollPrimitive.self) else { return false }
        layoutNow()
        var keyed: [(key: AnyHashable, node: ViewNode)] = []
        scrollNode.explicitlyKeyedDescendants(into: &keyed)
        guard let target = keyed.first(where: { $0.key == id })?.node, let bounds = Self.placedBounds(of: target) else {
            return false
        }
        let viewport = scrollNode.frame
        let current = scroll.offset.model
        // The view's rectangle in the content's coordinates.
        let inContent = bounds.offsetBy(dx: current.x - viewport.minX, dy: current.y - viewport.minY)
        func axisOffset(_ start: CGFloat, _ length: CGFloat, _ viewportLength: CGFloat, _ now: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return start + unit * (length - viewportLength) }
            if start < now { return start }
            if start + length > now + viewportLength { return start + length - viewportLength }
            return now
        }
        let next = CGPoint(
            x: scroll.axes.contains(.horizontal)
                ? axisOffset(inContent.minX, inContent.width, viewport.width, current.x, anchor?.x) : current.x,
            y: scroll.axes.contains(.vertical)
                ? axisOffset(inContent.minY, inContent.height, viewport.height, current.y, anchor?.y) : current.y)
        scroll.scroll(to: next, node: scrollNode, transaction: transaction)
        return true
    }

    /// A drag ended in a scroll view: a `scrollPosition(id:)` binding hears
    /// which identified view is now first in the viewport.
    func scrollEnded(in scrollNode: ViewNode) {
        guard let request = scrollNode.lastContext?.environment.scrollPositionRequest,
            let scroll = scrollNode.primitive(as: ScrollPrimitive.self)
        else { return }
        layoutNow()
        var keyed: [(key: AnyHashable, node: ViewNode)] = []
        Self.scrollTargets(in: scrollNode).explicitlyKeyedDescendants(into: &keyed)
        let viewport = scrollNode.frame
        let first = keyed.first { entry in
            guard let bounds = Self.placedBounds(of: entry.node) else { return false }
            return scroll.axes.contains(.vertical) ? bounds.maxY > viewport.minY + 0.5 : bounds.maxX > viewport.minX + 0.5
        }
        scroll.noteFollowed(first?.key)
        request.write(first?.key)
    }

    /// The node whose identified children are scroll targets: the layout
    /// marked with `scrollTargetLayout()`, else the scroll view's content.
    static func scrollTargets(in node: ViewNode) -> ViewNode {
        node.firstDescendant(ScrollTargetLayoutPrimitive.self)?.node ?? node
    }
}
