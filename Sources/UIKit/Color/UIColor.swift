import AnimationCore
import AnimationViews
import Foundation

/// A color, as in UIKit: components in the light and the dark appearance.
///
/// Colors made from components are the same in both appearances; the
/// system colors (``systemBlue``, ``label``, ``secondarySystemBackground``,
/// ...) carry UIKit's values for each, and a color of
/// ``init(dynamicProvider:)`` asks its provider for each appearance once,
/// when it is made (the host's traits differ only in their appearance).
/// SwiftUI draws a `UIColor` through `Color(uiColor:)`, which keeps both
/// appearances. Components are extended sRGB, as UIKit's are.
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, green, blue and alpha in the light appearance.
    let light: Components
    /// Red, green, blue and alpha in the dark appearance.
    let dark: Components

    struct Components: Hashable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    init(light: Components, dark: Components) {
        self.light = light
        self.dark = dark
        super.init()
    }

    /// A color of sRGB components, each from 0 to 1 (values outside are
    /// extended sRGB; a value that is not finite counts as 0).
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity, clamped to 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = Components(red: Self.finite(red), green: Self.finite(green), blue: Self.finite(blue), alpha: Self.unit(alpha))
        self.init(light: c, dark: c)
    }

    /// A color of Display P3 components, converted to extended sRGB.
    ///
    /// - Parameters:
    ///   - displayP3Red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let resolved = Color(.displayP3, red: Double(displayP3Red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).resolved
        self.init(resolved: resolved)
    }

    /// A gray of a brightness.
    ///
    /// - Parameters:
    ///   - white: The brightness, 0 (black) to 1 (white).
    ///   - alpha: The opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color of hue, saturation and brightness, each 0 to 1 (a hue
    /// outside wraps around).
    ///
    /// - Parameters:
    ///   - hue: The hue, a fraction of the color wheel.
    ///   - saturation: The saturation.
    ///   - brightness: The brightness.
    ///   - alpha: The opacity.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let resolved = Color(
            hue: Double(Self.finite(hue)), saturation: Double(Self.finite(saturation)), brightness: Double(Self.finite(brightness)),
            opacity: Double(Self.unit(alpha))
        ).resolved
        self.init(resolved: resolved)
    }

    /// A color whose components a provider gives for each appearance: it
    /// is asked once with light traits and once with dark traits, when the
    /// color is made.
    ///
    /// - Parameter dynamicProvider: The color for a trait collection.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).light
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).dark
        self.init(light: light, dark: dark)
    }

    /// A color of the app's asset catalog (the assets folder the host was
    /// given), with its light and dark values; `nil` when the catalog has
    /// no color of that name, as in UIKit.
    ///
    /// - Parameter name: The color's name in the catalog.
    public convenience init?(named name: String) {
        guard let asset = ColorAssets.color(named: name) else { return nil }
        self.init(light: Self.components(asset.light), dark: Self.components(asset.dark))
    }

    /// A color of the app's asset catalog; the bundle and traits are not
    /// used (the host has one catalog).
    ///
    /// - Parameters:
    ///   - name: The color's name.
    ///   - bundle: Unused.
    ///   - traitCollection: Unused.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// A color of a SwiftUI color's light and dark components (SwiftUI's
    /// `UIColor(_ color: Color)`).
    ///
    /// - Parameter color: The color.
    public convenience init(_ color: Color) {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let light = color.resolve(in: environment)
        environment.colorScheme = .dark
        self.init(light: Self.components(light), dark: Self.components(color.resolve(in: environment)))
    }

    /// The color of a `#colorLiteral`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    convenience init(resolved: Color.Resolved) {
        let c = Self.components(resolved)
        self.init(light: c, dark: c)
    }

    convenience init(_ light: (Int, Int, Int, CGFloat), dark: (Int, Int, Int, CGFloat)) {
        func c(_ v: (Int, Int, Int, CGFloat)) -> Components {
            Components(red: CGFloat(v.0) / 255, green: CGFloat(v.1) / 255, blue: CGFloat(v.2) / 255, alpha: v.3)
        }
        self.init(light: c(light), dark: c(dark))
    }

    static func components(_ r: Color.Resolved) -> Components {
        Components(red: CGFloat(r.red), green: CGFloat(r.green), blue: CGFloat(r.blue), alpha: CGFloat(r.opacity))
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    private static func unit(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 1 }

    /// The SwiftUI color of both appearances (what `Color(uiColor:)` draws).
    package var swiftUIColor: Color {
        func r(_ c: Components) -> Color.Resolved {
            Color.Resolved(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
        }
        return light == dark ? Color(r(light)) : Color(light: r(light), dark: r(dark))
    }

    /// The color in a trait collection's appearance, as a color of fixed
    /// components.
    ///
    /// - Parameter traitCollection: The traits; their `userInterfaceStyle`
    ///   picks the appearance (`.unspecified` is light).
    /// - Returns: The color.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let c = traitCollection.userInterfaceStyle == .dark ? dark : light
        return UIColor(light: c, dark: c)
    }

    /// The color with another opacity, in both appearances.
    ///
    /// - Parameter alpha: The opacity, 0 to 1.
    /// - Returns: The color.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var l = light, d = dark
        l.alpha = Self.unit(alpha)
        d.alpha = l.alpha
        return UIColor(light: l, dark: d)
    }

    /// The current appearance's components (light, unless the current
    /// traits are dark: see ``UITraitCollection/current``).
    var current: Components {
        UITraitCollection.current.userInterfaceStyle == .dark ? dark : light
    }

    /// Reads the red, green, blue and alpha components of the current
    /// appearance; `true`, as every color here has them.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = current
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Reads the hue, saturation, brightness and alpha of the current
    /// appearance; `true`.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = current
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == c.red {
                h = (c.green - c.blue) / delta
            } else if maxC == c.green {
                h = 2 + (c.blue - c.red) / delta
            } else {
                h = 4 + (c.red - c.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = c.alpha
        return true
    }

    /// Reads the brightness (the mean of the components) and alpha of the
    /// current appearance; `true`.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = current
        white?.pointee = (c.red + c.green + c.blue) / 3
        alpha?.pointee = c.alpha
        return true
    }

    /// Equal components in both appearances.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return light == other.light && dark == other.dark
    }

    /// The components' hash.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(light)
        hasher.combine(dark)
        return hasher.finalize()
    }

    /// The light appearance's components, as UIKit prints them.
    open override var description: String {
        "UIExtendedSRGBColorSpace \(light.red) \(light.green) \(light.blue) \(light.alpha)"
    }
}
