import AnimationCore
import Foundation

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether lists, forms and text editors inside draw their background
    /// (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background of the lists and forms inside (their
    /// grouped gray, or the plain list's white), so that what is behind
    /// them shows; rows keep their own cards. `.automatic` and `.visible`
    /// draw it.
    ///
    /// - Parameter visibility: The background's visibility.
    /// - Returns: The view.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
