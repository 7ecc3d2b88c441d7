import AnimationCore
import AnimationRuntime
import Foundation

/// The tree of view nodes and the update model of SwiftUI: state writes
/// mark their views dirty, an update re-runs only the dirty bodies, and
/// every frame advances only the attributes that animate, then lays out
/// again only what their changes can affect and patches the display list.
@MainActor
final class ViewGraph {
    private(set) var root: ViewNode!
    /// Bodies evaluated so far (for tests and diagnostics).
    var bodyEvaluations = 0
    /// Nodes placed by the last layout pass, and display lists built from
    /// scratch so far (for tests: what a frame cost).
    private(set) var lastLayoutPlacements = 0
    private(set) var displayListBuilds = 0
    /// How deep inside body evaluation the graph is.
    var evaluationDepth = 0
    private(set) var needsUpdate = false
    /// The host's time at the last update or frame.
    private(set) var currentTime: TimeInterval = 0
    /// Diagnostics, such as state written while a body was evaluated.
    private(set) var warnings: [String] = []
    /// The images `Image(_:)` draws (the host's assets folder).
    var assets = AssetCatalog()
    /// The attributes that animate now (each slot knows its index).
    private var animating: [AttributeSlot] = []
    private var appeared: [ViewNode] = []
    var appearActions: [ObjectIdentifier: @MainActor () -> Void] = [:]
    /// State writes waiting for an update, in order, grouped by transaction.
    private var pendingChanges: [StateChange] = []
    /// Whether the graph is updating views: bodies then read the state
    /// values committed for the update, not later writes.
    var isUpdating: Bool { phase.isUpdating }
    /// The same flag, readable without the main actor (state reads check it).
    let phase = UpdatePhase()
    /// Actions to run after the current update pass (`onChange`).
    var deferredActions: [@MainActor () -> Void] = []
    private var contentProviders: [(ViewNode, ViewContext) -> Void] = []
    /// Nodes to re-run in this frame (animatable data moved).
    private var rerunQueue: [ViewNode] = []

    // MARK: Display list state

    /// Whether some node's size or children changed since the last layout.
    var needsLayout = true
    /// The layout pass under way while layout calls out to a view's code
    /// (see ``LayoutPass/exposing(to:_:)``).
    var activeLayoutPass: UnsafeMutablePointer<LayoutPass>?
    /// Whether nodes were added, removed or changed primitives since the
    /// display list was last built (then it is built again, not patched).
    var structureChanged = true
    /// Nodes whose items must be redrawn (their drawing changed, not their
    /// layout).
    private var redrawQueue: [ViewNode] = []
    private var builder = DisplayListBuilder()
    private var items: [DisplayList.Item] = []
    /// The size the tree is laid out in: the host's, from its first
    /// display list (or set by the host when it installs the root).
    var layoutSize: CGSize?
    /// Drawing nodes placed by layouts that ran since the last display
    /// list (an update's layout, run early to animate its moves).
    private var placedSinceDisplay: [ViewNode] = []

    // MARK: Transition state

    /// The mark of the last reconciliation of children (see
    /// ``ViewNode/reconcileStamp``).
    var reconcileStamp = 0
    /// Leaving nodes whose removal animations ended, with the generation of
    /// their removal.
    var finishedRemovals: [(ViewNode, Int)] = []
    /// The transaction of the first change of children made with an
    /// animation in the current update pass: the pass's layout animates
    /// with it.
    private var structureAnimation: Transaction?
    /// The matched views (see ``MatchedGeometryRegistry``).
    private(set) lazy var matchedGeometry = MatchedGeometryRegistry(graph: self)
    private var lastNamespaceID = 0

    /// A namespace identifier no other namespace of the graph has.
    func makeNamespaceID() -> Namespace.ID {
        lastNamespaceID += 1
        return Namespace.ID(id: lastNamespaceID)
    }

    // MARK: Preferences

    /// The views that read preferences of their content.
    private var preferenceReaders: [any PreferenceReading] = []
    private var preferenceReaderIDs: Set<ObjectIdentifier> = []
    /// The most times readers see a new value in one update before the
    /// graph stops delivering (content that changes its preferences in
    /// answer to them).
    static let maximumPreferenceRounds = 16

