import AnimationCore
import Foundation

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The user defaults `@AppStorage` properties without a `store` use
    /// (set by `defaultAppStorage(_:)`; `nil`: the host's in-memory store).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Sets the user defaults that `@AppStorage` properties in this view
    /// and its content read and write when they name no `store`, as in
    /// SwiftUI.
    ///
    /// - Parameter store: The user defaults.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
