import AnimationCore
import AnimationRuntime

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
    @MainActor
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        if index < node.storage.count, let location = node.storage[index] as? StateLocation<Value> {
            box.location = location
        } else {
            let location = StateLocation(value: box.initial, owner: node)
            while node.storage.count <= index { node.storage.append(location) }
            node.storage[index] = location
            box.location = location
        }
    }
}

/// The view value's handle on its state: until the graph connects it to the
/// node's storage it holds the initial value.
final class StateBox<Value> {
    let initial: Value
    var location: StateLocation<Value>?

    init(initial: Value) {
        self.initial = initial
    }

    /// While views update, the value committed for the update; otherwise
    /// (in actions) the last value written, as SwiftUI's `State` reads.
    @MainActor
    var value: Value {
        get {
            guard let location else { return initial }
            return location.owner?.graph.isUpdating == true ? location.committed : location.value
        }
        set {
            guard let location else { return }
            location.value = newValue
            let transaction = Transaction.current ?? Transaction()
            guard let owner = location.owner else {
                location.committed = newValue
                return
            }
            owner.graph.enqueueChange(in: transaction, owner: owner) { [weak location] in location?.committed = newValue }
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

    init(value: Value, owner: ViewNode) {
        self.value = value
        self.committed = value
        self.owner = owner
    }
}
