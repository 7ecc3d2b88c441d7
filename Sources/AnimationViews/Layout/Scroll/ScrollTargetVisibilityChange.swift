import AnimationCore
import Foundation

/// `onScrollTargetVisibilityChange(idType:threshold:_:)`: an action that
/// hears which identified scroll targets show in the scroll view's
/// viewport.
struct _ScrollTargetVisibilityChangeModifier<ID: Hashable>: PrimitiveModifier {
    var threshold: Double
    var action: @MainActor ([ID]) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let observer = node.ownPrimitive { ScrollTargetVisibilityObserver<ID>(node: node.weakReference) }
        observer.threshold = threshold
        observer.action = action
        node.graph.layoutObservers.register(observer)
        node.updateChild(content, in: context)
    }
}

/// The node of an `onScrollTargetVisibilityChange`: laid out and drawn as
/// its content (a scroll view); after each layout it lists the scroll
/// targets (the identified children of the `scrollTargetLayout()` layout,
/// else of the scroll view's content) whose identity is an `ID` and that
/// show at least `threshold` of their area in the viewport, in order.
final class ScrollTargetVisibilityObserver<ID: Hashable>: NodePrimitive, LayoutObserving, NodeLayout {
    private let reference: WeakNode
    var threshold = 0.5
    var action: @MainActor ([ID]) -> Void = { _ in }
    /// The targets that showed at the last layout.
    private var visible: [ID] = []

    init(node: WeakNode) {
        self.reference = node
    }

    var isLayoutGroup: Bool { true }

    var isDetached: Bool { reference.node?.isDetached ?? true }

    func layoutDidFinish(in graph: ViewGraph) -> (@MainActor () -> Void)? {
        guard let node = reference.node, !node.isLeaving,
            let scrollNode = node.firstDescendant(ScrollPrimitive.self)?.node
        else { return nil }
        var keyed: [(key: AnyHashable, node: ViewNode)] = []
        ViewGraph.scrollTargets(in: scrollNode).explicitlyKeyedDescendants(into: &keyed)
        let viewport = scrollNode.frame
        let shown = keyed.compactMap { entry -> ID? in
            guard let id = entry.key.base as? ID, let bounds = ViewGraph.placedBounds(of: entry.node),
                ScrollVisibilityObserver.isVisible(bounds, in: viewport, threshold: threshold)
            else { return nil }
            return id
        }
        guard shown != visible else { return nil }
        visible = shown
        let action = self.action
        return { action(shown) }
    }
}

extension View {
    /// Runs an action with the identities of the scroll targets that show
    /// in this scroll view's viewport, whenever that list changes.
    ///
    /// The targets are the identified views (`id(_:)`, `ForEach`) of the
    /// layout marked `scrollTargetLayout()`, else of the scroll view's
    /// content; those whose identity is not an `idType` are left out. A
    /// target counts when at least `threshold` of its area shows (clamped
    /// to 0...1; NaN counts as 0.5). The list is in the targets' order; the
    /// action first runs when targets first show, at the end of the layout
    /// that moved them (the state it writes applies in the next update).
    ///
    /// - Parameters:
    ///   - idType: The identities' type.
    ///   - threshold: The share of a target's area that must show.
    ///   - action: The action, with the identities of the targets shown.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping @MainActor ([ID]) -> Void
    ) -> some View {
        modifier(_ScrollTargetVisibilityChangeModifier(threshold: threshold, action: action))
    }
}
