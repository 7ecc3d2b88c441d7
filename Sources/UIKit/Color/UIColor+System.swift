import Foundation

// UIKit's colors. The system and semantic colors have UIKit's sRGB values
// on iOS in the light and the dark appearance (as UIKit prints them with
// `resolvedColor(with:)`; published in noahgilmore.com's "Backwards
// compatibility for iOS 13 system colors" tables); the twelve hued system
// colors and `link` are iOS 26's (the Human Interface Guidelines' "Color"
// page, June 2025), the latest `SystemColorPalette`, which UIKit colors
// draw whatever palette the environment chooses; the fixed colors
// (`.red`, `.darkGray`, ...) are UIKit's component values.
extension UIColor {
    // MARK: System colors

    /// System red: (255, 56, 60), dark (255, 66, 69) (iOS 26).
    public class var systemRed: UIColor { UIColor((255, 56, 60, 1), dark: (255, 66, 69, 1)) }
    /// System orange: (255, 141, 40), dark (255, 146, 48) (iOS 26).
    public class var systemOrange: UIColor { UIColor((255, 141, 40, 1), dark: (255, 146, 48, 1)) }
    /// System yellow: (255, 204, 0), dark (255, 214, 0) (iOS 26).
    public class var systemYellow: UIColor { UIColor((255, 204, 0, 1), dark: (255, 214, 0, 1)) }
    /// System green: (52, 199, 89), dark (48, 209, 88) (iOS 26).
    public class var systemGreen: UIColor { UIColor((52, 199, 89, 1), dark: (48, 209, 88, 1)) }
    /// System mint: (0, 200, 179), dark (0, 218, 195) (iOS 26).
    public class var systemMint: UIColor { UIColor((0, 200, 179, 1), dark: (0, 218, 195, 1)) }
    /// System teal: (0, 195, 208), dark (0, 210, 224) (iOS 26).
    public class var systemTeal: UIColor { UIColor((0, 195, 208, 1), dark: (0, 210, 224, 1)) }
    /// System cyan: (0, 192, 232), dark (60, 211, 254) (iOS 26).
    public class var systemCyan: UIColor { UIColor((0, 192, 232, 1), dark: (60, 211, 254, 1)) }
    /// System blue: (0, 136, 255), dark (0, 145, 255) (iOS 26).
    public class var systemBlue: UIColor { UIColor((0, 136, 255, 1), dark: (0, 145, 255, 1)) }
    /// System indigo: (97, 85, 245), dark (109, 124, 255) (iOS 26).
    public class var systemIndigo: UIColor { UIColor((97, 85, 245, 1), dark: (109, 124, 255, 1)) }
    /// System purple: (203, 48, 224), dark (219, 52, 242) (iOS 26).
    public class var systemPurple: UIColor { UIColor((203, 48, 224, 1), dark: (219, 52, 242, 1)) }
    /// System pink: (255, 45, 85), dark (255, 55, 95) (iOS 26).
    public class var systemPink: UIColor { UIColor((255, 45, 85, 1), dark: (255, 55, 95, 1)) }
    /// System brown: (172, 127, 94), dark (183, 138, 102) (iOS 26).
    public class var systemBrown: UIColor { UIColor((172, 127, 94, 1), dark: (183, 138, 102, 1)) }
    /// System gray: (142, 142, 147) in both appearances.
    public class var systemGray: UIColor { UIColor((142, 142, 147, 1), dark: (142, 142, 147, 1)) }
    /// System gray 2: (174, 174, 178), dark (99, 99, 102).
    public class var systemGray2: UIColor { UIColor((174, 174, 178, 1), dark: (99, 99, 102, 1)) }
    /// System gray 3: (199, 199, 204), dark (72, 72, 74).
    public class var systemGray3: UIColor { UIColor((199, 199, 204, 1), dark: (72, 72, 74, 1)) }
    /// System gray 4: (209, 209, 214), dark (58, 58, 60).
    public class var systemGray4: UIColor { UIColor((209, 209, 214, 1), dark: (58, 58, 60, 1)) }
    /// System gray 5: (229, 229, 234), dark (44, 44, 46).
    public class var systemGray5: UIColor { UIColor((229, 229, 234, 1), dark: (44, 44, 46, 1)) }
    /// System gray 6: (242, 242, 247), dark (28, 28, 30).
    public class var systemGray6: UIColor { UIColor((242, 242, 247, 1), dark: (28, 28, 30, 1)) }
    /// The tint color: system blue.
    public class var tintColor: UIColor { systemBlue }

