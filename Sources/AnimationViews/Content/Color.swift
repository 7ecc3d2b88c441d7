import AnimationCore
import Foundation

/// A color, as a view that fills its frame or as a shape style.
///
/// Colors are in the sRGB color space; they animate in linear sRGB through
/// ``Resolved``, as in SwiftUI.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The color's components.
    public let resolved: Resolved

    /// The name of a named color (an index into ``names``): a number, so
    /// that a color is plain data without padding (views that hold colors
    /// compare by their bytes).
    let nameIndex: UInt64

    /// Creates a color from sRGB components in `0...1`.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - opacity: The opacity; 1 when omitted.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        resolved = Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
        nameIndex = 0
    }

    /// Creates a gray from a white level.
    ///
    /// - Parameters:
    ///   - white: 0 is black, 1 is white.
    ///   - opacity: The opacity; 1 when omitted.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a color from resolved components.
    ///
    /// - Parameter resolved: The components.
    public init(_ resolved: Resolved) {
        self.resolved = resolved
        self.nameIndex = 0
    }

    init(named name: String, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        resolved = Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
        nameIndex = UInt64(Self.names.firstIndex(of: name)!)
    }

    /// The names of the named colors; index 0 is none.
    private static let names = [
        "", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]

    /// The name of a named color.
    var name: String? {
        nameIndex == 0 ? nil : Self.names[Int(nameIndex)]
    }

    /// The color with its opacity multiplied.
    ///
    /// - Parameter opacity: The factor.
    /// - Returns: The color.
    public func opacity(_ opacity: Double) -> Color {
        var components = resolved
        components.opacity *= Float(opacity)
        return Color(components)
    }

    /// The name of a named color, otherwise its components.
    public var description: String {
        name ?? "Color(red: \(resolved.red), green: \(resolved.green), blue: \(resolved.blue), opacity: \(resolved.opacity))"
    }

    /// Equal components and the same name (so `Color.primary` is not
    /// `Color.black`, as in SwiftUI).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.resolved == rhs.resolved && lhs.nameIndex == rhs.nameIndex
    }

    /// Hashes the components and the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(resolved)
        hasher.combine(nameIndex)
    }

    /// Red.
    public static let red = Color(named: "red", red: 1, green: 0.231, blue: 0.188)
    /// Orange.
    public static let orange = Color(named: "orange", red: 1, green: 0.584, blue: 0)
    /// Yellow.
    public static let yellow = Color(named: "yellow", red: 1, green: 0.8, blue: 0)
    /// Green.
    public static let green = Color(named: "green", red: 0.204, green: 0.78, blue: 0.349)
    /// Mint.
    public static let mint = Color(named: "mint", red: 0, green: 0.78, blue: 0.745)
    /// Teal.
    public static let teal = Color(named: "teal", red: 0.188, green: 0.69, blue: 0.78)
    /// Cyan.
    public static let cyan = Color(named: "cyan", red: 0.196, green: 0.678, blue: 0.902)
    /// Blue.
    public static let blue = Color(named: "blue", red: 0, green: 0.478, blue: 1)
    /// Indigo.
    public static let indigo = Color(named: "indigo", red: 0.345, green: 0.337, blue: 0.839)
    /// Purple.
    public static let purple = Color(named: "purple", red: 0.686, green: 0.322, blue: 0.871)
    /// Pink.
    public static let pink = Color(named: "pink", red: 1, green: 0.176, blue: 0.333)
    /// Brown.
    public static let brown = Color(named: "brown", red: 0.635, green: 0.518, blue: 0.369)
    /// White.
    public static let white = Color(named: "white", red: 1, green: 1, blue: 1)
    /// Gray.
    public static let gray = Color(named: "gray", red: 0.557, green: 0.557, blue: 0.576)
    /// Black.
    public static let black = Color(named: "black", red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let clear = Color(named: "clear", red: 0, green: 0, blue: 0, opacity: 0)
    /// The primary content color (black on the headless host's white
    /// background).
    public static let primary = Color(named: "primary", red: 0, green: 0, blue: 0)
    /// The secondary content color (a translucent gray).
    public static let secondary = Color(named: "secondary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6)
    /// The accent color (blue).
    public static let accentColor = Color(named: "accentColor", red: 0, green: 0.478, blue: 1)
}