    /// Adds a reader (once).
    func register(_ reader: any PreferenceReading) {
        guard preferenceReaderIDs.insert(ObjectIdentifier(reader)).inserted else { return }
        preferenceReaders.append(reader)
    }

    /// Asks every reader for its value again; returns whether any changed.
    /// Readers whose nodes are gone are dropped.
    @discardableResult
    func refreshPreferences() -> Bool {
        guard !preferenceReaders.isEmpty else { return false }
        var changed = false
        var index = 0
        while index < preferenceReaders.count {
            let reader = preferenceReaders[index]
            if reader.isDetached {
                preferenceReaderIDs.remove(ObjectIdentifier(reader))
                preferenceReaders.remove(at: index)
                continue
            }
            if reader.refresh() { changed = true }
            index += 1
        }
        return changed
    }

    /// The most update passes one update runs before it gives up on views
    /// that keep writing state while they update.
    static let maximumUpdatePasses = 100

    func install<V: View>(_ view: V, in context: ViewContext) {
        root = ViewNode(graph: self, viewType: ObjectIdentifier(V.self), parent: nil)
        updating { root.update(with: view, in: context) }
        // The views the tree starts with did not arrive in a transaction.
        matchedGeometry.finishPass(animating: nil, at: context.time)
        deliverPreferences(at: context.time)
        runAppearActions()
    }

    /// The environment the root view gets from the host.
    var rootEnvironment: EnvironmentValues? { root?.lastContext?.environment }

    /// Gives the root a new environment, in a transaction: views that read
    /// what changed update (animated, with an animation).
    func updateRootEnvironment(_ environment: EnvironmentValues, transaction: Transaction, at time: TimeInterval) {
        guard let root else { return }
        updating { root.rerun(transaction: transaction, at: time, environment: environment) }
        layoutAnimatedChanges(of: transaction, at: time)
        deliverPreferences(at: time)
        runAppearActions()
    }

    /// Runs `body` as part of an update.
    private func updating(_ body: () -> Void) {
        let outer = phase.isUpdating
        phase.isUpdating = true
        body()
        phase.isUpdating = outer
    }

    var isAnimating: Bool {
        !animating.isEmpty
    }

    /// Records a state write: `commit` makes the new value visible to
    /// bodies when the update of its transaction runs, and `owner` re-runs
    /// then. Writes whose transactions can concatenate share an update;
    /// the others get updates of their own, in order, so that each change
    /// animates with its own transaction. The transaction's completions
    /// wait until that update has started its animations.
    func enqueueChange(in transaction: Transaction, owner: ViewNode?, commit: @escaping () -> Void) {
        if evaluationDepth > 0 {
            warn("Modifying state during view update: the change applies in the next update pass.")
        }
        if let last = pendingChanges.indices.last, pendingChanges[last].transaction.mayConcatenate(with: transaction) {
            pendingChanges[last].commits.append(commit)
            if let owner { pendingChanges[last].owners.append(owner) }
        } else {
            pendingChanges.append(StateChange(
                transaction: transaction, commits: [commit], owners: owner.map { [$0] } ?? [],
                hold: transaction.holdCompletions()))
        }
        needsUpdate = true
    }

    func warn(_ message: String) {
        guard !warnings.contains(message) else { return }
        // The library prints nothing: hosts read `ViewHost.warnings` and
        // decide (the command line prints them).
        warnings.append(message)
    }

    // MARK: Animating attributes

    /// Lets the graph drive an attribute while it animates.
    func watch(_ slot: AttributeSlot) {
        guard slot.animatingIndex < 0, slot.attribute.isAnimating else { return }
        slot.animatingIndex = animating.count
        animating.append(slot)
    }

    /// Stops driving an attribute.
    func unwatch(_ slot: AttributeSlot) {
        guard slot.animatingIndex >= 0 else { return }
        removeAnimating(at: slot.animatingIndex)
    }

