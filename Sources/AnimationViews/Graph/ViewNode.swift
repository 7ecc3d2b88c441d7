import AnimationCore
import AnimationRuntime
import Foundation

/// One view in the tree the host keeps: its identity, state, animated
/// attributes and children. A view's state lives as long as its node,
/// which lives as long as the view keeps its place (same type at the same
/// position, or the same ID in a `ForEach`).
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    let viewType: ObjectIdentifier
    var kind: NodeKind = .group
    var children: [ViewNode] = []
    private var childKeys: [AnyHashable] = []
    /// Storage of the view's dynamic properties (`@State`), in order.
    var storage: [AnyObject] = []
    /// Animated attributes by name.
    private var attributes: [String: AnyObject] = [:]
    /// Values remembered between updates (`animation(_:value:)`, `onChange`).
    var memory: [String: Any] = [:]
    var isDirty = false
    var pendingTransaction: Transaction?
    /// Re-runs the view last given to the node.
    private var reevaluate: ((ViewContext) -> Void)?
    var lastContext: ViewContext?
    var tapAction: (() -> Void)?
    var isNew = true
    /// Sizes computed in the current layout pass, and the pass they belong to.
    var layoutPass = -1
    var layoutSizes: [(ProposedSize, CGSize)] = []
    var layoutChildren: [ViewNode] = []
    /// The least and most length along a stack's axis, per pass.
    var flexibilityPass = -1
    var flexibility: (least: CGFloat, most: CGFloat) = (0, 0)

    init(graph: ViewGraph, viewType: ObjectIdentifier) {
        self.graph = graph
        self.viewType = viewType
    }

    // MARK: Updating

    /// Brings the node up to date with `view`.
    func update<V: View>(with view: V, in context: ViewContext) {
        lastContext = context
        reevaluate = { [unowned self] context in self.update(with: view, in: context) }
        isDirty = false
        if let primitive = view as? any PrimitiveView {
            primitive.update(self, in: context)
        } else if !(view is any Shape), let animatable = view as? any (View & Animatable) {
            updateAnimatable(animatable, in: context)
        } else {
            evaluateBody(of: view, in: context)
        }
        if isNew {
            isNew = false
            graph.nodeAppeared(self)
        }
    }

    /// Re-runs the node's view with a new transaction (its state changed, or
    /// its animated data moved).
    func rerun(transaction: Transaction, at time: TimeInterval) {
        guard var context = lastContext else { return }
        context.transaction = transaction
        context.time = time
        reevaluate?(context)
    }

    /// Installs dynamic properties and evaluates the body.
    func evaluateBody<V: View>(of view: V, in context: ViewContext) {
        DynamicProperties.install(in: view, node: self, environment: context.environment)
        kind = .group
        graph.bodyEvaluations += 1
        graph.evaluationDepth += 1
        let body = view.body
        graph.evaluationDepth -= 1
        updateChildren([(AnyHashable(0), body)], in: context)
    }

    /// A view that conforms to `Animatable`: its data animates like any
    /// attribute, and its body re-runs every frame with the interpolated
    /// data.
    private func updateAnimatable<V: View & Animatable>(_ view: V, in context: ViewContext) {
        guard V.AnimatableData.self != EmptyAnimatableData.self else {
            evaluateBody(of: view, in: context)
            return
        }
        let data = attribute("animatableData", initial: AnimatableBox(animatableData: view.animatableData))
        data.set(AnimatableBox(animatableData: view.animatableData), transaction: context.transaction, at: context.time)
        graph.watch(data, rerunning: self)
        if !data.isAnimating && !context.transaction.completions.isEmpty { data.advance(to: context.time) }
        var shown = view
        shown.animatableData = data.presentation.animatableData
        evaluateBody(of: shown, in: context)
    }

    /// Reconciles children: a child keeps its node when the same key holds a
    /// view of the same type; other nodes are created or dropped.
    func updateChildren(_ views: [(AnyHashable, any View)], in context: ViewContext) {
        var existing: [AnyHashable: ViewNode] = [:]
        for (key, child) in zip(childKeys, children) { existing[key] = child }
        var newChildren: [ViewNode] = []
        newChildren.reserveCapacity(views.count)
        for (key, view) in views {
            let type = ObjectIdentifier(Swift.type(of: view))
            let node: ViewNode
            if let old = existing[key], old.viewType == type {
                node = old
                existing[key] = nil
            } else {
                node = ViewNode(graph: graph, viewType: type)
            }
            node.update(erased: view, in: context)
            newChildren.append(node)
        }
        for removed in existing.values { removed.detach() }
        children = newChildren
        childKeys = views.map(\.0)
    }

    /// Updates with a view whose type is erased.
    func update(erased view: any View, in context: ViewContext) {
        func open<V: View>(_ view: V) { update(with: view, in: context) }
        open(view)
    }

    /// The single child for a view, reusing the current one if it has the
    /// same type.
    func updateChild<V: View>(_ view: V, in context: ViewContext) {
        updateChildren([(AnyHashable(0), view)], in: context)
    }

    /// Forgets a subtree: its animations stop being driven.
    func detach() {
        for child in children { child.detach() }
        for attribute in attributes.values { graph.unwatch(attribute) }
        children = []
    }

    // MARK: Attributes

    /// The animated attribute of the given name, created at `initial`.
    func attribute<T: Animatable>(_ name: String, initial: @autoclosure () -> T) -> AnimatedValue<T> {
        if let existing = attributes[name] as? AnimatedValue<T> { return existing }
        let created = AnimatedValue(initial())
        attributes[name] = created
        return created
    }

    /// Sets an attribute in the context's transaction and lets the graph
    /// drive it while it animates.
    func animate<T: Animatable>(_ name: String, to value: T, in context: ViewContext) -> AnimatedValue<T> {
        let attribute = self.attribute(name, initial: value)
        attribute.environment = context.environment
        attribute.set(value, transaction: context.transaction, at: context.time)
        if attribute.isAnimating {
            graph.watch(attribute, rerunning: nil)
        } else if !context.transaction.completions.isEmpty {
            // Nothing to animate: the frame loop will not advance it, so let
            // the transaction's completions know now.
            attribute.advance(to: context.time)
        }
        return attribute
    }

    /// The attributes of the subtree, depth first, as `name.index` and the
    /// numbers of their presentation values.
    func collectAttributes(into result: inout [(String, [Double])], counter: inout Int) {
        for name in attributes.keys.sorted() {
            guard let attribute = attributes[name] as? AnimatedAttribute else { continue }
            counter += 1
            result.append(("\(name).\(counter)", attribute.presentationComponents))
        }
        for child in children { child.collectAttributes(into: &result, counter: &counter) }
    }

    /// Marks the node for re-evaluation in the transaction of a state write.
    func markDirty(transaction: Transaction) {
        isDirty = true
        // The transaction's completion handlers wait until the update that
        // starts its animations has run.
        transaction.holdCompletions()
        pendingTransaction?.releaseCompletionsLater(in: graph)
        pendingTransaction = transaction
        graph.scheduleUpdate()
    }
}

/// Any vector as an animatable value.
struct AnimatableBox<Data: VectorArithmetic>: Animatable {
    var animatableData: Data
}

extension Transaction {
    /// Releases held completions after the current update pass.
    @MainActor
    func releaseCompletionsLater(in graph: ViewGraph) {
        graph.releaseAfterUpdate.append(self)
    }
}
