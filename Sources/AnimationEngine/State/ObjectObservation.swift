import AnimationCore
import AnimationRuntime
import Combine
import Dispatch
import Foundation
import Observation

/// What connects a view to the objects it observes: the view's node
/// updates, in the transaction of the change, when an object it observes
/// announces one (`objectWillChange` of an ``ObservableObject``, or a
/// property of an `@Observable` object its body read).
///
/// The announcement comes before the change; the node updates later, in
/// the graph's next update, when the object holds the new value. A change
/// announced on another thread is delivered to the main actor, as a
/// ``State`` write is.
enum ObjectObservation {
    /// Re-runs `node` in the current transaction (on the main actor).
    nonisolated static func changed(_ node: ViewNode?) {
        guard let node else { return }
        let write = Unchecked((node, Transaction.current ?? Transaction()))
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { deliver(write.value.0, write.value.1) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { deliver(write.value.0, write.value.1) } }
        }
    }

    @MainActor
    private static func deliver(_ node: ViewNode, _ transaction: Transaction) {
        guard !node.isDetached else { return }
        node.graph.enqueueChange(in: transaction, owner: node) {}
    }

    /// The node whose view updates now (a primitive view's update, a
    /// body's evaluation): reads through a ``Binding`` are its reads. Set
    /// and read on the main actor only.
    nonisolated(unsafe) private static var reader: ViewNode?

    /// Runs `update` with `node` as the node that reads bindings.
    @MainActor
    static func reading<T>(as node: ViewNode, _ update: () -> T) -> T {
        let previous = reader
        reader = node
        defer { reader = previous }
        return update()
    }

    /// Reads a binding's value and, during a view's update, records the
    /// `@Observable` properties the read touched for the updating node: a
    /// primitive view that reads a binding (a sheet's `isPresented`, a
    /// field's text) re-runs when the property behind it changes, as
    /// SwiftUI's views do, though no body read the property.
    nonisolated static func trackedRead<T>(_ read: () -> T) -> T {
        guard MainActorCheck.isOnMainActor, let node = reader else { return read() }
        let owner = MainActor.assumeIsolated { node.weakReference }
        return withObservationTracking(read, onChange: { changed(owner.node) })
    }

    /// Evaluates `body` and records the `@Observable` properties it reads:
    /// when one of them changes, `node` re-runs (once; the next evaluation
    /// records again).
    @MainActor
    static func tracking<T>(_ node: ViewNode, _ body: () -> T) -> T {
        let owner = node.weakReference
        return withObservationTracking(body, onChange: { changed(owner.node) })
    }
}

extension ViewNode {
    /// Runs `evaluate` (a container's content closures, as `ForEach`
    /// calls its content for each element) recording the `@Observable`
    /// properties it reads: when one changes, the node updates again, as
    /// a body's reads make its view update.
    package func trackingObservations<T>(_ evaluate: () -> T) -> T {
        ObjectObservation.tracking(self, evaluate)
    }
}

/// A weak reference to a node that can cross into `@Sendable` closures (the
/// node is only touched on the main actor).
package final class WeakNode: @unchecked Sendable {
    /// The node, while it lives.
    package weak var node: ViewNode?

    /// A weak reference to a node.
    package init(_ node: ViewNode) {
        self.node = node
    }
}

/// A node's subscription to one ``ObservableObject``: kept in the node's
/// storage, renewed when the view shows another object, cancelled when the
/// node goes.
@MainActor
final class ObjectSubscription {
    private var object: ObjectIdentifier?
    private var cancellable: AnyCancellable?

    /// Subscribes `node` to `object`'s announcements, unless it already is.
    func observe<O: ObservableObject>(_ object: O, for node: ViewNode) {
        let id = ObjectIdentifier(object)
        guard id != self.object || cancellable == nil else { return }
        self.object = id
        cancellable = Self.subscribe(node.weakReference, to: object)
    }

    /// The subscription, made outside the main actor: objects announce
    /// changes on whatever thread changes them.
    nonisolated private static func subscribe<O: ObservableObject>(_ owner: WeakNode, to object: O) -> AnyCancellable {
        object.objectWillChange.sink { _ in ObjectObservation.changed(owner.node) }
    }
}
