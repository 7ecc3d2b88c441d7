import AnimationCore

/// What the system colors resolve to in an environment: the palette and
/// the contrast, kept under one key so that a color reads one value.
package struct SystemColorChoice: Hashable, Sendable {
    /// The palette (``EnvironmentValues/systemColorPalette``).
    package var palette = SystemColorPalette.latest
    /// The contrast (``EnvironmentValues/colorSchemeContrast``).
    package var contrast = ColorSchemeContrast.standard

    /// Whether the choice is the default one: the latest palette at
    /// standard contrast, whose values a color holds itself.
    package var isDefault: Bool { palette == .latest && contrast == .standard }
}

private struct SystemColorChoiceKey: EnvironmentKey {
    static var defaultValue: SystemColorChoice { SystemColorChoice() }
}

extension EnvironmentValues {
    /// The palette and contrast the system colors resolve with.
    package var systemColorChoice: SystemColorChoice {
        self[SystemColorChoiceKey.self]
    }

    /// The release of iOS whose system colors views draw; the latest
    /// (``SystemColorPalette/iOS26``) by default. This package's addition.
    public var systemColorPalette: SystemColorPalette {
        get { self[SystemColorChoiceKey.self].palette }
        set { self[SystemColorChoiceKey.self].palette = newValue }
    }

    /// The contrast of the color scheme: `.standard` unless Increase
    /// Contrast is on. System colors (`Color.red`, ..., `Color.accentColor`)
    /// resolve to their increased-contrast values under `.increased`, and
    /// a catalog's colors to their "High Contrast" values.
    ///
    /// SwiftUI only reads it; here it can be set too, as the other device
    /// settings (see ``accessibilityReduceMotion``), so that a host or a
    /// preview plays a device with the setting on. SwiftUI's writable
    /// spelling is `_colorSchemeContrast`.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[SystemColorChoiceKey.self].contrast }
        set { self[SystemColorChoiceKey.self].contrast = newValue }
    }

    /// SwiftUI's writable form of ``colorSchemeContrast``, as previews and
    /// tests set it: `.environment(\._colorSchemeContrast, .increased)`.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { colorSchemeContrast }
        set { colorSchemeContrast = newValue }
    }
}
