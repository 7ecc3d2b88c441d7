import AnimationCore

/// The contrast between an app's foreground and background colors, as
/// SwiftUI's `ColorSchemeContrast`: the Increase Contrast setting.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// Standard contrast (the default).
    case standard
    /// Increased contrast: Increase Contrast is on, and the system colors
    /// draw their increased-contrast values (see ``SystemColorPalette``).
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

extension EnvironmentValues {
    /// The contrast of the color scheme: `.standard` unless Increase
    /// Contrast is on. System colors (`Color.red`, ..., `Color.accentColor`)
    /// resolve to their increased-contrast values under `.increased`.
    ///
    /// SwiftUI only reads it; here it can be set too, as the other device
    /// settings (see ``accessibilityReduceMotion``), so that a host or a
    /// preview plays a device with the setting on. SwiftUI's writable
    /// spelling is ``_colorSchemeContrast``.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// SwiftUI's writable form of ``colorSchemeContrast``, as previews and
    /// tests set it: `.environment(\._colorSchemeContrast, .increased)`.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { colorSchemeContrast }
        set { colorSchemeContrast = newValue }
    }
}
