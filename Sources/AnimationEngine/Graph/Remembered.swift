/// A value a modifier remembers between updates, as its node's local state
/// (`animation(_:value:)`, `onChange(of:)`).
package final class Remembered<Value> {
    private var value: Value?

    /// Stores `newValue` and returns the value it replaces (`nil` on the
    /// first update).
    package func replace(with newValue: Value) -> Value? {
        defer { value = newValue }
        return value
    }

    /// Nothing remembered yet.
    package init() {}
}
