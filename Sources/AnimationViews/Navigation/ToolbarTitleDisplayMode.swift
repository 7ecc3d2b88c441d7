import AnimationCore
import Foundation

/// How a toolbar shows its title, as SwiftUI's `ToolbarTitleDisplayMode`
/// (iOS 17): the navigation bar's display modes under the toolbar's name.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let mode: NavigationBarItem.TitleDisplayMode

    /// Large on a stack's first screen, inline on the screens pushed on it.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// In the bar, small and centered.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Below the bar, large and leading.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// Large, in the bar's leading place (drawn as `.large`: iPadOS and
    /// macOS show it inline in the bar, iOS as large).
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

extension View {
    /// Sets how the title of the screen that shows this view is drawn, as
    /// `navigationBarTitleDisplayMode(_:)` does.
    ///
    /// - Parameter mode: The mode.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }
}
