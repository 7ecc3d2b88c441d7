import Foundation

/// The diagnostics a graph has recorded, each once (the host's
/// `warnings`), as SwiftUI logs a runtime issue.
///
/// A component of its own so that what reports to it from outside the
/// graph (the environment's ``HostWarning``) holds this log, not the
/// graph: a weak reference to the graph would give it a side table, and
/// every node's `graph` (an `unowned` reference) would then take the
/// runtime's slow path on each access (a seventh of the time of
/// `AnimationBenchmarks views taps`, 10,000 animating views). A report after the graph has gone is recorded here and
/// read by no one, as a weak reference would have dropped it.
///
/// The graph holds one (``ViewGraph/warningLog``).
@MainActor
package final class GraphWarnings {
    /// The messages in the order they were first reported.
    package private(set) var messages: [String] = []

    /// Creates an empty log.
    package init() {}

    /// Records a message unless it has been recorded before.
    ///
    /// - Parameter message: The diagnostic.
    package func warn(_ message: String) {
        guard !messages.contains(message) else { return }
        // The library prints nothing: hosts read `ViewHost.warnings` and
        // decide (the command line prints them).
        messages.append(message)
    }
}
