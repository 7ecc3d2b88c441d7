import AnimationCore
import AnimationRuntime

/// A property wrapper for a value owned elsewhere: reading and writing go
/// to the source of truth, typically a ``State`` of a parent view.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value, Transaction?) -> Void
    /// The transaction writes through this binding use; `nil` for the
    /// current one.
    public var transaction: Transaction {
        get { fixedTransaction ?? Transaction() }
        set { fixedTransaction = newValue }
    }

    private var fixedTransaction: Transaction?

    /// Creates a binding from a getter and a setter.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes the value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    /// Creates a binding from a getter and a setter that receives the
    /// transaction of the write.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes the value in a transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = { value, transaction in set(value, transaction ?? Transaction()) }
    }

    /// A binding to a value that never changes.
    ///
    /// - Parameter value: The value.
    /// - Returns: A binding whose writes do nothing.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Creates a binding from another binding's projected value.
    ///
    /// - Parameter projectedValue: The binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The value. Read while a view updates, the `@Observable` properties
    /// behind it re-run that view when they change.
    public var wrappedValue: Value {
        get { ObjectObservation.trackedRead(getter) }
        nonmutating set {
            if let fixedTransaction {
                withTransaction(fixedTransaction) { setter(newValue, fixedTransaction) }
            } else {
                setter(newValue, nil)
            }
        }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> {
        self
    }

    /// A binding to a property of the value.
    ///
    /// - Parameter keyPath: The property.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(
            get: { base.wrappedValue[keyPath: keyPath] },
            set: { base.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// A binding whose writes are animated.
    ///
    /// - Parameter animation: The animation; `.default` when omitted.
    /// - Returns: The binding.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.fixedTransaction = Transaction(animation: animation)
        return binding
    }

    /// A binding whose writes use a transaction.
    ///
    /// - Parameter transaction: The transaction.
    /// - Returns: The binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.fixedTransaction = transaction
        return binding
    }
}
