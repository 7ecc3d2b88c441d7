import AnimationCore
import Foundation

extension View {
    /// Sets the color scheme of the view and its content (deprecated in
    /// iOS 17 for `preferredColorScheme(_:)`, as in SwiftUI): the same as
    /// `environment(\.colorScheme, colorScheme)`.
    ///
    /// - Parameter colorScheme: The scheme.
    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Adds help text: iOS has no tooltips, so the text is the view's
    /// accessibility hint, as SwiftUI makes it.
    ///
    /// - Parameter text: The help text.
    nonisolated public func help<S: StringProtocol>(_ text: S) -> some View {
        accessibilityHint(text)
    }

    /// Adds help text (a localized key): the view's accessibility hint.
    ///
    /// - Parameter textKey: The help text's key.
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(textKey))
    }

    /// Adds help text (a `Text`): the view's accessibility hint.
    ///
    /// - Parameter text: The help text.
    nonisolated public func help(_ text: Text) -> some View {
        accessibilityHint(text)
    }
}
