import AnimationCore
import Foundation

/// A color, as a view that fills its frame or as a shape style.
///
/// A color holds its components in the light and the dark appearance (the
/// same for colors made from components; the system colors differ, with
/// Apple's published values); ``resolve(in:)`` picks one by the
/// environment's ``AnimationCore/EnvironmentValues/colorScheme``. Colors animate in linear
/// sRGB through ``Resolved``, as in SwiftUI.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The components in the light appearance.
    public let resolved: Resolved

    /// The components in the dark appearance.
    package let dark: Resolved

    /// The name of a named color (an index into ``names``): a number, so
    /// that a color is plain data without padding (views that hold colors
    /// compare by their bytes).
    let nameIndex: UInt64

    /// The color spaces a color's components can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The sRGB color space (gamma-encoded components).
        case sRGB
        /// The sRGB color space with linear components.
        case sRGBLinear
        /// The Display P3 color space (gamma-encoded components). Colors
        /// are converted to extended sRGB: components outside `0...1` stay,
        /// and renderers clamp them.
        case displayP3
    }

    /// Creates a color from components in a color space.
    ///
    /// - Parameters:
    ///   - colorSpace: The color space of the components; sRGB when omitted.
    ///   - red: The red component, usually in `0...1`.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - opacity: The opacity; 1 when omitted.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(Self.components(colorSpace, red, green, blue, opacity))
    }

    /// Creates a gray from a white level.
    ///
    /// - Parameters:
    ///   - colorSpace: The color space of the level; sRGB when omitted.
    ///   - white: 0 is black, 1 is white.
    ///   - opacity: The opacity; 1 when omitted.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a color from hue, saturation and brightness (HSB, also
    /// called HSV), in the sRGB color space.
    ///
    /// - Parameters:
    ///   - hue: The hue in `0...1` (a turn: 0 and 1 are red); values
    ///     outside wrap around, and a hue that is not finite is red.
    ///   - saturation: The saturation in `0...1`.
    ///   - brightness: The brightness in `0...1`.
    ///   - opacity: The opacity; 1 when omitted.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1), v = brightness
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// Creates a color from resolved components, the same in both
    /// appearances.
    ///
    /// - Parameter resolved: The components.
    public init(_ resolved: Resolved) {
        self.resolved = resolved
        self.dark = resolved
        self.nameIndex = 0
    }

    /// A system color of a name, with its components in the light and dark appearance (0 to 255) and opacities.
    package init(named name: String, light: (Int, Int, Int), dark: (Int, Int, Int), opacity: (Double, Double) = (1, 1)) {
        func components(_ c: (Int, Int, Int), _ opacity: Double) -> Resolved {
            Resolved(red: Float(c.0) / 255, green: Float(c.1) / 255, blue: Float(c.2) / 255, opacity: Float(opacity))
        }
        resolved = components(light, opacity.0)
        self.dark = components(dark, opacity.1)
        nameIndex = UInt64(Self.names.firstIndex(of: name)!)
    }

    /// A system color of the palette (``SystemColorPalette``), with the
    /// latest release's components.
    private init(system name: String) {
        let index = UInt64(Self.names.firstIndex(of: name)!)
        let components = SystemColorPalette.latest.components(ofNamed: index)!
        func resolved(_ c: (Int, Int, Int)) -> Resolved {
            Resolved(red: Float(c.0) / 255, green: Float(c.1) / 255, blue: Float(c.2) / 255)
        }
        self.init(light: resolved(components.light), dark: resolved(components.dark), nameIndex: index)
    }

    /// A color of its light and dark components (UIKit's dynamic colors).
    package init(light: Resolved, dark: Resolved) {
        self.init(light: light, dark: dark, nameIndex: 0)
    }

    private init(light: Resolved, dark: Resolved, nameIndex: UInt64) {
        resolved = light
        self.dark = dark
        self.nameIndex = nameIndex
    }

    /// An asset color: its components come from `ColorAssets` when it is
    /// resolved; its own components hold only an opacity factor.
    init(asset index: UInt64, opacity: Float = 1) {
        resolved = Resolved(red: 0, green: 0, blue: 0, opacity: opacity)
        dark = resolved
        nameIndex = index
    }

    /// Whether the color is an asset color.
    package var isAsset: Bool { nameIndex >= ColorAssets.firstIndex }

    private static func components(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Resolved {
        switch space {
        case .sRGB:
            return Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(a))
        case .sRGBLinear:
            return Resolved(linearRed: Float(r), linearGreen: Float(g), linearBlue: Float(b), opacity: Float(a))
        case .displayP3:
            // Display P3 and sRGB share their transfer function; the
            // primaries differ: linear P3 to linear sRGB (D65).
            let lr = Resolved.linear(Float(r)), lg = Resolved.linear(Float(g)), lb = Resolved.linear(Float(b))
            return Resolved(
                linearRed: 1.2249401 * lr - 0.2249404 * lg,
                linearGreen: -0.0420569 * lr + 1.0420571 * lg,
                linearBlue: -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb,
                opacity: Float(a))
        }
    }

    /// The names of the named colors; index 0 is none.
    private static let names = [
        "", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor"
    ]

    /// The name of a named color (or of an asset color).
    var name: String? {
        if nameIndex >= ColorAssets.firstIndex { return ColorAssets.name(of: nameIndex) }
        return nameIndex == 0 ? nil : Self.names[Int(nameIndex)]
    }

    /// The components of the color in an environment: the dark appearance's
    /// when its ``AnimationCore/EnvironmentValues/colorScheme`` is `.dark`; a system
    /// color's in the environment's ``AnimationCore/EnvironmentValues/systemColorPalette``,
    /// increased-contrast under ``AnimationCore/EnvironmentValues/colorSchemeContrast``
    /// `.increased`. An asset
    /// color (`Color("name")`) takes its registered values, clear when it
    /// has none.
    ///
    /// - Parameter environment: The environment.
    /// - Returns: The components.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        if isAsset {
            guard let name, let asset = ColorAssets.color(named: name) else {
                return Resolved(red: 0, green: 0, blue: 0, opacity: 0)
            }
            var color = asset.resolved(environment.colorScheme, contrast: environment.colorSchemeContrast)
            color.opacity *= resolved.opacity
            return color
        }
        let own = environment.colorScheme == .dark ? dark : resolved
        if nameIndex != 0, case let choice = environment.systemColorChoice, !choice.isDefault,
            let palette = choice.palette.components(ofNamed: nameIndex, contrast: choice.contrast)
        {
            let c = environment.colorScheme == .dark ? palette.dark : palette.light
            return Resolved(red: Float(c.0) / 255, green: Float(c.1) / 255, blue: Float(c.2) / 255, opacity: own.opacity)
        }
        return own
    }

    /// The color with its opacity multiplied, in both appearances.
    ///
    /// - Parameter opacity: The factor.
    /// - Returns: The color.
    public func opacity(_ opacity: Double) -> Color {
        if isAsset { return Color(asset: nameIndex, opacity: resolved.opacity * Float(opacity)) }
        var light = resolved, dark = self.dark
        light.opacity *= Float(opacity)
        dark.opacity *= Float(opacity)
        // A system color keeps its name, so that it follows the palette.
        let keeps = SystemColorPalette.latest.components(ofNamed: nameIndex) != nil
        return Color(light: light, dark: dark, nameIndex: keeps ? nameIndex : 0)
    }

    /// The name of a named color, otherwise its components.
    public var description: String {
        if let name, !isAsset, resolved.opacity < 1, SystemColorPalette.latest.components(ofNamed: nameIndex) != nil {
            // As SwiftUI prints a system color with an opacity: "50% red".
            return "\(Int((resolved.opacity * 100).rounded()))% \(name)"
        }
        return name ?? "Color(red: \(resolved.red), green: \(resolved.green), blue: \(resolved.blue), opacity: \(resolved.opacity))"
    }

    /// Equal components and the same name (so `Color.primary` is not
    /// `Color.black`, as in SwiftUI).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.resolved == rhs.resolved && lhs.dark == rhs.dark && lhs.nameIndex == rhs.nameIndex
    }

    /// Hashes the components and the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(resolved)
        hasher.combine(dark)
        hasher.combine(nameIndex)
    }

    // The system colors: Apple's values for iOS, light and dark appearance,
    // of the environment's palette (`SystemColorPalette`); these are the
    // latest's (iOS 26), which code that reads components without an
    // environment sees.

    /// Red: (255, 56, 60); dark (255, 66, 69) (iOS 26; see ``SystemColorPalette``).
    public static let red = Color(system: "red")
    /// Orange: (255, 141, 40); dark (255, 146, 48) (iOS 26; see ``SystemColorPalette``).
    public static let orange = Color(system: "orange")
    /// Yellow: (255, 204, 0); dark (255, 214, 0) (iOS 26; see ``SystemColorPalette``).
    public static let yellow = Color(system: "yellow")
    /// Green: (52, 199, 89); dark (48, 209, 88) (iOS 26; see ``SystemColorPalette``).
    public static let green = Color(system: "green")
    /// Mint: (0, 200, 179); dark (0, 218, 195) (iOS 26; see ``SystemColorPalette``).
    public static let mint = Color(system: "mint")
    /// Teal: (0, 195, 208); dark (0, 210, 224) (iOS 26; see ``SystemColorPalette``).
    public static let teal = Color(system: "teal")
    /// Cyan: (0, 192, 232); dark (60, 211, 254) (iOS 26; see ``SystemColorPalette``).
    public static let cyan = Color(system: "cyan")
    /// Blue: (0, 136, 255); dark (0, 145, 255) (iOS 26; see ``SystemColorPalette``).
    public static let blue = Color(system: "blue")
    /// Indigo: (97, 85, 245); dark (109, 124, 255) (iOS 26; see ``SystemColorPalette``).
    public static let indigo = Color(system: "indigo")
    /// Purple: (203, 48, 224); dark (219, 52, 242) (iOS 26; see ``SystemColorPalette``).
    public static let purple = Color(system: "purple")
    /// Pink: (255, 45, 85); dark (255, 55, 95) (iOS 26; see ``SystemColorPalette``).
    public static let pink = Color(system: "pink")
    /// Brown: (172, 127, 94); dark (183, 138, 102) (iOS 26; see ``SystemColorPalette``).
    public static let brown = Color(system: "brown")
    /// White, in both appearances.
    public static let white = Color(named: "white", light: (255, 255, 255), dark: (255, 255, 255))
    /// Gray: (142, 142, 147) in both appearances.
    public static let gray = Color(named: "gray", light: (142, 142, 147), dark: (142, 142, 147))
    /// Black, in both appearances.
    public static let black = Color(named: "black", light: (0, 0, 0), dark: (0, 0, 0))
    /// Fully transparent.
    public static let clear = Color(named: "clear", light: (0, 0, 0), dark: (0, 0, 0), opacity: (0, 0))
    /// The primary content color: black, white in the dark appearance.
    public static let primary = Color(named: "primary", light: (0, 0, 0), dark: (255, 255, 255))
    /// The secondary content color: (60, 60, 67) at 60 % opacity, (235,
    /// 235, 245) at 60 % in the dark appearance (the system's secondary
    /// label color).
    public static let secondary = Color(named: "secondary", light: (60, 60, 67), dark: (235, 235, 245), opacity: (0.6, 0.6))
    /// The accent color: the system blue of the environment's palette (the
    /// headless host has no app accent color; set `View.tint(_:)` for a
    /// view's tint).
    public static let accentColor = Color(system: "accentColor")
}
