import AnimationCore
import Foundation
import Synchronization

/// The host that stands for the device, for the UIKit names SwiftUI code
/// reads outside any view (`UIScreen.main.bounds`, the key window's safe
/// area, `UIApplication.shared` resigning the keyboard): the most recently
/// made ``ViewHost`` that still exists.
///
/// A preview or an app runs one host, so that host is the screen. A test
/// that makes several hosts gets the last one made; with no host alive,
/// readers fall back to a phone's screen (see the UIKit module).
///
/// Warnings go further, so that hosts running side by side (tests in
/// parallel) do not get each other's:
/// 1. a warning from a task a host's views started (`task(_:)`, a
///    refresh) goes to that host;
/// 2. one from a task that made a host still alive goes to the last host
///    that task made, even when another task made a host since;
/// 3. one from elsewhere (a dispatch queue, a task that made no host)
///    goes to the most recently made host.
///
/// A task is known by its hash while it runs; a host that outlives the
/// task that made it may, rarely, be taken for the host of a later task
/// that runs at the same address (its warnings then go to that host).
@MainActor
package enum CurrentHost {
    /// The most recently made host, while it exists.
    package private(set) static weak var host: ViewHost?

    nonisolated private static let catalog = Mutex(AssetCatalog())
    /// The current host's identity, readable from any thread.
    nonisolated private static let currentID = Mutex<ObjectIdentifier?>(nil)
    /// The hosts alive that were made in a task, with the task's hash
    /// (`UnsafeCurrentTask` itself may not outlive its scope), in order.
    nonisolated private static let madeInTasks = Mutex<[(task: Int, host: ObjectIdentifier)]>([])
    /// The host of each graph alive, for the tasks a graph's views start.
    nonisolated private static let hostOfGraph = Mutex<[ObjectIdentifier: ObjectIdentifier]>([:])
    /// Warnings reported from any thread, each for the host that was
    /// current then, until that host reads its warnings (at most
    /// ``pendingLimit``, each once).
    nonisolated private static let pending = Mutex<[(host: ObjectIdentifier, message: String)]>([])
    nonisolated private static let pendingLimit = 100

    /// Reports a warning to the current host from any thread (the modules
    /// of Apple's names that are not isolated to the main actor, such as
    /// AVFoundation, warn this way): the host adds it to its
    /// ``ViewHost/warnings`` when they are next read. Which host gets it is
    /// in the type's discussion: the host whose views started the calling
    /// task, the last host the task made, or the most recently made host.
    /// Nothing happens when no host is alive.
    ///
    /// - Parameter message: The warning.
    nonisolated package static func warn(_ message: String) {
        guard let host = warningHost() else { return }
        pending.withLock { list in
            guard !list.contains(where: { $0.host == host && $0.message == message }) else { return }
            if list.count >= pendingLimit { list.removeFirst() }
            list.append((host, message))
        }
    }

    /// Runs `body`, in which a graph's views start tasks: those tasks
    /// (which inherit task-local values) report their warnings to the
    /// graph's host.
    ///
    /// - Parameters:
    ///   - graph: The graph whose views start the tasks.
    ///   - body: Starts them.
    /// - Returns: What `body` returns.
    @discardableResult
    package static func startingTasks<Result>(of graph: ViewGraph, _ body: () -> Result) -> Result {
        StartingGraph.$id.withValue(ObjectIdentifier(graph), operation: body)
    }

    /// The host a warning reported now belongs to.
    nonisolated private static func warningHost() -> ObjectIdentifier? {
        if let graph = StartingGraph.id, let host = hostOfGraph.withLock({ $0[graph] }) {
            return host
        }
        if let task = withUnsafeCurrentTask(body: { $0?.hashValue }),
            let made = madeInTasks.withLock({ $0.last { $0.task == task }?.host })
        {
            return made
        }
        return currentID.withLock { $0 }
    }

    /// Takes the warnings reported for a host from other threads.
    static func takeWarnings(of host: ViewHost) -> [String] {
        let id = ObjectIdentifier(host)
        return pending.withLock { list in
            let mine = list.filter { $0.host == id }.map(\.message)
            list.removeAll { $0.host == id }
            return mine
        }
    }

    /// The asset catalog of the most recently made host (empty before
    /// any), from any thread: `UIImage(named:)` looks names up in it.
    nonisolated package static var assetCatalog: AssetCatalog {
        catalog.withLock { $0 }
    }

    static func made(_ host: ViewHost) {
        self.host = host
        currentID.withLock { $0 = ObjectIdentifier(host) }
        hostOfGraph.withLock { $0[ObjectIdentifier(host.graph)] = ObjectIdentifier(host) }
        if let task = withUnsafeCurrentTask(body: { $0?.hashValue }) {
            madeInTasks.withLock { $0.append((task, ObjectIdentifier(host))) }
        }
        catalog.withLock { $0 = host.graph.assets }
    }

    /// Forgets a host that is gone: a warning reported after it goes to no
    /// host (a later host at the same address does not inherit it), and
    /// the warnings it never read are dropped.
    ///
    /// - Parameter id: The identity of the host that is gone.
    nonisolated static func ended(_ id: ObjectIdentifier) {
        currentID.withLock { if $0 == id { $0 = nil } }
        madeInTasks.withLock { list in list.removeAll { $0.host == id } }
        hostOfGraph.withLock { hosts in hosts = hosts.filter { $0.value != id } }
        pending.withLock { list in list.removeAll { $0.host == id } }
    }
}

/// The graph whose views started the running task (see
/// ``CurrentHost/startingTasks(of:_:)``): apart, as a task-local value is
/// read from any thread.
private enum StartingGraph {
    @TaskLocal static var id: ObjectIdentifier?
}

extension ViewHost {
    /// Ends text editing, as UIKit's `resignFirstResponder` sent to the
    /// application does: the focused text field (if any) loses focus and
    /// hears `.blur`; its `FocusState` reads `false`. `false` when no field
    /// was focused.
    @discardableResult
    package func endEditing() -> Bool {
        cycle { graph.events.endEditing() }
    }
}

extension EventRegistry {
    /// Unfocuses the focused field; `false` when none is focused.
    package func endEditing() -> Bool {
        guard let focused = focusedInput else { return false }
        focusedInput = nil
        target(focused)?.textInputHandler?(.blur)
        return true
    }
}
