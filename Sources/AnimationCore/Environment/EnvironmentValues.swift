/// A collection of environment values, keyed by ``EnvironmentKey`` types.
///
/// Animations see the environment of the view that started them through
/// ``AnimationContext/environment``; a pausable animation, for example,
/// reads a flag from it on every frame. Reading a key that was never
/// written returns its `defaultValue`.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an environment in which every key has its default value.
    public init() {}

    /// Accesses the value of a key.
    ///
    /// - Parameter key: The key type.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The number of keys set, for diagnostics.
    public var description: String {
        "EnvironmentValues(\(values.count) set)"
    }
}