    // MARK: Label colors

    /// Primary text: black, dark white.
    public class var label: UIColor { UIColor((0, 0, 0, 1), dark: (255, 255, 255, 1)) }
    /// Secondary text: (60, 60, 67) at 60 %, dark (235, 235, 245) at 60 %.
    public class var secondaryLabel: UIColor { UIColor((60, 60, 67, 0.6), dark: (235, 235, 245, 0.6)) }
    /// Tertiary text: (60, 60, 67) at 30 %, dark (235, 235, 245) at 30 %.
    public class var tertiaryLabel: UIColor { UIColor((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    /// Quaternary text: (60, 60, 67) at 18 %, dark (235, 235, 245) at 16 %.
    public class var quaternaryLabel: UIColor { UIColor((60, 60, 67, 0.18), dark: (235, 235, 245, 0.16)) }
    /// Placeholder text: (60, 60, 67) at 30 %, dark (235, 235, 245) at 30 %.
    public class var placeholderText: UIColor { UIColor((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    /// Links: (0, 136, 255), dark (0, 145, 255) (iOS 26).
    public class var link: UIColor { UIColor((0, 136, 255, 1), dark: (0, 145, 255, 1)) }

    // MARK: Separators and fills

    /// A separator that lets content show through: (60, 60, 67) at 29 %,
    /// dark (84, 84, 88) at 60 %.
    public class var separator: UIColor { UIColor((60, 60, 67, 0.29), dark: (84, 84, 88, 0.6)) }
    /// An opaque separator: (198, 198, 200), dark (56, 56, 58).
    public class var opaqueSeparator: UIColor { UIColor((198, 198, 200, 1), dark: (56, 56, 58, 1)) }
    /// Fill of thin shapes: (120, 120, 128) at 20 %, dark at 36 %.
    public class var systemFill: UIColor { UIColor((120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)) }
    /// Fill of medium shapes: (120, 120, 128) at 16 %, dark at 32 %.
    public class var secondarySystemFill: UIColor { UIColor((120, 120, 128, 0.16), dark: (120, 120, 128, 0.32)) }
    /// Fill of large shapes: (118, 118, 128) at 12 %, dark at 24 %.
    public class var tertiarySystemFill: UIColor { UIColor((118, 118, 128, 0.12), dark: (118, 118, 128, 0.24)) }
    /// Fill of large areas: (116, 116, 128) at 8 %, dark (118, 118, 128) at 18 %.
    public class var quaternarySystemFill: UIColor { UIColor((116, 116, 128, 0.08), dark: (118, 118, 128, 0.18)) }

    // MARK: Backgrounds

    /// The main background: white, dark black.
    public class var systemBackground: UIColor { UIColor((255, 255, 255, 1), dark: (0, 0, 0, 1)) }
    /// Content over the main background: (242, 242, 247), dark (28, 28, 30).
    public class var secondarySystemBackground: UIColor { UIColor((242, 242, 247, 1), dark: (28, 28, 30, 1)) }
    /// Content over the secondary background: white, dark (44, 44, 46).
    public class var tertiarySystemBackground: UIColor { UIColor((255, 255, 255, 1), dark: (44, 44, 46, 1)) }
    /// A grouped interface's background: (242, 242, 247), dark black.
    public class var systemGroupedBackground: UIColor { UIColor((242, 242, 247, 1), dark: (0, 0, 0, 1)) }
    /// Content over the grouped background: white, dark (28, 28, 30).
    public class var secondarySystemGroupedBackground: UIColor { UIColor((255, 255, 255, 1), dark: (28, 28, 30, 1)) }
    /// Content over the secondary grouped background: (242, 242, 247),
    /// dark (44, 44, 46).
    public class var tertiarySystemGroupedBackground: UIColor { UIColor((242, 242, 247, 1), dark: (44, 44, 46, 1)) }

    // MARK: Fixed colors

    /// Black.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark gray: white 1/3.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light gray: white 2/3.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray: white 1/2.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Clear: black at 0 %.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Text on dark backgrounds: white at 60 %.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text on light backgrounds: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
