import AnimationCore
import AnimationRuntime
import Foundation

/// One view in the tree the host keeps: its identity, state, animated
/// attributes, children, and what its primitive makes of it in layout and
/// drawing. A view's state lives as long as its node, which lives as long
/// as the view keeps its place (same type at the same position, or the same
/// ID in a `ForEach`).
///
/// Everything a node registers with the graph (attributes it animates,
/// frame drivers of animators) goes through the node, so that
/// ``detach()`` ends all of it.
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
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
        didSet { graph.structureChanged = true }
    }
    @exclusivity(unchecked) private(set) var children: [ViewNode] = []
    private var childKeys: [AnyHashable] = []
    /// Whether the single child is under the default key (no key given):
    /// it then matches without comparing keys.
    private var hasDefaultChildKey = false
    /// Storage of the view's dynamic properties (`@State`), in order.
    var storage: [AnyObject] = []
    /// The attributes the node owns, in the order it made them.
    private(set) var attributes: [AttributeSlot] = []
    /// The node's own state, typed by the view or modifier that owns it.
    private var localState: AnyObject?
    /// The view the node was last updated with, and how to update it again.
    @exclusivity(unchecked) private var record: AnyViewRecord?
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
    @exclusivity(unchecked) var isDirty = false
    var pendingTransaction: Transaction?
    @exclusivity(unchecked) var lastContext: ViewContext?
    var tapAction: (@MainActor () -> Void)? {
        didSet { if (oldValue == nil) != (tapAction == nil) { graph.updateEventNode(self) } }
    }
    /// What a press on the node does, phase by phase (buttons); a node with
    /// one takes the pointer from its press to its release.
    var pressHandler: (@MainActor (PressPhase) -> PressResponse)? {
        didSet { if (oldValue == nil) != (pressHandler == nil) { graph.updateEventNode(self) } }
    }
    /// How the node's press handler competes with others for a press.
    var pressRole = PressRole.normal
    /// Whether the views inside the node take no presses (a gesture whose
    /// mask leaves out `.subviews`).
    var pressExcludesSubviews = false {
        didSet { if oldValue != pressExcludesSubviews { graph.updateEventNode(self) } }
    }
    /// What a text field does with typing, focus and submits (set by its
    /// `_TextInput` modifier).
    var textInputHandler: (@MainActor (TextInputEvent) -> Void)?
    /// What that text field asks of the keyboard.
    var textInputTraits = TextInputTraits()
    var isNew = true
    /// Whether the node is waiting to re-run in this frame.
    var rerunScheduled = false
    /// Whether the node's children are keyed by identities a view gave
    /// (a `ForEach`'s IDs, an `id(_:)`), which `scrollTo` finds.
    var childrenHaveExplicitKeys = false
    /// A weak reference to the node that observation callbacks hold (made
    /// once, not for every body evaluation).
    private(set) lazy var weakReference = WeakNode(self)
    // MARK: Layout and drawing state

    /// Whether ``sizeCache`` holds this node's sizes (nothing inside it
    /// changed since they were computed).
    @exclusivity(unchecked) var layoutIsValid = false
    /// Sizes per proposal, valid while ``layoutIsValid``.
    @exclusivity(unchecked) var sizeCache: [SizeCacheEntry] = []
    /// Whether the node must be placed again even where it was.
    @exclusivity(unchecked) var needsPlacement = true
    /// Where the node was last placed, in host coordinates.
    @exclusivity(unchecked) var frame = CGRect.zero
    @exclusivity(unchecked) var placedProposal: ProposedSize?
    private var cachedLayoutChildren: [ViewNode]?
    /// Where the node's item is in the display list (see
    /// ``DisplayListBuilder``); no item when the count is 0.
    var itemPathStart = 0
    var itemPathCount = 0
    /// Whether the node's item is waiting to be redrawn.
    var redrawScheduled = false

    // MARK: Transition state (last: the fields above are the hot ones)

    /// Whether the node is a modifier's: its one child is its content, and
    /// traits such as a transition pass through it.
    @exclusivity(unchecked) var isModifier = false
    /// How many of the children are leaving (see ``isLeaving``).
    @exclusivity(unchecked) private(set) var leavingCount = 0
    /// The graph's mark of the last reconciliation that matched the node.
    @exclusivity(unchecked) var reconcileStamp = 0
    /// The node's part in insertion and removal transitions, once it has
    /// one (see ``NodeTransition``).
    @exclusivity(unchecked) var transition: NodeTransition? {
        didSet { graph.structureChanged = true }
    }
    /// Whether the node was removed and shows its removal transition: it is
    /// drawn where it was, takes no part in layout and no hits.
    var isLeaving: Bool { transition?.isLeaving ?? false }

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
    /// The node's frame as drawn while it animates to a new place (see
    /// ``moveGeometry(from:wasPlaced:transaction:time:)``); `nil` while it
    /// never has.
    @exclusivity(unchecked) private(set) var geometry: AnimatedValue<CGRect>?

    /// Where the node's item is drawn: its frame, or the frame its move
    /// animation shows.
    var displayFrame: CGRect {
        geometry?.presentation ?? frame
    }

    /// Whether the node draws an item: its primitive's, or a group for its
    /// transition (the default fade, or a leaving node that takes no hits).
    var drawsItem: Bool {
        primitive.drawsItem || transition != nil
    }

    /// Sets what the node's item shows: its primitive's drawing, then its
    /// transition's opacity and hit testing.
    @inline(__always)
    func draw(_ item: inout DisplayList.Item) {
        if let transition {
            item.opacity = 1
            item.allowsHitTesting = !transition.isLeaving
        }
        primitive.draw(&item, of: self)
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
            if !isDirty, !isNew, typed.kind != .alwaysUpdate,
               let last = lastContext, last.environment.isIdentical(to: context.environment),
               typed.equality.areEqual(typed.view, view) {
                return
            }
            typed.view = view
        } else {
            typed = ViewRecord(view)
            record = typed
        }
        lastContext = context
        isDirty = false
        if let updater = typed.updater {
            updater.update(view, self, in: context)
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
    func rerun(transaction: Transaction, at time: TimeInterval, environment: EnvironmentValues? = nil) {
        guard !isDetached, var context = lastContext, let record else { return }
        if let environment { context.environment = environment }
        context.transaction = transaction
        context.time = time
        isDirty = true  // state or animated data changed: do not skip
        record.update(self, in: context)
    }

    /// Installs dynamic properties and evaluates the body.
    func evaluateBody<V: View>(of view: V, in context: ViewContext) {
        if componentName == nil, !(view is any Shape) { componentName = Self.displayName(of: V.self) }
        DynamicProperties.install(in: view, node: self, environment: context.environment)
        graph.bodyEvaluations += 1
        graph.evaluationDepth += 1
        // The `@Observable` properties the body reads re-run it when they change.
        let body = ObjectObservation.tracking(self) { view.body }
        graph.evaluationDepth -= 1
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

    /// Reconciles children with views of one type, as a `ForEach` makes
    /// them: a child keeps its node when the same key holds a view of the
    /// same type; other nodes are created or removed (with their
    /// transitions, in an animated transaction).
    ///
    /// - Parameter identityLabel: How the key of a new child at an index
    ///   reads in attribute names (`nil` when types tell children apart).
    func updateChildren<V: View>(
        keys: [AnyHashable], views: [V], in context: ViewContext, identityLabel: ((Int) -> String?)? = nil
    ) {
        reconcile(keys: keys, type: { _ in ObjectIdentifier(V.self) }, identityLabel: identityLabel, in: context) {
            node, index in
            node.update(with: views[index], in: context)
        }
    }

    /// Updates the children with views of one type, one each, in order: the
    /// caller knows the keys did not change and no child is leaving.
    func updateChildren<V: View>(inOrder views: [V], in context: ViewContext) {
        guard leavingCount == 0, views.count == children.count else {
            updateChildren(keys: childKeys, views: views, in: context)
            return
        }
        for index in views.indices {
            guard children[index].viewType == ObjectIdentifier(V.self) else {
                // Not the children of these views after all: reconcile them
                // (those already updated are equal now, and skip).
                updateChildren(keys: childKeys, views: views, in: context)
                return
            }
            children[index].update(with: views[index], in: context)
        }
    }

    /// Reconciles children with views of any types, as a block of a view
    /// builder makes them (see ``updateChildren(keys:views:in:identityLabel:)``).
    func updateChildren(
        _ views: [(AnyHashable, any View)], in context: ViewContext, identityLabel: ((Int) -> String?)? = nil
    ) {
        reconcile(
            keys: views.map(\.0), type: { ObjectIdentifier(type(of: views[$0].1)) }, identityLabel: identityLabel,
            in: context
        ) { node, index in
            node.update(erased: views[index].1, in: context)
        }
    }

    /// Matches children to keys, makes new nodes and removes the others, and
    /// updates each child with `update`.
    ///
    /// A child that is removed in a transaction with an animation (or whose
    /// transition has one of its own) stays among the children, *leaving*,
    /// until its removal transition ends: it keeps its place in drawing
    /// order, takes no part in layout and no hits. A leaving child whose key
    /// comes back with a view of its type is re-inserted, reversing its
    /// transition from where it is. A new child of a node that is not new
    /// itself runs its insertion transition (only the outermost inserted
    /// view transitions, as in SwiftUI).
    private func reconcile(
        keys: [AnyHashable], type: (Int) -> ObjectIdentifier, identityLabel: ((Int) -> String?)?,
        in context: ViewContext, update: (ViewNode, Int) -> Void
    ) {
        // The common case: the same keys with the same types in the same
        // order, and no child leaving.
        if leavingCount == 0, keys == childKeys, keys.indices.allSatisfy({ children[$0].viewType == type($0) }) {
            for index in keys.indices { update(children[index], index) }
            return
        }
        let oldChildren = children
        let oldKeys = childKeys
        var active: [AnyHashable: ViewNode] = [:]
        var leaving: [AnyHashable: ViewNode] = [:]
        for (key, child) in zip(oldKeys, oldChildren) {
            if child.isLeaving { leaving[key] = child } else { active[key] = child }
        }
        graph.reconcileStamp &+= 1
        let stamp = graph.reconcileStamp
        var newChildren: [ViewNode] = []
        var newKeys: [AnyHashable] = []
        newChildren.reserveCapacity(keys.count + leavingCount)
        newKeys.reserveCapacity(keys.count + leavingCount)
        var inserted: [ViewNode] = []
        for index in keys.indices {
            let key = keys[index]
            let node: ViewNode
            if let old = active[key], old.viewType == type(index), old.reconcileStamp != stamp {
                node = old
            } else if let old = leaving[key], old.viewType == type(index), old.reconcileStamp != stamp {
                node = old
                leaving[key] = nil
                graph.cancelRemoval(of: node, in: context)
            } else {
                node = makeChild(type: type(index), label: identityLabel?(index))
                inserted.append(node)
            }
            node.reconcileStamp = stamp
            update(node, index)
            newChildren.append(node)
            newKeys.append(key)
        }
        // Children no key holds any more leave (with a transition) or go;
        // leaving children stay where they were in drawing order.
        var kept = 0
        for (oldIndex, child) in oldChildren.enumerated() where child.reconcileStamp != stamp {
            if child.isLeaving || (!isNew && graph.beginRemoval(of: child, in: context)) {
                let at = min(oldIndex, newChildren.count)
                newChildren.insert(child, at: at)
                newKeys.insert(oldKeys[oldIndex], at: at)
                kept += 1
            } else {
                child.detach()
            }
        }
        children = newChildren
        childKeys = newKeys
        leavingCount = kept
        hasDefaultChildKey = kept == 0 && childKeys.count == 1 && childKeys[0] == Self.defaultKey
        childrenChanged()
        if !isNew {
            graph.noteStructureChange(in: context)
            for node in inserted { graph.beginInsertion(of: node, in: context) }
        }
    }

    /// The key of a single child given none: a private type, so that it
    /// matches no key a view gives.
    private static let defaultKey = AnyHashable(DefaultChildKey())

    private func makeChild(type: ObjectIdentifier, label: String?) -> ViewNode {
        let node = ViewNode(graph: graph, viewType: type, parent: self)
        node.identityLabel = label
        return node
    }

    /// Updates with a view whose type is erased.
    func update(erased view: any View, in context: ViewContext) {
        func open<V: View>(_ view: V) { update(with: view, in: context) }
        open(view)
    }

    /// The single child for a view, under `key`: the child keeps its node
    /// while the key and the view's type stay the same; otherwise the old
    /// child is removed and a new one inserted (with their transitions).
    func updateChild<V: View>(_ view: V, key: AnyHashable? = nil, in context: ViewContext) {
        if leavingCount == 0, children.count == 1, children[0].viewType == ObjectIdentifier(V.self),
           key == nil ? hasDefaultChildKey : !hasDefaultChildKey && childKeys[0] == key {
            children[0].update(with: view, in: context)
            return
        }
        reconcile(keys: [key ?? Self.defaultKey], type: { _ in ObjectIdentifier(V.self) }, identityLabel: nil, in: context) {
            node, _ in
            node.update(with: view, in: context)
        }
    }

    /// The nodes below this one keyed by an identity a view gave (see
    /// ``childrenHaveExplicitKeys``), depth first, with their keys.
    func explicitlyKeyedDescendants(into result: inout [(key: AnyHashable, node: ViewNode)]) {
        for (key, child) in zip(childKeys, children) where !child.isLeaving {
            if childrenHaveExplicitKeys { result.append((key, child)) }
            child.explicitlyKeyedDescendants(into: &result)
        }
    }

    /// Removes every child: at once without a context, or as their
    /// transitions say in the context's transaction.
    func removeChildren(in context: ViewContext? = nil) {
        guard !children.isEmpty else { return }
        guard let context else {
            for child in children { child.detach() }
            children = []
            childKeys = []
            hasDefaultChildKey = false
            leavingCount = 0
            childrenChanged()
            return
        }
        reconcile(keys: [], type: { _ in viewType }, identityLabel: nil, in: context) { _, _ in }
    }

    /// Takes a child whose removal transition ended out of the tree.
    func removeLeavingChild(_ child: ViewNode) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        childKeys.remove(at: index)
        leavingCount -= 1
        hasDefaultChildKey = leavingCount == 0 && childKeys.count == 1 && childKeys[0] == Self.defaultKey
        child.detach()
        graph.structureChanged = true
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
        record = nil
        lastContext = nil
        tapAction = nil
        if let textInputHandler {
            // A focused field being removed loses focus.
            self.textInputHandler = nil
            graph.inputDetached(ObjectIdentifier(self), handler: textInputHandler)
        }
        if pressHandler != nil {
            // A press on a view being removed ends, cancelled.
            self.pressHandler = nil
            graph.pressEnded(on: ObjectIdentifier(self))
        }
        graph.nodeRemoved(self)
        primitive.nodeDidDetach(self)
        parent = nil
        for slot in attributes {
            graph.unwatch(slot)
            slot.attribute.removeAllAnimations()
        }
        for child in children { child.detach() }
        children = []
        childKeys = []
        hasDefaultChildKey = false
        leavingCount = 0
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

    /// The node's primitive (see ``NodePrimitive``), made by `make` on the
    /// node's first update and kept as its local state.
    func ownPrimitive<P: NodePrimitive>(_ make: () -> P) -> P {
        local {
            let made = make()
            primitive = made
            return made
        }
    }

    /// A new attribute owned by the node, at rest at `initial`.
    ///
    /// - Parameters:
    ///   - label: Its name in recordings (a modifier's name, such as
    ///     `scaleEffect`).
    ///   - role: What a change of its presentation value invalidates.
    func makeAttribute<T: Animatable>(_ label: String, initial: T, role: AttributeRole) -> AnimatedValue<T> {
        let attribute = AnimatedValue(initial)
        attributes.append(AttributeSlot(attribute: attribute, node: self, label: label, role: role))
        return attribute
    }

    /// A frame driver owned by the node: the node re-runs every frame while
    /// it runs.
    func makeFrameDriver() -> FrameDriver {
        let driver = FrameDriver()
        attributes.append(AttributeSlot(attribute: driver, node: self, label: "frames", role: .body))
        return driver
    }

    /// The node's single attribute (its local state), set to `value` in the
    /// context's transaction.
    ///
    /// - Parameters:
    ///   - label: Its name in recordings.
    ///   - role: What a change of its presentation value invalidates.
    func animatedAttribute<T: Animatable>(
        _ label: String, to value: T, role: AttributeRole, in context: ViewContext
    ) -> AnimatedValue<T> {
        let attribute = local { makeAttribute(label, initial: value, role: role) }
        animate(attribute, to: value, in: context)
        return attribute
    }

    /// The one step that animates an attribute: the attribute sees the
    /// view's environment (a `CustomAnimation` reads it from its context),
    /// takes the new value in the context's transaction, and is driven by
    /// the graph while it animates. A change it shows at once (no
    /// animation) invalidates what its role says.
    func animate<T: Animatable>(_ attribute: AnimatedValue<T>, to value: T, in context: ViewContext) {
        if !context.environment.isIdentical(to: attribute.environment) {
            attribute.environment = context.environment
        }
        let changed = attribute.set(value, transaction: context.transaction, at: context.time)
        if attribute.isAnimating {
            watch(attribute)
        } else {
            // Nothing to animate: the frame loop will not advance it, so the
            // transaction's completions hear now that it is done.
            attribute.advance(to: context.time)
            // A change shown at once. (A body role's change is shown by the
            // update that made it; an animation's, by the frames.)
            if changed, let slot = slot(of: attribute), slot.role != .body {
                primitive.attributeDidChange(slot.role, of: self)
            }
        }
    }

    /// Lets the graph drive an attribute of the node while it animates.
    func watch(_ attribute: any AnimatedAttribute) {
        guard !isDetached else {
            attribute.removeAllAnimations()
            return
        }
        guard let slot = slot(of: attribute) else { return }
        graph.watch(slot)
    }

    private func slot(of attribute: any AnimatedAttribute) -> AttributeSlot? {
        for slot in attributes where slot.attribute === attribute { return slot }
        return nil
    }

    /// The node was placed in a new frame (``frame`` holds it): a node
    /// that was placed before moves there with the transaction's animation,
    /// drawn at its ``displayFrame`` meanwhile; without an animation, a move
    /// in progress carries on relative to the new frame.
    func moveGeometry(from old: CGRect, wasPlaced: Bool, transaction: Transaction?, time: TimeInterval) {
        let attribute: AnimatedValue<CGRect>
        if let geometry {
            attribute = geometry
        } else {
            guard wasPlaced, let transaction, transaction.animation != nil else { return }
            attribute = makeAttribute("frame", initial: old, role: .drawing)
            geometry = attribute
        }
        let environment = lastContext?.environment ?? EnvironmentValues()
        animate(attribute, to: frame, in: ViewContext(
            transaction: transaction ?? Transaction(), environment: environment, time: time))
    }

    /// Animates the frame the node's item is drawn at from `start` (its
    /// current display frame when `nil`) to `target` in the transaction
    /// (matched geometry). Layout moves it on from there as usual.
    func animateFrame(from start: CGRect?, to target: CGRect, transaction: Transaction, time: TimeInterval) {
        let attribute: AnimatedValue<CGRect>
        if let geometry {
            attribute = geometry
            if let start, start != attribute.presentation {
                attribute.set(start, transaction: Transaction(), at: time)
            }
        } else {
            attribute = makeAttribute("frame", initial: start ?? frame, role: .drawing)
            geometry = attribute
        }
        let environment = lastContext?.environment ?? EnvironmentValues()
        animate(attribute, to: target, in: ViewContext(transaction: transaction, environment: environment, time: time))
        invalidateDrawing()
    }

    /// Sends the display frame back to the node's own frame in the
    /// transaction (a leaving node re-inserted while its display frame was
    /// moving towards a matched view's): without an animation it is drawn
    /// there at once.
    func returnToFrame(transaction: Transaction, time: TimeInterval) {
        guard let geometry, geometry.model != frame else { return }
        if transaction.animation == nil || transaction.disablesAnimations {
            geometry.set(frame, transaction: Transaction(), at: time)
            geometry.removeAllAnimations()
        } else {
            let environment = lastContext?.environment ?? EnvironmentValues()
            animate(geometry, to: frame, in: ViewContext(transaction: transaction, environment: environment, time: time))
        }
        invalidateDrawing()
    }

    // MARK: Invalidation

    /// Redraws, lays out again or re-runs the node, as a change of an
    /// attribute with `role` needs.
    func invalidate(for role: AttributeRole) {
        switch role {
        case .drawing: invalidateDrawing()
        case .layout: invalidateLayout()
        case .body: graph.scheduleRerun(self)
        }
    }

    /// The node's item must be drawn again (its place and size stay).
    func invalidateDrawing() {
        guard !redrawScheduled, !isDetached else { return }
        redrawScheduled = true
        graph.scheduleRedraw(self)
    }

    /// The node's size, or the places of its children, may have changed:
    /// its cached sizes and those of its ancestors go, and the next pass
    /// lays them out again.
    func invalidateLayout() {
        graph.needsLayout = true
        // Up to the root: groups that stacks open are never laid out
        // themselves, so a flag met on the way says nothing about the nodes
        // above it.
        var node: ViewNode? = self
        while let current = node {
            current.layoutIsValid = false
            current.needsPlacement = true
            node = current.parent
        }
    }

    /// The node's children changed: groups above it flatten differently,
    /// and layout must run again.
    private func childrenChanged() {
        graph.structureChanged = true
        var node: ViewNode? = self
        while let current = node {
            current.cachedLayoutChildren = nil
            guard current.primitive.isLayoutGroup else { break }
            node = current.parent
        }
        // The parent of a group flattens it.
        parent?.cachedLayoutChildren = nil
        invalidateLayout()
    }

    /// Whether the node's cached sizes are valid and include `proposal`.
    func sizeCacheHolds(_ proposal: ProposedSize) -> Bool {
        guard layoutIsValid else { return false }
        for entry in sizeCache where entry.proposal == proposal { return true }
        return false
    }

    /// The children that take part in the node's layout: groups among them
    /// are opened, so a stack lays out their children as its own.
    var layoutChildren: [ViewNode] {
        if let cachedLayoutChildren { return cachedLayoutChildren }
        var result: [ViewNode] = []
        Self.flatten(children, into: &result)
        cachedLayoutChildren = result
        return result
    }

    private static func flatten(_ nodes: [ViewNode], into result: inout [ViewNode]) {
        for node in nodes where !node.isLeaving {
            if node.primitive.isLayoutGroup { flatten(node.children, into: &result) } else { result.append(node) }
        }
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
        for slot in attributes {
            let components = slot.attribute.presentationComponents
            guard !components.isEmpty else { continue }
            result.append((path + (path.isEmpty ? "" : " › ") + slot.label + pending, components))
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

/// Any vector as an animatable value.
struct AnimatableBox<Data: VectorArithmetic>: Animatable {
    var animatableData: Data
}

/// The key of a single child given none (see `ViewNode.updateChild`).
private struct DefaultChildKey: Hashable {}
