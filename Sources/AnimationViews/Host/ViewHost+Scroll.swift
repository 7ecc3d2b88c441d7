import AnimationCore
import AnimationRuntime
import Foundation

extension ViewHost {
    /// The content offsets of the scroll views, depth first (what each
    /// shows at its top-leading corner, in its content's coordinates).
    public var scrollOffsets: [CGPoint] {
        _ = displayList
        var nodes: [ViewNode] = []
        if let root = graph.root { ViewGraph.scrollViews(in: root, into: &nodes) }
        return nodes.compactMap { ($0.primitive as? ScrollPrimitive)?.offset.presentation }
    }

    /// Sets a scroll view's content offset, as a user's scrolling would
    /// (clamped to the content; NaN counts as 0), and updates the views:
    /// at once, or with `animation`.
    ///
    /// - Parameters:
    ///   - offset: The offset.
    ///   - scrollView: Which scroll view, depth first; the first by default.
    ///   - animation: How the offset changes; at once when `nil`.
    /// - Returns: Whether there is such a scroll view.
    @discardableResult
    public func scroll(to offset: CGPoint, scrollView: Int = 0, animation: Animation? = nil) -> Bool {
        applyPendingChanges()
        _ = displayList
        var nodes: [ViewNode] = []
        if let root = graph.root { ViewGraph.scrollViews(in: root, into: &nodes) }
        guard nodes.indices.contains(scrollView), let scroll = nodes[scrollView].primitive as? ScrollPrimitive else {
            return false
        }
        var transaction = Transaction()
        transaction.animation = animation
        scroll.scroll(to: offset, node: nodes[scrollView], transaction: transaction)
        graph.processUpdates(at: time)
        return true
    }
}
