import AnimationCore
import AnimationRuntime
import Foundation

/// The work a view graph has waiting between and within updates: state
/// writes grouped by transaction, views to re-run with new animated data,
/// actions to run after the update (`onChange`, `onDisappear`, a blur),
/// `onAppear` actions of views that just appeared, and whether user code
/// (a body, a `GeometryReader`'s content) is running now.
///
/// The graph holds one (``ViewGraph/updates``); features reach it through
/// the methods below, never through its tables.
@MainActor
package final class UpdateQueue {
    /// State writes waiting for an update, in order, grouped by transaction.
    private(set) var pendingChanges: [StateChange] = []
    /// Whether an update is due (a state write, or work left for one).
    var needsUpdate = false
    /// Nodes to re-run in this frame (their animated data moved).
    private var rerunQueue: [ViewNode] = []
    /// Actions to run after the current update pass.
    private(set) var deferredActions: [@MainActor () -> Void] = []
    /// `onAppear` actions of nodes that appeared in this update, in the
    /// order the nodes finished their first update (inner views first).
    private var appearActions: [(node: ViewNode, action: @MainActor () -> Void)] = []
    /// Whether the graph is updating views; readable without the main actor.
    let phase = UpdatePhase()
    /// How deep inside user code (a body, content built from a value) the
    /// graph is: a state write there is a mistake SwiftUI warns about.
    private(set) var evaluationDepth = 0
    /// Bodies evaluated so far (for tests and diagnostics).
    private(set) var bodyEvaluations = 0
    /// The transaction of the first change of children made with an
    /// animation in the current update pass: the pass's layout animates
    /// with it.
    var structureAnimation: Transaction?

    /// Whether user code is running now (see ``evaluatingUserCode(countsAsBody:_:)``).
    var isEvaluatingUserCode: Bool { evaluationDepth > 0 }

    /// Runs user code that builds views (a body, a `GeometryReader`'s or a
    /// `TimelineView`'s content, a `Canvas`'s renderer): state it writes is
    /// reported, and a body counts in ``bodyEvaluations``.
    ///
    /// - Parameters:
    ///   - countsAsBody: Whether the code is a view's or modifier's body.
    ///   - body: The code.
    /// - Returns: What it returns.
    package func evaluatingUserCode<T>(countsAsBody: Bool = false, _ body: () throws -> T) rethrows -> T {
        if countsAsBody { bodyEvaluations += 1 }
        evaluationDepth += 1
        defer { evaluationDepth -= 1 }
        return try body()
    }

    /// Runs `body` as part of an update (bodies then read the state values
    /// committed for it, not later writes).
    func updating(_ body: () -> Void) {
        let outer = phase.isUpdating
        phase.isUpdating = true
        body()
        phase.isUpdating = outer
    }

    /// Records a state write (see ``ViewGraph/enqueueChange(in:owner:commit:)``).
    func enqueue(_ commit: @escaping () -> Void, owner: ViewNode?, in transaction: Transaction) {
        if let last = pendingChanges.indices.last, pendingChanges[last].transaction.mayConcatenate(with: transaction) {
            pendingChanges[last].commits.append(commit)
            if let owner { pendingChanges[last].owners.append(owner) }
        } else {
            pendingChanges.append(
                StateChange(
                    transaction: transaction, commits: [commit], owners: owner.map { [$0] } ?? [],
                    hold: transaction.holdCompletions()))
        }
        needsUpdate = true
    }

    /// The oldest group of state writes, taken off the queue.
    func takeNextChange() -> StateChange? {
        pendingChanges.isEmpty ? nil : pendingChanges.removeFirst()
    }

    /// Applies every waiting write at once and lets their transactions'
    /// completions go (an update that gave up).
    func commitAllChanges() {
        let dropped = pendingChanges
        pendingChanges = []
        for change in dropped {
            for commit in change.commits { commit() }
            change.hold.release()
        }
    }

    /// Runs an action after the current update pass (or in the next one,
    /// outside an update).
    package func afterUpdate(_ action: @escaping @MainActor () -> Void) {
        deferredActions.append(action)
    }

    /// Runs a node's `onAppear` action after the update in which it
    /// appeared, unless the node leaves first.
    package func appeared(_ node: ViewNode, action: @escaping @MainActor () -> Void) {
        appearActions.append((node, action))
    }

    /// Whether actions wait to run after an update.
    var hasActions: Bool { !deferredActions.isEmpty || !appearActions.isEmpty }

    /// Runs the deferred actions, then the appear actions, until none are
    /// left (an action may add more).
    func runActions() {
        while !deferredActions.isEmpty {
            let actions = deferredActions
            deferredActions = []
            for action in actions { action() }
        }
        while !appearActions.isEmpty {
            let appeared = appearActions
            appearActions = []
            for (node, action) in appeared where !node.isDetached { action() }
        }
    }

    /// Re-runs the node with its animated data in the next batch of re-runs.
    func scheduleRerun(_ node: ViewNode) {
        guard !node.updateMarks.rerunScheduled, !node.isDetached else { return }
        node.updateMarks.rerunScheduled = true
        rerunQueue.append(node)
    }

    /// Runs the nodes scheduled to re-run, outermost first, each through
    /// `rerun` (a node stays marked scheduled until its turn, so that it is
    /// not queued twice for one batch); `false` when none was scheduled.
    func runReruns(_ rerun: (ViewNode) -> Void) -> Bool {
        guard !rerunQueue.isEmpty else { return false }
        let nodes = rerunQueue.sorted { $0.depth < $1.depth }
        rerunQueue.removeAll(keepingCapacity: true)
        updating {
            for node in nodes {
                node.updateMarks.rerunScheduled = false
                rerun(node)
            }
        }
        return true
    }

    /// Adds what is queued to a census.
    func count(into census: inout GraphCensus) {
        census.appearActions += appearActions.count
        census.queued += pendingChanges.count + rerunQueue.count + deferredActions.count
    }
}

/// A node's marks in the update queue: whether it must re-run (its state
/// changed, or its animated data moved: an equal view does not skip it),
/// the transaction of the state write that made it, and whether it waits in
/// the queue's batch of re-runs. Declared beside the queue, which alone
/// schedules and unschedules; the node's update clears the rest.
struct NodeUpdateMarks {
    // The transaction first: the flags, after it, share a word with the
    // node's other flags (a node's size is what a frame's walk reads).
    /// The transaction of the state write that made the node dirty.
    private(set) var pendingTransaction: Transaction?
    /// Whether the node must re-run: an equal view does not skip it.
    private(set) var isDirty = false
    /// Whether the node waits in the batch of re-runs (``UpdateQueue/scheduleRerun(_:)``).
    fileprivate(set) var rerunScheduled = false

    /// Marks the node for a re-run in the transaction of a state write;
    /// `false` when it was marked already (the first write's transaction
    /// stays).
    mutating func markDirty(in transaction: Transaction) -> Bool {
        guard !isDirty else { return false }
        isDirty = true
        pendingTransaction = transaction
        return true
    }

    /// The transaction the node re-runs in, taken (`nil` once taken).
    mutating func takePendingTransaction() -> Transaction? {
        defer { pendingTransaction = nil }
        return pendingTransaction
    }

    /// Marks a re-run that must not be skipped (animated data moved).
    mutating func mustRun() { isDirty = true }

    /// Notes that the node ran: it is no longer dirty.
    mutating func didRun() { isDirty = false }

    /// Drops every mark (the node left the tree).
    mutating func clear() {
        isDirty = false
        pendingTransaction = nil
    }
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
