import AnimationCore
import AnimationRuntime
import Foundation

/// One view in the tree the host keeps: its identity, state, animated
/// attributes, children, and what its primitive makes of it in layout and
/// drawing. A view's state lives as long as its node, which lives as long
/// as the view keeps its place (same type at the same position, or the same
/// ID in a `ForEach`).
///
/// A node holds what every node has; what only some nodes have lives in
/// parts made on demand: its ``pointer`` target (events), its
/// ``transition``, its primitive's typed state. Layout, reconciliation,
/// attributes and invalidation are in the `ViewNode+*.swift` files.
///
/// Everything a node registers with the graph (attributes it animates,
/// frame drivers of animators, a pointer target) goes through the node, so
/// that ``detach()`` ends all of it.
@MainActor
package final class ViewNode {
    /// The graph the node belongs to.
    package unowned let graph: ViewGraph
    /// The node whose children this node is among. Not a weak reference
    /// (weak references make every retain of a node slow): a parent owns
    /// its children, and ``detach()`` clears it.
    private(set) unowned(unsafe) var parent: ViewNode?
    let viewType: ObjectIdentifier
    /// How many nodes are above this one (0 for the root).
    let depth: Int
    /// What the node does in layout and drawing (a group's behaviour until a
    /// primitive view or modifier sets its own).
    var primitive: any NodePrimitive = GroupPrimitive.shared {
        didSet { graph.display.structureChanged = true }
    }
    /// The child nodes, in order; leaving ones stay until their removal ends.
    @exclusivity(unchecked) package var children: [ViewNode] = []
    /// The children's keys, and which of them are leaving.
    @exclusivity(unchecked) package var childKeys = NodeChildKeys()
    /// Where the node was placed, its cached sizes, and its frame's animation.
    @exclusivity(unchecked) package var layoutCache = NodeLayoutCache()
    /// Whether the node must re-run, in which transaction, and whether it
    /// waits in the update queue's batch of re-runs (see ``UpdateQueue``).
    /// The flags below follow it, packed in its last word.
    @exclusivity(unchecked) var updateMarks = NodeUpdateMarks()
    /// Whether the node is new, or has left the tree.
    @exclusivity(unchecked) private(set) var lifecycle = NodeLifecycle()
    /// Whether the node's item waits to be redrawn (see ``GraphDisplay``).
    @exclusivity(unchecked) var displayMark = NodeDisplayMark()
    /// Whether the node is a modifier's: its one child is its content, and
    /// traits such as a transition pass through it (see ``becomeModifier()``).
    private(set) var isModifier = false
    /// The mark of the last reconciliation of its parent's children that
    /// matched the node (see ``updateChildren(keys:type:label:context:update:)``).
    var reconcileStamp = 0
    /// Where the node's item is in the display list (see
    /// ``DisplayListBuilder``); no item when the count is 0.
    var itemPath = NodeItemPath()
    /// Storage of the view's dynamic properties (`@State`), in order.
    var storage: [AnyObject] = []
    /// The attributes the node owns, in the order it made them.
    var attributes: [AttributeSlot] = []
    /// The node's own state, typed by the view or modifier that owns it.
    var localState: AnyObject?
    /// The view the node was last updated with, and how to update it again.
    @exclusivity(unchecked) var record: AnyViewRecord?
    @exclusivity(unchecked) package var lastContext: ViewContext?
    /// The name of the view whose body this node evaluates, for attribute
    /// names (`nil` for primitives and modifiers).
    private(set) var componentName: String?
    /// How the node's place among its siblings reads in attribute names:
    /// `[3]` for the element of a `ForEach` with ID 3; `nil` when its type
    /// tells it apart.
    var identityLabel: String?
    /// What taps, presses and typing do to the node, if it takes them (see
    /// ``pointerTarget``).
    package var pointer: PointerTarget?
    /// The node's part in insertion and removal transitions, once it has
    /// one (see ``NodeTransition``).
    @exclusivity(unchecked) package var transition: NodeTransition? {
        didSet { graph.display.structureChanged = true }
    }
    /// A weak reference to the node that observation callbacks hold (made
    /// once, not for every body evaluation).
    package private(set) lazy var weakReference = WeakNode(self)

    /// Whether the node has left the tree; nothing it does reaches the
    /// graph any more.
    package var isDetached: Bool { lifecycle.isDetached }
    /// Whether the node has not finished its first update (its views
    /// appear in this update).
    package var isNew: Bool { lifecycle.isNew }
    /// Where the node was last placed, in host coordinates.
    package var frame: CGRect {
        get { layoutCache.frame }
        set { layoutCache.frame = newValue }
    }
    /// Whether the node was removed and shows its removal transition: it is
    /// drawn where it was, takes no part in layout and no hits.
    package var isLeaving: Bool { transition?.isLeaving ?? false }

    /// Whether the node or one of its ancestors is leaving.
    var isInLeavingSubtree: Bool {
        var node: ViewNode? = self
        while let current = node {
            if current.isLeaving { return true }
            node = current.parent
        }
        return false
    }

    /// Calls `body` with each node of the subtree that draws an item.
    func forEachDrawingNode(_ body: (ViewNode) -> Void) {
        if drawsItem { body(self) }
        for child in children { child.forEachDrawingNode(body) }
    }

    /// Where the node's item is drawn: its frame, or the frame its move
    /// animation shows.
    var displayFrame: CGRect {
        layoutCache.geometry?.presentation ?? layoutCache.frame
    }

    /// Whether the node draws an item: its primitive's, or a group for its
    /// transition (the default fade, or a leaving node that takes no hits).
    var drawsItem: Bool {
        primitive.drawing?.drawsItem == true || transition != nil
    }

    /// Sets what the node's item shows: its primitive's drawing, then its
    /// transition's opacity and hit testing.
    @inline(__always)
    func draw(_ item: inout DisplayList.Item) {
        if let transition {
            item.opacity = 1
            item.allowsHitTesting = !transition.isLeaving
        }
        primitive.drawing?.draw(&item, of: self)
        if let opacity = transition?.opacity { item.opacity *= opacity.presentation }
    }

    init(graph: ViewGraph, viewType: ObjectIdentifier, parent: ViewNode?) {
        self.graph = graph
        self.viewType = viewType
        self.parent = parent
        self.depth = parent.map { $0.depth + 1 } ?? 0
    }

    // MARK: Updating

    /// Brings the node up to date with `view`.
    ///
    /// A node that already shows an equal view in the same environment, and
    /// whose state did not change, is left alone with everything inside it:
    /// as in SwiftUI, a body re-runs only when its inputs change.
    func update<V: View>(with view: V, in context: ViewContext) {
        let typed: ViewRecord<V>
        if let record {
            typed = unsafeDowncast(record, to: ViewRecord<V>.self)
            if !updateMarks.isDirty, !lifecycle.isNew, typed.kind != .alwaysUpdate,
                lastContext?.environment.isIdentical(to: context.environment) == true,
                typed.traits.equality.areEqual(typed.view, view)
            {
                return
            }
            typed.view = view
        } else {
            typed = ViewRecord(view)
            record = typed
        }
        lastContext = context
        updateMarks.didRun()
        if let updater = typed.traits.updater {
            withUnsafePointer(to: view) { updater.update($0, self, in: context) }
        } else {
            evaluateBody(of: view, in: context)
        }
        lifecycle.finishFirstUpdate()
    }

    /// Re-runs the node's view with a new transaction (its state changed, or
    /// its animated data moved).
    func rerun(transaction: Transaction, at time: TimeInterval, environment: EnvironmentValues? = nil) {
        guard !isDetached, var context = lastContext, let record else { return }
        if let environment { context.environment = environment }
        context.transaction = transaction
        context.time = time
        updateMarks.mustRun()  // state or animated data changed: do not skip
        record.update(self, in: context)
    }

    /// Installs dynamic properties and evaluates the body.
    func evaluateBody<V: View>(of view: V, in context: ViewContext) {
        if componentName == nil, !(view is any Shape) { componentName = Self.displayName(of: V.self) }
        DynamicProperties.install(in: view, node: self, environment: context.environment)
        // The `@Observable` properties the body reads re-run it when they change.
        let body = graph.updates.evaluatingUserCode(countsAsBody: true) {
            ObjectObservation.reading(as: self) { ObjectObservation.tracking(self) { view.body } }
        }
        updateChild(body, in: context)
    }

    /// A view that conforms to `Animatable`: its data animates like any
    /// attribute, and its body re-runs every frame with the interpolated
    /// data.
    func evaluateAnimatableBody<V: View & Animatable>(of view: V, in context: ViewContext) {
        evaluateBody(of: animatedData(of: view, label: "animatableData", in: context), in: context)
    }

    /// `value` with its animatable data replaced by the presentation of the
    /// node's attribute for it, which is set to `value`'s data in the
    /// context's transaction; the node re-runs every frame while it
    /// animates. The one path for `Animatable` views and modifiers.
    func animatedData<T: Animatable>(of value: T, label: String, in context: ViewContext) -> T {
        guard T.AnimatableData.self != EmptyAnimatableData.self else { return value }
        let data = AnimatableBox(animatableData: value.animatableData)
        let attribute = local { makeAttribute(label, initial: data, role: .body) }
        animate(attribute, to: data, in: context)
        var shown = value
        shown.animatableData = attribute.presentation.animatableData
        return shown
    }

    /// Removes the subtree from the graph: its attributes stop being driven
    /// and their running animations end (their completion handlers run, as
    /// for animations removed in SwiftUI), frame drivers stop, and nothing
    /// the subtree's views do later (a saved action writing their state, an
    /// animator's completion) reaches the graph.
    func detach() {
        guard !isDetached else { return }
        lifecycle.detach()
        graph.display.nodeDidDetach(self)
        updateMarks.clear()
        record = nil
        lastContext = nil
        if let pointer {
            // A focused field being removed loses focus; a press on a view
            // being removed ends, cancelled.
            graph.events.nodeDetached(pointer)
            self.pointer = nil
        }
        primitive.nodeDidDetach(self)
        parent = nil
        for slot in attributes {
            graph.unwatch(slot)
            slot.attribute.removeAllAnimations()
        }
        for child in children { child.detach() }
        children = []
        childKeys = NodeChildKeys()
    }

    // MARK: Role

    /// Notes that the node is a modifier's (see ``isModifier``).
    func becomeModifier() {
        isModifier = true
    }
}

/// Any vector as an animatable value.
package struct AnimatableBox<Data: VectorArithmetic>: Animatable {
    /// The value.
    package var animatableData: Data

    /// A box of a value.
    package init(animatableData: Data) {
        self.animatableData = animatableData
    }
}
