import AnimationCore
import Foundation

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
