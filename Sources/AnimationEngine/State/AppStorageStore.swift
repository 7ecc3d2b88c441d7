import AnimationCore
import Foundation
import Observation

/// Where `@AppStorage` keeps its values: each `ViewHost` has one, in
/// memory (see ``ViewHost/appStorage``), so that hosts and tests do not
/// share values; a view outside a host, or one made before, uses
/// ``shared``. A store made with a `UserDefaults` writes through to it.
///
/// Views that read a key in their bodies update when it changes, in the
/// transaction of the change (a write inside `withAnimation` animates).
@MainActor
public final class AppStorageStore {
    /// The store of views outside a host.
    public static let shared = AppStorageStore()
    /// The scene store (`@SceneStorage`) of views outside a host.
    public static let sharedScene = AppStorageStore()

    private var entries: [String: AppStorageEntry] = [:]
    /// The user defaults written through to, if any.
    let defaults: UserDefaults?

    /// Creates an empty in-memory store.
    public init() {
        defaults = nil
    }

    /// Creates a store that reads and writes a `UserDefaults`.
    ///
    /// - Parameter defaults: The user defaults.
    public init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    /// The stores of the user defaults `@AppStorage` was given, one each.
    private static var backed: [ObjectIdentifier: AppStorageStore] = [:]

    static func backed(by defaults: UserDefaults) -> AppStorageStore {
        if let store = backed[ObjectIdentifier(defaults)] { return store }
        let store = AppStorageStore(defaults: defaults)
        backed[ObjectIdentifier(defaults)] = store
        return store
    }

    func entry(_ key: String) -> AppStorageEntry {
        if let entry = entries[key] { return entry }
        let entry = AppStorageEntry(value: defaults?.object(forKey: key))
        entries[key] = entry
        return entry
    }

    /// The value stored for a key (`nil`: none, views show their default).
    /// Setting it updates the views that read the key.
    public subscript(key: String) -> Any? {
        get { entry(key).value }
        set {
            entry(key).value = newValue
            if let defaults {
                if let newValue { defaults.set(newValue, forKey: key) } else { defaults.removeObject(forKey: key) }
            }
        }
    }
}

/// One key's value, observed by the views that read it.
@Observable
final class AppStorageEntry {
    var value: Any?

    init(value: Any?) {
        self.value = value
    }
}

private struct AppStorageStoreKey: EnvironmentKey {
    static var defaultValue: AppStorageStore? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` reads (the host's).
    var appStorageStore: AppStorageStore? {
        get { self[AppStorageStoreKey.self] }
        set { self[AppStorageStoreKey.self] = newValue }
    }
}

private struct SceneStorageStoreKey: EnvironmentKey {
    static var defaultValue: AppStorageStore? { nil }
}

extension EnvironmentValues {
    /// The store `@SceneStorage` reads (the host's scene).
    var sceneStorageStore: AppStorageStore? {
        get { self[SceneStorageStoreKey.self] }
        set { self[SceneStorageStoreKey.self] = newValue }
    }
}
