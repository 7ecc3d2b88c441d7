import AnimationCore
import Foundation

/// A value a view keeps under a key in the host's app storage (see
/// ``AppStorageStore``), shared by every view that uses the key, and kept
/// while the host lives; given a `UserDefaults`, in it.
///
/// ```swift
/// @AppStorage("isDarkMode") private var isDarkMode = false
/// ```
///
/// Difference from SwiftUI: without a `store`, values live in the host's
/// memory, not in the app's user defaults.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
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

    init(
        key: String, defaultValue: Value, store: UserDefaults?, encode: @escaping (Value) -> Any?,
        decode: @escaping (Any) -> Value?
    ) {
        location = AppStorageLocation(key: key, defaultValue: defaultValue, defaults: store, encode: encode, decode: decode)
    }
}

/// Values `@AppStorage` stores as they are: `Bool`, `Int`, `Double`,
/// `String`, `URL`, `Data` and `Date`.
public protocol _AppStorageValue {}

extension Bool: _AppStorageValue {}
extension Int: _AppStorageValue {}
extension Double: _AppStorageValue {}
extension String: _AppStorageValue {}
extension URL: _AppStorageValue {}
extension Data: _AppStorageValue {}
extension Date: _AppStorageValue {}

extension AppStorage where Value: _AppStorageValue {
    /// Stores a value under a key.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default, when the key holds no value.
    ///   - key: The key.
    ///   - store: User defaults to keep it in; the host's memory when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0 }, decode: { $0 as? Value })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// Stores an enumeration by its integer raw value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: User defaults to keep it in; the host's memory when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { $0.rawValue },
            decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// Stores an enumeration by its string raw value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: User defaults to keep it in; the host's memory when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { $0.rawValue },
            decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
    }
}

extension AppStorage {
    /// Stores an optional value under a key: `nil` until set.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - store: User defaults to keep it in; the host's memory when `nil`.
    public init<Wrapped: _AppStorageValue>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0 }, decode: { $0 as? Wrapped })
    }
}

/// Where an `@AppStorage` reads and writes: its key in the host's store
/// (known once the graph installs the property) or in user defaults.
///
/// Reads and writes happen on the main actor, as view bodies and actions
/// run; from elsewhere they stop with a precondition failure.
final class AppStorageLocation<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    let defaults: UserDefaults?
    let encode: (Value) -> Any?
    let decode: (Any) -> Value?
    /// The host's store, once installed.
    nonisolated(unsafe) var hostStore: AppStorageStore?
    /// Whether this is a scene's storage (`@SceneStorage`): its fallback
    /// outside a host is ``AppStorageStore/sharedScene``.
    var isScene = false
    /// The user defaults `defaultAppStorage(_:)` gave the view, once
    /// installed (a `store` argument wins over it).
    nonisolated(unsafe) var environmentDefaults: UserDefaults?

    init(
        key: String, defaultValue: Value, defaults: UserDefaults?, encode: @escaping (Value) -> Any?,
        decode: @escaping (Any) -> Value?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.defaults = defaults
        self.encode = encode
        self.decode = decode
    }

    @MainActor private var store: AppStorageStore {
        if let defaults = defaults ?? environmentDefaults { return AppStorageStore.backed(by: defaults) }
        return hostStore ?? (isScene ? AppStorageStore.sharedScene : AppStorageStore.shared)
    }

    func get() -> Value {
        nonisolated(unsafe) var result: Value?
        MainActor.assumeIsolated {
            result = store[key].flatMap(decode)
        }
        return result ?? defaultValue
    }

    func set(_ value: Value) {
        nonisolated(unsafe) let encoded = encode(value)
        MainActor.assumeIsolated {
            store[key] = encoded
        }
    }
}

extension AppStorage: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        location.hostStore = environment.appStorageStore
        location.environmentDefaults = environment.defaultAppStorage
    }
}
