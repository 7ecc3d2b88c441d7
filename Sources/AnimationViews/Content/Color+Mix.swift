import AnimationCore
import Foundation

extension Color {
    /// This color mixed with another by a fraction, as in SwiftUI (iOS 18):
    /// 0 is this color, 1 the other, in each appearance (light and dark are
    /// mixed apart).
    ///
    /// `.perceptual` (the default) mixes in Oklab with premultiplied
    /// opacity, as gradients blend here; `.device` mixes the gamma-encoded
    /// sRGB components (premultiplied), the output space of the screen.
    /// A fraction that is not finite counts as 0; fractions outside `0...1`
    /// are clamped. An asset color mixes the values its catalog registered
    /// when the mix is made.
    ///
    /// - Parameters:
    ///   - rhs: The other color.
    ///   - fraction: How much of the other color, in `0...1`.
    ///   - colorSpace: Where to mix.
    /// - Returns: The mixed color.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let (lightA, darkA) = appearances, (lightB, darkB) = rhs.appearances
        return Color(
            light: Self.mixed(lightA, lightB, by: t, perceptual: colorSpace.isPerceptual),
            dark: Self.mixed(darkA, darkB, by: t, perceptual: colorSpace.isPerceptual))
    }

    /// The color's components in the light and dark appearances (an asset
    /// color's registered ones; clear when it has none).
    private var appearances: (Resolved, Resolved) {
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        return (resolve(in: light), resolve(in: dark))
    }

    private static func mixed(_ a: Resolved, _ b: Resolved, by t: Double, perceptual: Bool) -> Resolved {
        if perceptual { return Oklab(a).mixed(with: Oklab(b), by: t).resolved }
        let t = Float(t)
        let opacity = a.opacity + (b.opacity - a.opacity) * t
        guard opacity > 0 else { return Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        func channel(_ x: Float, _ y: Float) -> Float {
            min(max((x * a.opacity + (y * b.opacity - x * a.opacity) * t) / opacity, 0), 1)
        }
        return Resolved(
            red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), opacity: opacity)
    }
}
