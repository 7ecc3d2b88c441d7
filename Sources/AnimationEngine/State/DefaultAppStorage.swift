import AnimationCore
import Foundation

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The user defaults `@AppStorage` properties without a `store` use
    /// (set by `defaultAppStorage(_:)`; `nil`: the host's in-memory store).
    package var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}
