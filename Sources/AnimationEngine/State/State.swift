import AnimationCore
import AnimationRuntime
import Dispatch
import Foundation

/// A property wrapper for a value that a view owns: it persists across
/// updates for as long as the view keeps its place, and writing it updates
/// the view.
///
/// A write records the current transaction, so
/// `withAnimation { selected.toggle() }` animates the changes it causes.
/// Writing state while a body is being evaluated is allowed but reported
/// with a warning; the change applies in the next update pass (an update
/// gives up after ``ViewHost/maximumUpdatePasses`` passes, so a view that
/// always writes cannot hang the host).
///
/// As in SwiftUI, the value is not isolated to the main actor: a view's
/// code runs there, and so do the reads and writes that matter. A write
/// made on another thread is delivered to the main actor, in the
/// transaction it was made in, and applies at the next update.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// Creates state with an initial value.
    ///
    /// - Parameter wrappedValue: The initial value.
    public init(wrappedValue: Value) {
        box = StateBox(initial: wrappedValue)
    }

    /// Creates state with an initial value.
    ///
    /// - Parameter value: The initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State: Sendable where Value: Sendable {}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        if index < node.storage.count, let location = node.storage[index] as? StateLocation<Value> {
            box.location = location
        } else {
            let location = StateLocation(value: box.initial, owner: node, phase: node.graph.updates.phase)
            while node.storage.count <= index { node.storage.append(location) }
            node.storage[index] = location
            box.location = location
        }
    }
}

/// The view value's handle on its state: until the graph connects it to the
/// node's storage it holds the initial value.
///
/// The handle does not keep the storage alive: the node owns it, so a view
/// value that outlives its node (kept by a parent, or by a closure) does not
/// keep the removed view's state. Once the node is gone, reads give the
/// initial value and writes are dropped, as for a view no longer in the
/// graph.
final class StateBox<Value>: @unchecked Sendable {
    let initial: Value
    weak var location: StateLocation<Value>?

    init(initial: Value) {
        self.initial = initial
    }

    /// While views update, the value committed for the update; otherwise
    /// (in actions) the last value written, as SwiftUI's `State` reads.
    var value: Value {
        get {
            guard let location else { return initial }
            return location.phase.isUpdating ? location.committed : location.value
        }
        set {
            guard let location else { return }
            let write = Unchecked((location, newValue, Transaction.current ?? Transaction()))
            if MainActorCheck.isOnMainActor {
                MainActor.assumeIsolated { write.value.0.write(write.value.1, in: write.value.2) }
            } else {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { write.value.0.write(write.value.1, in: write.value.2) }
                }
            }
        }
    }
}

/// State storage kept by a node: the last value written, and the value
/// committed for the views' updates (writes are committed in order, one
/// transaction's writes per update).
final class StateLocation<Value> {
    var value: Value
    var committed: Value
    weak var owner: ViewNode?
    /// Whether the owner's graph is updating (then bodies read `committed`).
    let phase: UpdatePhase

    init(value: Value, owner: ViewNode, phase: UpdatePhase) {
        self.value = value
        self.committed = value
        self.owner = owner
        self.phase = phase
    }

    @MainActor
    func write(_ newValue: Value, in transaction: Transaction) {
        value = newValue
        guard let owner else {
            committed = newValue
            return
        }
        owner.graph.enqueueChange(in: transaction, owner: owner) { [weak self] in self?.committed = newValue }
    }
}

/// A value carried across isolation where the code that carries it makes it
/// safe (the main actor, checked at run time).
package struct Unchecked<Value>: @unchecked Sendable {
    /// The value.
    package let value: Value

    /// Carries a value.
    package init(_ value: Value) {
        self.value = value
    }
}
