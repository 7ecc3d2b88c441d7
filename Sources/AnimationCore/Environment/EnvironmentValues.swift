/// A collection of environment values, keyed by ``EnvironmentKey`` types.
///
/// Animations see the environment of the view that started them through
/// ``AnimationContext/environment``; a pausable animation, for example,
/// reads a flag from it on every frame. Reading a key that was never
/// written returns its `defaultValue`.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values, in a class shared by copies until one of them writes.
    private var storage = Storage()

    /// Creates an environment in which every key has its default value.
    public init() {}

    /// Accesses the value of a key.
    ///
    /// - Parameter key: The key type.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage.values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
            storage.values[ObjectIdentifier(key)] = newValue
        }
    }

    /// The number of keys set, for diagnostics.
    public var description: String {
        "EnvironmentValues(\(storage.values.count) set)"
    }

    /// Whether `other` is a copy of this environment that nobody wrote
    /// since: a view graph then knows, without comparing values, that a
    /// view's environment did not change.
    ///
    /// - Parameter other: Another environment.
    /// - Returns: `true` when both share their storage.
    package func isIdentical(to other: EnvironmentValues) -> Bool {
        storage === other.storage
    }

    private final class Storage {
        var values: [ObjectIdentifier: Any]

        init(_ values: [ObjectIdentifier: Any] = [:]) {
            self.values = values
        }
    }
}
