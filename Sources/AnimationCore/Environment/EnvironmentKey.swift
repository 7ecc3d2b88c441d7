/// A key for accessing values in the environment.
///
/// Declare a key type with a default value, then extend
/// ``EnvironmentValues`` with a property that reads and writes it:
///
/// ```swift
/// private struct AnimationPausedKey: EnvironmentKey {
///     static let defaultValue = false
/// }
///
/// extension EnvironmentValues {
///     var animationPaused: Bool {
///         get { self[AnimationPausedKey.self] }
///         set { self[AnimationPausedKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value

    /// The value the key has when nothing has set it.
    static var defaultValue: Value { get }
}
