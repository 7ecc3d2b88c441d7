import AnimationCore

/// The light or dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
    /// The appearance views draw in: system colors resolve to their light
    /// or dark values. Light by default.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
