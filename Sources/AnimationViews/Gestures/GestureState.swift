import AnimationCore
import AnimationRuntime
import Foundation

/// State that a gesture sets while it is under way (with
/// `updating(_:body:)`) and that returns to its initial value when the
/// gesture ends: a drag offset that springs back, a pressed flag.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let state: State<Value>
    private let initial: Value
    private let resetTransaction: (Value, inout Transaction) -> Void

    /// Creates the state.
    ///
    /// - Parameter wrappedValue: The value while no gesture sets it.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Creates the state, reset in a transaction (an animation).
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while no gesture sets it.
    ///   - resetTransaction: The transaction of the reset.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// Creates the state, reset in a transaction that `reset` sets.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while no gesture sets it.
    ///   - reset: Sets the reset's transaction, given the value reset from.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        initial = wrappedValue
        resetTransaction = reset
    }

    /// The value: the gesture's while it runs, else the initial one.
    public var wrappedValue: Value { state.wrappedValue }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value in a transaction.
    @MainActor func set(_ value: Value, transaction: Transaction) {
        state.projectedValue.transaction(transaction).wrappedValue = value
    }

    /// Returns to the initial value, in the reset transaction.
    @MainActor func reset() {
        var transaction = Transaction()
        resetTransaction(state.wrappedValue, &transaction)
        set(initial, transaction: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates optional state, `nil` while no gesture sets it.
    ///
    /// - Parameter resetTransaction: The transaction of the reset.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

extension GestureState: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        state.install(in: node, index: index, environment: environment)
    }
}
