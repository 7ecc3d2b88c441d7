import AnimationCore
import Foundation

/// Runs an action when the view leaves the tree: `onDisappear(perform:)`.
@usableFromInline
struct _DisappearModifier: PrimitiveModifier {
    var action: @MainActor () -> Void

    @usableFromInline
    init(action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.ownPrimitive { DisappearAction() }.action = action
        node.updateChild(content, in: context)
    }
}

/// The node of an `onDisappear`: it holds the action, and runs it after
/// the update in which the node leaves the tree (a node that leaves with a
/// removal transition leaves when the transition ends). Laid out and drawn
/// as its content.
final class DisappearAction: NodePrimitive, CensusReporting, NodeLayout {
    var action: (@MainActor () -> Void)?

    var isLayoutGroup: Bool { true }

    func nodeDidDetach(_ node: ViewNode) {
        guard let action else { return }
        self.action = nil
        node.graph.updates.afterUpdate(action)
    }

    func report(into census: inout GraphCensus) {
        if action != nil { census.disappearActions += 1 }
    }
}

/// Runs an asynchronous action while the view is in the tree, started
/// again when an identity changes: `task(id:priority:_:)`.
struct _TaskModifier<ID: Equatable>: PrimitiveModifier {
    var id: ID
    var priority: TaskPriority
    var action: @isolated(any) @Sendable () async -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.ownPrimitive { TaskLifetime<ID>() }.run(action, id: id, priority: priority, graph: node.graph)
        node.updateChild(content, in: context)
    }
}

/// The node of a `task`: it holds the running task and the identity it
/// started for; a new identity cancels it and starts another, and the
/// node's leaving the tree cancels it, at once (in the update that removes
/// the view, or when its removal transition ends). Laid out and drawn as
/// its content.
final class TaskLifetime<ID: Equatable>: NodePrimitive, CensusReporting, NodeLayout {
    private var id: ID?
    private var task: Task<Void, Never>?

    var isLayoutGroup: Bool { true }

    /// Starts the action unless it runs for this identity already.
    func run(_ action: @escaping @isolated(any) @Sendable () async -> Void, id: ID, priority: TaskPriority, graph: ViewGraph) {
        guard task == nil || self.id != id else { return }
        task?.cancel()
        self.id = id
        // The closure runs in its own isolation: the actor of the code
        // that wrote it (a view's body: the main actor). Its warnings go to
        // this graph's host.
        task = CurrentHost.startingTasks(of: graph) { Task(priority: priority, operation: action) }
    }

    func nodeDidDetach(_ node: ViewNode) {
        task?.cancel()
        task = nil
    }

    func report(into census: inout GraphCensus) {
        if task != nil { census.tasks += 1 }
    }
}

extension View {
    /// Runs an action when the view leaves the tree (after the update that
    /// removes it; a view that leaves with a removal transition has left
    /// when the transition ends).
    ///
    /// - Parameter action: The action.
    /// - Returns: The view.
    @inlinable
    @preconcurrency nonisolated public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_DisappearModifier(action: action ?? {}))
    }

    /// Starts an asynchronous task when the view appears; it is cancelled
    /// when the view leaves the tree.
    ///
    /// The task runs on the executor its closure is isolated to (the main
    /// actor for a closure written in a view's body); a headless host runs
    /// it when the main actor is free (a test that awaits, a run loop).
    ///
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - action: The work.
    /// - Returns: The view.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Starts an asynchronous task when the view appears, and again (the
    /// previous one cancelled) whenever `value` changes; the task is
    /// cancelled when the view leaves the tree.
    ///
    /// - Parameters:
    ///   - value: The identity: a new value restarts the task.
    ///   - priority: The task's priority.
    ///   - action: The work.
    /// - Returns: The view.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}
