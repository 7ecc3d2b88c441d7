import AnimationCore
import Foundation

/// `onScrollVisibilityChange(threshold:_:)`: an action that hears when the
/// view crosses the threshold of being shown in its scroll view's viewport.
struct _ScrollVisibilityChangeModifier: PrimitiveModifier {
    var threshold: Double
    var action: @MainActor (Bool) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let observer = node.ownPrimitive { ScrollVisibilityObserver(node: node.weakReference) }
        observer.threshold = threshold
        observer.action = action
        node.graph.layoutObservers.register(observer)
        node.updateChild(content, in: context)
    }
}

/// The node of an `onScrollVisibilityChange`: laid out and drawn as its
/// content; after each layout it measures how much of the content the
/// viewport shows (the nearest scroll view's frame, or the host's bounds
/// outside a scroll view).
final class ScrollVisibilityObserver: NodePrimitive, LayoutObserving, NodeLayout {
    /// The observer's node, weakly: the graph's registry holds the
    /// observer, which may outlive its node until the registry next looks.
    private let reference: WeakNode
    var threshold = 0.5
    var action: @MainActor (Bool) -> Void = { _ in }
    /// Whether the content counted as visible at the last layout.
    private var isVisible = false

    init(node: WeakNode) {
        self.reference = node
    }

    var isLayoutGroup: Bool { true }

    var isDetached: Bool { reference.node?.isDetached ?? true }

    func layoutDidFinish(in graph: ViewGraph) -> (@MainActor () -> Void)? {
        guard let node = reference.node, !node.isLeaving, let bounds = ViewGraph.placedBounds(of: node) else { return nil }
        let viewport =
            node.nearestAncestor(ScrollPrimitive.self)?.node.frame
            ?? CGRect(origin: .zero, size: graph.layoutState.size ?? .zero)
        let visible = Self.isVisible(bounds, in: viewport, threshold: threshold)
        guard visible != isVisible else { return nil }
        isVisible = visible
        let action = self.action
        return { action(visible) }
    }

    /// Whether a rectangle counts as visible in a viewport: some of it
    /// shows, and at least `threshold` of its area (clamped to 0...1; a
    /// threshold that is not a number counts as 0.5). A rectangle with no
    /// area counts by whether its middle shows.
    static func isVisible(_ rect: CGRect, in viewport: CGRect, threshold: Double) -> Bool {
        let threshold = threshold.isNaN ? 0.5 : min(max(threshold, 0), 1)
        let area = rect.width * rect.height
        guard area > 0 else { return viewport.contains(CGPoint(x: rect.midX, y: rect.midY)) }
        let shown = rect.intersection(viewport)
        guard !shown.isNull, shown.width > 0, shown.height > 0 else { return false }
        return Double(shown.width * shown.height / area) >= threshold
    }
}

extension View {
    /// Runs an action when the view crosses the threshold of being shown in
    /// the viewport of its scroll view: `true` when at least `threshold` of
    /// its area shows, `false` when it no longer does.
    ///
    /// The action first runs when the view appears visible (a view that
    /// starts hidden hears nothing until it shows); outside a scroll view,
    /// the viewport is the host's bounds. It runs at the end of the layout
    /// that moved the view (a frame of a scroll, or the display list read
    /// after a change); the state it writes applies in the next update.
    ///
    /// - Parameters:
    ///   - threshold: The share of the view's area that must show, 0 to 1
    ///     (values outside are clamped; NaN counts as 0.5).
    ///   - action: The action, with whether the view now counts as visible.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onScrollVisibilityChange(
        threshold: Double = 0.5, _ action: @escaping @MainActor (Bool) -> Void
    ) -> some View {
        modifier(_ScrollVisibilityChangeModifier(threshold: threshold, action: action))
    }
}
