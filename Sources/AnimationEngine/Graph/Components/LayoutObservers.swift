import AnimationCore
import Foundation

/// A view that reacts to where layout put it (`onScrollVisibilityChange`):
/// after each layout pass it compares what it sees with what it saw, and
/// answers with its action when that changed.
@MainActor
package protocol LayoutObserving: GraphRegistrant {
    /// Layout placed the tree: look again; the action to run, if what the
    /// observer sees changed.
    func layoutDidFinish(in graph: ViewGraph) -> (@MainActor () -> Void)?
}

/// The views that react to layout: the graph tells them after every layout
/// pass (``ViewGraph/layout(in:transaction:at:)``), and the actions they
/// answer with run, in order, before the pass returns (as a
/// `GeometryReader`'s content is built again then); the state they write
/// applies in the next update.
///
/// The graph holds one (``ViewGraph/layoutObservers``).
@MainActor
package final class LayoutObservers {
    private var observers = Registrations<any LayoutObserving> { $0 }

    /// Adds an observer (once).
    package func register(_ observer: any LayoutObserving) {
        observers.insert(observer)
    }

    /// Whether no view observes layout (the graph then skips the step).
    var isEmpty: Bool { observers.isEmpty }

    /// Tells every observer that layout finished, then runs the actions
    /// they answered with; drops observers whose nodes left.
    func layoutDidFinish(in graph: ViewGraph) {
        var actions: [@MainActor () -> Void] = []
        for observer in observers.attached() where !observer.isDetached {
            if let action = observer.layoutDidFinish(in: graph) { actions.append(action) }
        }
        for action in actions { action() }
    }

    /// Adds the registry's part to a census (observers of nodes still in
    /// the tree).
    func count(into census: inout GraphCensus) {
        census.layoutObservers += observers.attachedCount
    }
}