    private func removeAnimating(at index: Int) {
        let removed = animating[index]
        let last = animating.removeLast()
        if index < animating.count {
            animating[index] = last
            last.animatingIndex = index
        }
        removed.animatingIndex = -1
    }

    /// Advances every animating attribute to `time`; each change invalidates
    /// what its attribute's role says (a redraw, a layout, a re-run), and
    /// the views whose animatable data moved re-run.
    func advanceAnimations(to time: TimeInterval) {
        currentTime = max(currentTime, time)
        guard !animating.isEmpty else { return }
        var index = 0
        while index < animating.count {
            let slot = animating[index]
            let stillAnimating = slot.attribute.advanceFrame(to: time)
            slot.node.primitive.attributeDidChange(slot.role, of: slot.node)
            if stillAnimating {
                index += 1
            } else if slot.animatingIndex == index {
                removeAnimating(at: index)
            }
        }
        runScheduledReruns(at: time)
        removeFinishedLeavingNodes()
    }

    /// Re-runs the node with its animated data in the next batch of re-runs.
    func scheduleRerun(_ node: ViewNode) {
        guard !node.rerunScheduled, !node.isDetached else { return }
        node.rerunScheduled = true
        rerunQueue.append(node)
    }

    private func runScheduledReruns(at time: TimeInterval) {
        guard !rerunQueue.isEmpty else { return }
        let nodes = rerunQueue.sorted { $0.depth < $1.depth }
        rerunQueue.removeAll(keepingCapacity: true)
        updating {
            for node in nodes {
                node.rerunScheduled = false
                node.rerun(transaction: Transaction(), at: time)
            }
        }
        // Views these re-runs made did not arrive in an animated transaction.
        matchedGeometry.finishPass(animating: nil, at: time)
    }

    // MARK: Nodes

    /// Forgets what a removed node had pending.
    func nodeRemoved(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        eventNodes[id] = nil
        appearActions[id] = nil
        if let action = disappearActions.removeValue(forKey: id) { deferredActions.append(action) }
        if let running = tasks.removeValue(forKey: id) { running.task.cancel() }
    }

    /// How many nodes can give a built-in alignment guide an explicit value
    /// (`alignmentGuide` modifiers, custom layouts): while there are none,
    /// stacks and frames align by the guides' fractions without asking.
    var explicitGuideSources = 0
    /// How many `layoutPriority` modifiers are in the tree: while there are
    /// none, stacks do not look for priorities.
    var layoutPriorityNodes = 0

    /// The date of the host's time 0: dates views see (a drag's time) are
    /// this date plus the host's time.
    var startDate = Date()

    /// Moves the graph's clock to the host's time of an event (events
    /// between frames happen at the host's time, which frames may not
    /// have reached).
    func advanceClock(to time: TimeInterval) {
        currentTime = max(currentTime, time)
    }

    /// The date of a time on the host's clock.
    func date(at time: TimeInterval) -> Date {
        startDate.addingTimeInterval(time)
    }

    /// What `onDisappear` runs when a node leaves, by node.
    var disappearActions: [ObjectIdentifier: @MainActor () -> Void] = [:]
    /// The tasks `task` started, by node, with the identity they started for.
    var tasks: [ObjectIdentifier: (id: Any, task: Task<Void, Never>)] = [:]

    func nodeAppeared(_ node: ViewNode) {
        appeared.append(node)
    }

    // MARK: Updates

