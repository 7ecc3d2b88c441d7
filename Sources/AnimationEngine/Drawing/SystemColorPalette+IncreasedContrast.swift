import AnimationCore

/// The system colors with Increase Contrast on
/// (``AnimationCore/EnvironmentValues/colorSchemeContrast`` `.increased`):
/// Apple's published values, sRGB, 0 to 255, light and dark.
///
/// - ``SystemColorPalette/iOS26``: the Human Interface Guidelines' "Color"
///   page as updated on June 9, 2025, its "Increased contrast" columns (as
///   transcribed with the page's default values in sebastienrousseau's
///   dotfiles, `scripts/theme/apple.py`; its 24 default values are this
///   palette's own); red (233, 21, 45), blue (30, 110, 244).
/// - ``SystemColorPalette/iOS18``: the "Color" page of 2021 to 2024, its
///   "Increased contrast" columns (the same twelve pairs in several public
///   transcriptions; Flutter's `CupertinoColors` carries eight of them from
///   iOS 13, where only yellow's light value differed); red (215, 0, 21),
///   blue (0, 64, 221).
///
/// Gray, white, black, clear and the label colors keep their standard
/// values (their increased-contrast values are not in these tables).
extension SystemColorPalette {
    /// The light and dark components of a system color at a contrast; see
    /// ``components(ofNamed:)`` for the indices.
    ///
    /// - Parameters:
    ///   - index: The color's index in `Color`'s names.
    ///   - contrast: The contrast.
    /// - Returns: The components, or `nil` for a color not in the palette.
    package func components(
        ofNamed index: UInt64, contrast: ColorSchemeContrast
    ) -> (light: (Int, Int, Int), dark: (Int, Int, Int))? {
        guard contrast == .increased else { return components(ofNamed: index) }
        return Self.entry(of: index, in: self == .iOS26 ? Self.increased26 : Self.increased18)
    }

    /// Red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple,
    /// pink and brown, increased contrast: light, dark.
    private static let increased26: [(light: (Int, Int, Int), dark: (Int, Int, Int))] = [
        ((233, 21, 45), (255, 97, 101)), ((197, 83, 0), (255, 160, 86)), ((161, 106, 0), (254, 223, 67)),
        ((0, 137, 50), (74, 217, 104)), ((0, 133, 117), (84, 223, 203)), ((0, 129, 152), (59, 221, 236)),
        ((0, 126, 174), (109, 217, 255)), ((30, 110, 244), (92, 184, 255)), ((86, 74, 222), (167, 170, 255)),
        ((176, 47, 194), (234, 141, 255)), ((231, 18, 77), (255, 138, 196)), ((149, 109, 81), (219, 166, 121))
    ]

    private static let increased18: [(light: (Int, Int, Int), dark: (Int, Int, Int))] = [
        ((215, 0, 21), (255, 105, 97)), ((201, 52, 0), (255, 179, 64)), ((178, 80, 0), (255, 212, 38)),
        ((36, 138, 61), (48, 219, 91)), ((12, 129, 123), (102, 212, 207)), ((0, 130, 153), (93, 230, 255)),
        ((0, 113, 164), (112, 215, 255)), ((0, 64, 221), (64, 156, 255)), ((54, 52, 163), (125, 122, 255)),
        ((137, 68, 171), (218, 143, 255)), ((211, 15, 69), (255, 100, 130)), ((127, 101, 69), (181, 148, 105))
    ]
}
