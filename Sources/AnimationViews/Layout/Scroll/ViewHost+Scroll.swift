import AnimationCore
import AnimationRuntime
import Foundation

extension ViewHost {
    /// The content offsets of the scroll views, depth first (what each
    /// shows at its top-leading corner, in its content's coordinates).
    public var scrollOffsets: [CGPoint] {
        _ = displayList
        return graph.root?.descendants(ScrollPrimitive.self).map(\.primitive.offset.presentation) ?? []
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
        let scrollViews = graph.root?.descendants(ScrollPrimitive.self) ?? []
        guard scrollViews.indices.contains(scrollView) else { return false }
        let (node, scroll) = scrollViews[scrollView]
        var transaction = Transaction()
        transaction.animation = animation
        cycle { scroll.scroll(to: offset, node: node, transaction: transaction) }
        return true
    }
}
