/// The contrast between an app's foreground and background colors, as
/// SwiftUI's `ColorSchemeContrast`: the Increase Contrast setting.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// Standard contrast (the default).
    case standard
    /// Increased contrast: Increase Contrast is on, and the system colors
    /// draw their increased-contrast values (see ``SystemColorPalette``).
    case increased
}
