import AnimationCore

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether the controls of this environment that open a menu show an
    /// indicator (a chevron) beside their label: `.automatic` by default.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets whether the menus and menu pickers in this view show their
    /// indicator, as in SwiftUI. As on iOS, a menu picker shows its
    /// chevron (`chevron.up.chevron.down`) unless `.hidden`, and a `Menu`
    /// shows none unless `.visible`, when it draws the same chevron after
    /// its label.
    ///
    /// - Parameter visibility: The indicator's visibility.
    /// - Returns: The view.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}

/// The chevron of a menu's or menu picker's indicator.
struct MenuIndicatorChevron: View {
    var body: some View {
        Image(systemName: "chevron.up.chevron.down").imageScale(.small)
    }
}
