import AnimationCore
import Foundation

/// Runs an action when the view leaves the tree: `onDisappear(perform:)`.
struct _DisappearModifier: PrimitiveModifier {
    var action: @MainActor () -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.graph.disappearActions[ObjectIdentifier(node)] = action
        node.updateChild(content, in: context)
    }
}

/// Runs an asynchronous action while the view is in the tree, started
/// again when an identity changes: `task(id:priority:_:)`.
struct _TaskModifier<ID: Equatable>: PrimitiveModifier {
    var id: ID
    var priority: TaskPriority
    var action: @isolated(any) @Sendable () async -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let key = ObjectIdentifier(node)
        let graph = node.graph
        let id = self.id
        if (graph.tasks[key]?.id as? ID) != id {
            graph.tasks[key]?.task.cancel()
            // The closure runs in its own isolation: the actor of the code
            // that wrote it (a view's body: the main actor).
            let action = self.action
            graph.tasks[key] = (id, Task(priority: priority, operation: action))
        }
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Runs an action when the view leaves the tree (after the update that
    /// removes it; a view that leaves with a removal transition has left
    /// when the transition ends).
    ///
    /// - Parameter action: The action.
    /// - Returns: The view.
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