    /// Applies the pending state changes, one transaction at a time: each
    /// pass commits a group of writes and re-runs the views that own them
    /// (outermost first) in that group's transaction.
    func processUpdates(at time: TimeInterval) {
        currentTime = max(currentTime, time)
        var passes = 0
        // Actions deferred outside an update (a view whose removal
        // transition ended in a frame: its `onDisappear`, a press it had)
        // run in the next one, which is this.
        while needsUpdate || !deferredActions.isEmpty || !appeared.isEmpty {
            passes += 1
            guard passes <= Self.maximumUpdatePasses else {
                warn("Views kept changing state while updating; gave up after \(Self.maximumUpdatePasses) passes.")
                needsUpdate = false
                let dropped = pendingChanges
                pendingChanges = []
                for change in dropped {
                    for commit in change.commits { commit() }
                    change.hold.release()
                }
                break
            }
            needsUpdate = false
            // Writes made during this pass belong to later ones.
            if !pendingChanges.isEmpty {
                // Lay out what earlier changes did first, so that this pass's
                // animation (if it has one) moves only what this pass changes.
                if needsLayout, let size = layoutSize { layout(in: size, transaction: nil, at: time) }
                let change = pendingChanges.removeFirst()
                for commit in change.commits { commit() }
                var owners: [ViewNode] = []
                for owner in change.owners where !owner.isDetached && !owner.isDirty {
                    owner.markDirty(transaction: change.transaction)
                    owners.append(owner)
                }
                owners.sort { $0.depth < $1.depth }
                updating {
                    for owner in owners where owner.isDirty {
                        let transaction = owner.pendingTransaction ?? Transaction()
                        owner.pendingTransaction = nil
                        owner.rerun(transaction: transaction, at: time)
                    }
                }
                layoutAnimatedChanges(of: change.transaction, at: time)
                // The animations the pass started now hold the completions.
                change.hold.release()
            }
            removeFinishedLeavingNodes()
            deliverPreferences(at: time)
            runAppearActions()
            if !pendingChanges.isEmpty { needsUpdate = true }
        }
    }

    /// Lets readers see the preferences the update produced: actions run,
    /// views built from values re-run (until the values settle, at most
    /// ``maximumPreferenceRounds`` times, then a warning).
    private func deliverPreferences(at time: TimeInterval) {
        var rounds = 0
        while refreshPreferences() {
            rounds += 1
            guard rounds < Self.maximumPreferenceRounds else {
                warn("Preference values kept changing as views read them; stopped after \(Self.maximumPreferenceRounds) rounds.")
                break
            }
            runScheduledReruns(at: time)
        }
    }

    /// The tap action of a node in the tree.
    func tapAction(of target: ObjectIdentifier) -> (@MainActor () -> Void)? {
        eventNode(target)?.tapAction
    }

    /// The press handler of a node in the tree.
    func pressHandler(of target: ObjectIdentifier) -> (@MainActor (PressPhase) -> PressResponse)? {
        eventNode(target)?.pressHandler
    }

    /// The nodes that take taps or presses (a tap action, a press handler,
    /// or a mask that silences the views inside), by identity: events find
    /// them without searching the tree.
    private var eventNodes: [ObjectIdentifier: WeakNode] = [:]

    /// What the graph holds now (see ``GraphCensus``).
    var census: GraphCensus {
        var census = GraphCensus()
        root.count(into: &census)
        census.animatingAttributes = animating.count
        census.eventNodes = eventNodes.count
        census.appearActions = appearActions.count
        census.disappearActions = disappearActions.count
        census.tasks = tasks.count
        census.preferenceReaders = preferenceReaders.count
        census.matchedViews = matchedGeometry.registeredCount
        let queues: [Int] = [
            pendingChanges.count, rerunQueue.count, redrawQueue.count, deferredActions.count, finishedRemovals.count, appeared.count,
        ]
        census.queued = queues.reduce(0, +)
        census.pressHeld = activePress != nil
        return census
    }

    /// A node's tap action, press handler or mask changed.
    func updateEventNode(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        if !node.isDetached, node.tapAction != nil || node.pressHandler != nil || node.pressExcludesSubviews {
            if eventNodes[id] == nil { eventNodes[id] = node.weakReference }
        } else {
            eventNodes[id] = nil
        }
    }

    /// A node that takes taps or presses, by identity.
    func eventNode(_ target: ObjectIdentifier) -> ViewNode? {
        guard let node = eventNodes[target]?.node, !node.isDetached else { return nil }
        return node
    }

