import AnimationCore
import AnimationRuntime
import Foundation

/// One view in the tree the host keeps: its identity, state, animated
/// attributes and children. A view's state lives as long as its node,
/// which lives as long as the view keeps its place (same type at the same
/// position, or the same ID in a `ForEach`).
///
/// Everything a node registers with the graph (attributes it animates,
/// frame drivers of animators) goes through the node, so that
/// ``detach()`` ends all of it.
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    let viewType: ObjectIdentifier
    var kind: NodeKind = .group
    var children: [ViewNode] = []
    private var childKeys: [AnyHashable] = []
    /// Storage of the view's dynamic properties (`@State`), in order.
    var storage: [AnyObject] = []
    /// The attributes the node owns, in the order it made them.
    private(set) var attributes: [OwnedAttribute] = []
    /// The node's own state, typed by the view or modifier that owns the
    /// node (see ``local(_:)``).
    private var localState: AnyObject?
    /// The name of the view whose body this node evaluates, for attribute
    /// names (`nil` for primitives and modifiers).
    private(set) var componentName: String?
    /// How the node's place among its siblings reads in attribute names:
    /// `[3]` for the element of a `ForEach` with ID 3; `nil` when its type
    /// tells it apart.
    var identityLabel: String?
    /// Whether the node has left the tree; nothing it does reaches the
    /// graph any more.
    private(set) var isDetached = false
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
            evaluateAnimatableBody(of: animatable, in: context)
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
        guard !isDetached, var context = lastContext else { return }
        context.transaction = transaction
        context.time = time
        reevaluate?(context)
    }

    /// Installs dynamic properties and evaluates the body.
    func evaluateBody<V: View>(of view: V, in context: ViewContext) {
        if componentName == nil, !(view is any Shape) { componentName = Self.displayName(of: V.self) }
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
    private func evaluateAnimatableBody<V: View & Animatable>(of view: V, in context: ViewContext) {
        evaluateBody(of: animatedData(of: view, label: "animatableData", in: context), in: context)
    }

    /// `value` with its animatable data replaced by the presentation of the
    /// node's attribute for it, which is set to `value`'s data in the
    /// context's transaction; the node re-runs every frame while it
    /// animates. The one path for `Animatable` views and modifiers.
    func animatedData<T: Animatable>(of value: T, label: String, in context: ViewContext) -> T {
        guard T.AnimatableData.self != EmptyAnimatableData.self else { return value }
        let data = AnimatableBox(animatableData: value.animatableData)
        let attribute = local { makeAttribute(label, initial: data) }
        animate(attribute, to: data, in: context, rerunning: true)
        var shown = value
        shown.animatableData = attribute.presentation.animatableData
        return shown
    }

    /// Reconciles children: a child keeps its node when the same key holds a
    /// view of the same type; other nodes are created or dropped.
    ///
    /// - Parameter identityLabels: How each child's key reads in attribute
    ///   names (`nil` entries, or no array, when types tell them apart).
    func updateChildren(_ views: [(AnyHashable, any View)], in context: ViewContext, identityLabels: [String?]? = nil) {
        var existing: [AnyHashable: ViewNode] = [:]
        for (key, child) in zip(childKeys, children) { existing[key] = child }
        var newChildren: [ViewNode] = []
        newChildren.reserveCapacity(views.count)
        for (index, (key, view)) in views.enumerated() {
            let type = ObjectIdentifier(Swift.type(of: view))
            let node: ViewNode
            if let old = existing[key], old.viewType == type {
                node = old
                existing[key] = nil
            } else {
                node = ViewNode(graph: graph, viewType: type)
                node.identityLabel = identityLabels?[index]
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

    /// Removes the subtree from the graph: its attributes stop being driven
    /// and their running animations end (their completion handlers run, as
    /// for animations removed in SwiftUI), frame drivers stop, and nothing
    /// the subtree's views do later (a saved action writing their state, an
    /// animator's completion) reaches the graph.
    func detach() {
        guard !isDetached else { return }
        isDetached = true
        isDirty = false
        pendingTransaction = nil
        reevaluate = nil
        tapAction = nil
        graph.nodeRemoved(self)
        for owned in attributes {
            graph.unwatch(owned.attribute)
            owned.attribute.removeAllAnimations()
        }
        for child in children { child.detach() }
        children = []
        childKeys = []
    }

    // MARK: Local state and attributes

    /// The node's own state, created by `make` on first use.
    ///
    /// A node keeps the view type it was made for, and each view or
    /// modifier type asks for one type of state, so the state is always of
    /// type `T` once made.
    func local<T: AnyObject>(_ make: () -> T) -> T {
        if let localState { return unsafeDowncast(localState, to: T.self) }
        let made = make()
        localState = made
        return made
    }

    /// A new attribute owned by the node, at rest at `initial`.
    ///
    /// - Parameter label: Its name in recordings (a modifier's name, such
    ///   as `scaleEffect`).
    func makeAttribute<T: Animatable>(_ label: String, initial: T) -> AnimatedValue<T> {
        let attribute = AnimatedValue(initial)
        attributes.append(OwnedAttribute(label: label, attribute: attribute))
        return attribute
    }

    /// A frame driver owned by the node.
    func makeFrameDriver() -> FrameDriver {
        let driver = FrameDriver()
        attributes.append(OwnedAttribute(label: "frames", attribute: driver))
        return driver
    }

    /// The node's single attribute (its local state), set to `value` in the
    /// context's transaction.
    ///
    /// - Parameter label: Its name in recordings.
    func animatedAttribute<T: Animatable>(_ label: String, to value: T, in context: ViewContext) -> AnimatedValue<T> {
        let attribute = local { makeAttribute(label, initial: value) }
        animate(attribute, to: value, in: context)
        return attribute
    }

    /// The one step that animates an attribute: the attribute sees the
    /// view's environment (a `CustomAnimation` reads it from its context),
    /// takes the new value in the context's transaction, and is driven by
    /// the graph while it animates.
    ///
    /// - Parameter rerunning: Whether the node's view re-runs after every
    ///   frame of the attribute (`Animatable` views and modifiers).
    func animate<T: Animatable>(
        _ attribute: AnimatedValue<T>, to value: T, in context: ViewContext, rerunning: Bool = false
    ) {
        attribute.environment = context.environment
        attribute.set(value, transaction: context.transaction, at: context.time)
        if attribute.isAnimating {
            watch(attribute, rerunning: rerunning)
        } else {
            // Nothing to animate: the frame loop will not advance it, so the
            // transaction's completions hear now that it is done.
            attribute.advance(to: context.time)
        }
    }

    /// Lets the graph drive an attribute of the node while it animates.
    func watch(_ attribute: any AnimatedAttribute, rerunning: Bool) {
        guard !isDetached else {
            attribute.removeAllAnimations()
            return
        }
        graph.watch(attribute, rerunning: rerunning ? self : nil)
    }

    // MARK: Recording

    /// The attributes of the subtree, depth first, each named by its place
    /// in the view structure: the views whose bodies contain it and its
    /// label, such as `Avatar › scaleEffect`.
    func collectAttributes(into result: inout [(String, [Double])], path: String = "", pendingLabel: String = "") {
        var path = path
        var pending = pendingLabel + (identityLabel ?? "")
        if let componentName {
            path += (path.isEmpty ? "" : " › ") + componentName + pending
            pending = ""
        }
        for owned in attributes {
            let components = owned.attribute.presentationComponents
            guard !components.isEmpty else { continue }
            result.append((path + (path.isEmpty ? "" : " › ") + owned.label + pending, components))
        }
        for child in children { child.collectAttributes(into: &result, path: path, pendingLabel: pending) }
    }

    /// A type's name without its generic arguments (`Switchable` for
    /// `Switchable<Text>`).
    static func displayName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    // MARK: State

    /// Marks the node for re-evaluation in the transaction of a state write.
    func markDirty(transaction: Transaction) {
        guard !isDetached else { return }
        isDirty = true
        pendingTransaction = transaction
    }
}

/// An attribute a node owns, with its label for recordings.
struct OwnedAttribute {
    let label: String
    let attribute: any AnimatedAttribute
}

/// Any vector as an animatable value.
struct AnimatableBox<Data: VectorArithmetic>: Animatable {
    var animatableData: Data
}
