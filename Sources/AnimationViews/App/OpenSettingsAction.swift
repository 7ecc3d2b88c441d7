import AnimationCore

/// An action that presents the app's settings window (its ``Settings``
/// scene), as in SwiftUI: read it with `@Environment(\.openSettings)` and
/// call it.
///
/// The headless host shows the app's first window group, never its
/// settings: calling the action warns once (in the host's warnings) and
/// does nothing else.
@MainActor @preconcurrency
public struct OpenSettingsAction: Sendable {
    let warn: @MainActor @Sendable (String) -> Void

    /// Opens the settings window.
    public func callAsFunction() {
        warn("openSettings(): the headless host shows the app's window group, not its Settings scene; nothing was opened")
    }
}

extension EnvironmentValues {
    /// Opens the app's settings window; see ``OpenSettingsAction``.
    public var openSettings: OpenSettingsAction {
        let warning = _warn
        return OpenSettingsAction { message in warning(message) }
    }
}

/// A button that opens the app's settings window, as in SwiftUI: it
/// calls the environment's ``OpenSettingsAction`` (which warns on the
/// headless host, see there).
public struct SettingsLink<Label: View> {
    let label: Label
    @Environment(\.openSettings) private var openSettings

    /// A settings link with a label of your own.
    ///
    /// - Parameter label: The label.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension SettingsLink: View {
    /// A button that opens settings.
    @MainActor @ViewBuilder public var body: some View {
        let open = openSettings
        Button(action: { open() }, label: { label })
    }
}

extension SettingsLink where Label == DefaultSettingsLinkLabel {
    /// A settings link with the standard label, "Settings…".
    nonisolated public init() {
        self.init { DefaultSettingsLinkLabel() }
    }
}

/// The standard label of a ``SettingsLink``: "Settings…", as macOS titles
/// the item.
public struct DefaultSettingsLinkLabel {
    /// The standard label.
    nonisolated public init() {}
}

extension DefaultSettingsLinkLabel: View {
    /// The label's text.
    @MainActor public var body: some View {
        Text(verbatim: "Settings…")
    }
}