    /// A node of the tree by identity.
    func node(_ target: ObjectIdentifier) -> ViewNode? {
        func find(_ node: ViewNode) -> ViewNode? {
            if ObjectIdentifier(node) == target { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return find(root)
    }

    /// The text field that typing reaches.
    var focusedInput: ObjectIdentifier?

    /// The press under way, and the views competing for it.
    var activePress: PressSession?

    /// The pointers down in a press of several (a pinch), in host
    /// coordinates; empty for a press of one pointer.
    var touches: [CGPoint] = []

    /// A node that takes part in the press left the tree: it drops out of
    /// the press (its handler hears `.cancelled` once, after the update).
    func pressEnded(on target: ObjectIdentifier) {
        activePress?.remove(target, graph: self)
    }

    /// Runs `body` while placeholders of modifier content draw `content`.
    func withContent(_ content: @escaping (ViewNode, ViewContext) -> Void, _ body: () -> Void) {
        contentProviders.append(content)
        body()
        contentProviders.removeLast()
    }

    /// Draws the content a modifier's placeholder stands for.
    ///
    /// A placeholder remembers what it stands for, so that it still draws it
    /// when its view re-runs alone (a keyframe animator's frame).
    func provideContent(to node: ViewNode, in context: ViewContext) {
        let remembered = node.local { ContentProvider() }
        if let provider = contentProviders.popLast() {
            remembered.provide = provider
            provider(node, context)
            contentProviders.append(provider)
        } else if let provider = remembered.provide {
            provider(node, context)
        } else {
            node.removeChildren()
        }
    }

    private func runAppearActions() {
        while !deferredActions.isEmpty {
            let actions = deferredActions
            deferredActions = []
            for action in actions { action() }
        }
        while !appeared.isEmpty {
            let nodes = appeared
            appeared = []
            for node in nodes {
                if let action = appearActions.removeValue(forKey: ObjectIdentifier(node)) { action() }
            }
        }
    }

    // MARK: Display list

    /// Redraws the node's item in the next display list.
    func scheduleRedraw(_ node: ViewNode) {
        redrawQueue.append(node)
    }

    /// What the tree shows, laid out in `size` and centered: layout runs
    /// again only where something changed, the items are rebuilt only after
    /// a layout, and otherwise the items whose drawing changed are patched.
    func displayList(in size: CGSize) -> DisplayList {
        removeFinishedLeavingNodes()
        if needsLayout || layoutSize != size {
            layout(in: size, transaction: nil, at: nil)
        } else if placedSinceDisplay.isEmpty {
            lastLayoutPlacements = 0
        }
        if structureChanged {
            structureChanged = false
            displayListBuilds += 1
            items = builder.build(root)
            placedSinceDisplay.removeAll(keepingCapacity: true)
            for node in redrawQueue { node.redrawScheduled = false }
            redrawQueue.removeAll(keepingCapacity: true)
            return DisplayList(items: items)
        }
        // The same items: those that moved or resized, and those whose
        // drawing changed, are drawn again in place.
        for node in placedSinceDisplay { builder.patch(node, in: &items, moved: true) }
        placedSinceDisplay.removeAll(keepingCapacity: true)
        for node in redrawQueue {
            node.redrawScheduled = false
            builder.patch(node, in: &items, moved: false)
        }
        redrawQueue.removeAll(keepingCapacity: true)
        return DisplayList(items: items)
    }

    /// The host's safe-area insets: the root is laid out inside them, and
    /// views that ignore the safe area reach into them.
    var safeAreaInsets = EdgeInsets() {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            safeAreaChanged = true
            root?.invalidateLayout()
            needsLayout = true
        }
    }
    /// Whether the next layout pass must place every node again.
    private var safeAreaChanged = false

    /// The size the root takes for a proposal, without placing anything.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var pass = LayoutPass(transaction: nil, time: currentTime)
        return pass.size(root, ProposedSize(width: proposal.width, height: proposal.height))
    }

    /// Notes a change of children made in the context's transaction: if it
    /// animates, so does the layout of the update pass that made it.
    func noteStructureChange(in context: ViewContext) {
        if structureAnimation == nil, context.transaction.animation != nil {
            structureAnimation = context.transaction
        }
    }

