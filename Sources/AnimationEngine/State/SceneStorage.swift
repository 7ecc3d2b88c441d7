import AnimationCore
import Foundation

/// A value a view keeps under a key in its scene's storage, as SwiftUI's
/// `@SceneStorage`: every view of the scene that uses the key shares it,
/// and it lives as long as the scene (here: the ``ViewHost``, see
/// ``ViewHost/sceneStorage``).
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "home"
/// ```
///
/// Difference from SwiftUI: the system saves a scene's storage to restore
/// it on the next launch; a headless host has no next launch, so the
/// values live in the host's memory (a view outside a host uses
/// ``AppStorageStore/sharedScene``). Scene storage is kept apart from
/// `@AppStorage`: the same key in both holds two values.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let location: AppStorageLocation<Value>

    /// The stored value, or the default when the key holds none (or a
    /// value of another type). Setting it updates the views that read it.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.get() }, set: { location.set($0) })
    }

    init(key: String, defaultValue: Value, encode: @escaping (Value) -> Any?, decode: @escaping (Any) -> Value?) {
        location = AppStorageLocation(key: key, defaultValue: defaultValue, defaults: nil, encode: encode, decode: decode)
        location.isScene = true
    }
}

extension SceneStorage where Value: _AppStorageValue {
    /// Stores a `Bool`, `Int`, `Double`, `String`, `URL`, `Data` or `Date`
    /// under a key.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default, when the key holds no value.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Value })
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// Stores an enumeration by its integer raw value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
    /// Stores an enumeration by its string raw value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(
            key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
    }
}

extension SceneStorage {
    /// Stores an optional value under a key: `nil` until set.
    ///
    /// - Parameter key: The key.
    public init<Wrapped: _AppStorageValue>(_ key: String) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { $0 as? Wrapped })
    }
}

extension SceneStorage: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        location.hostStore = environment.sceneStorageStore
    }
}