    /// Lays out at once what an update pass changed, if the changes animate
    /// (the pass's transaction, or that of a change of children under an
    /// implicit animation), so that the items that move animate to their new
    /// frames from the time of the change.
    private func layoutAnimatedChanges(of transaction: Transaction, at time: TimeInterval) {
        let animation = transaction.animation != nil ? transaction : structureAnimation
        structureAnimation = nil
        if needsLayout, let animation, let size = layoutSize {
            layout(in: size, transaction: animation, at: time)
            matchedGeometry.finishPass(animating: animation, at: time)
        } else {
            matchedGeometry.finishPass(animating: nil, at: time)
        }
    }

    /// Lays the tree out; the drawing nodes it placed again are patched in
    /// the next display list. With a transaction, the items that move
    /// animate to their new frames.
    private func layout(in size: CGSize, transaction: Transaction?, at time: TimeInterval?) {
        needsLayout = false
        if layoutSize != size {
            layoutSize = size
            root.invalidateLayout()
            needsLayout = false
        }
        var pass = LayoutPass(transaction: transaction, time: time ?? currentTime)
        // The root is offered the safe area, and centered in it.
        let bounds = CGRect(origin: .zero, size: size)
        let safe = bounds.inset(by: safeAreaInsets)
        pass.safeArea = SafeAreaRegion(safe: safe, outer: bounds)
        pass.forcePlacement = safeAreaChanged
        safeAreaChanged = false
        let proposal = ProposedSize(width: safe.width, height: safe.height)
        let rootSize = pass.size(root, proposal)
        let rect = CGRect(
            x: safe.minX + (safe.width - rootSize.width) / 2, y: safe.minY + (safe.height - rootSize.height) / 2,
            width: rootSize.width, height: rootSize.height)
        pass.place(root, in: rect, proposal: proposal)
        // Readers placed with new geometry build their content again, which
        // is laid out in another pass, until the geometry settles.
        var rounds = 0
        while !pass.geometryChanged.isEmpty {
            rounds += 1
            guard rounds <= GeometryReaderPrimitive.maximumRounds else {
                warn("A GeometryReader's content kept changing its geometry; stopped after \(GeometryReaderPrimitive.maximumRounds) layout rounds.")
                pass.geometryChanged.removeAll()
                break
            }
            let readers = pass.geometryChanged.sorted { $0.depth < $1.depth }
            pass.geometryChanged.removeAll()
            updating {
                for reader in readers where !reader.isDetached {
                    reader.rerun(transaction: transaction ?? Transaction(), at: time ?? currentTime)
                }
            }
            deliverPreferences(at: time ?? currentTime)
            runAppearActions()
            let rootSize = pass.size(root, proposal)
            pass.place(root, in: CGRect(
                x: safe.minX + (safe.width - rootSize.width) / 2, y: safe.minY + (safe.height - rootSize.height) / 2,
                width: rootSize.width, height: rootSize.height), proposal: proposal)
        }
        matchedGeometry.placeFollowers(in: &pass)
        lastLayoutPlacements = pass.placedCount
        if placedSinceDisplay.isEmpty {
            placedSinceDisplay = pass.placedDrawingNodes
        } else {
            placedSinceDisplay.append(contentsOf: pass.placedDrawingNodes)
        }
    }
}

/// What a placeholder of modifier content remembers: the content it stands
/// for, so that it still draws it when its view re-runs alone (a keyframe
/// animator's frame).
@MainActor
final class ContentProvider {
    var provide: ((ViewNode, ViewContext) -> Void)?
}

/// State writes applied in one update: their transaction, how to commit
/// each new value, the views that own the state, and the hold on the
/// transaction's completions until the update has run.
struct StateChange {
    let transaction: Transaction
    var commits: [() -> Void]
    var owners: [ViewNode]
    let hold: AnimationCompletionHold
}

/// Whether a graph is updating its views, readable from any isolation: a
/// state read in a body checks it on every read, so it must be cheap. Only
/// the main actor writes it.
final class UpdatePhase: @unchecked Sendable {
    var isUpdating = false
}
