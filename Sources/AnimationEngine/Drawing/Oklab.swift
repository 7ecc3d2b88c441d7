import AnimationCore
import Foundation

/// A color in Oklab (Björn Ottosson's perceptual space), its components
/// multiplied by its opacity for blending.
package struct Oklab {
    var l: Double, a: Double, b: Double, opacity: Double

    /// The color in Oklab, premultiplied by its opacity.
    package init(_ color: Color.Resolved) {
        let r = Double(color.linearRed), g = Double(color.linearGreen), bl = Double(color.linearBlue)
        let lms = (
            0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl,
            0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl,
            0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl
        )
        let (x, y, z) = (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2))
        opacity = Double(color.opacity)
        l = (0.2104542553 * x + 0.7936177850 * y - 0.0040720468 * z) * opacity
        a = (1.9779984951 * x - 2.4285922050 * y + 0.4505937099 * z) * opacity
        b = (0.0259040371 * x + 0.7827717662 * y - 0.8086757660 * z) * opacity
    }

    init(l: Double, a: Double, b: Double, opacity: Double) {
        self.l = l
        self.a = a
        self.b = b
        self.opacity = opacity
    }

    /// The blend of two colors, `fraction` of the way to `other`, component by component.
    package func mixed(with other: Oklab, by fraction: Double) -> Oklab {
        Oklab(
            l: l + (other.l - l) * fraction, a: a + (other.a - a) * fraction, b: b + (other.b - b) * fraction,
            opacity: opacity + (other.opacity - opacity) * fraction)
    }

    /// Back to linear sRGB, opacity divided out, clamped to the gamut.
    package var resolved: Color.Resolved {
        guard opacity > 0 else { return Color.Resolved(linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 0) }
        let (l, a, b) = (self.l / opacity, self.a / opacity, self.b / opacity)
        let x = l + 0.3963377774 * a + 0.2158037573 * b
        let y = l - 0.1055613458 * a - 0.0638541728 * b
        let z = l - 0.0894841775 * a - 1.2914855480 * b
        let (p, q, s) = (x * x * x, y * y * y, z * z * z)
        func clamped(_ value: Double) -> Float { Float(min(max(value, 0), 1)) }
        return Color.Resolved(
            linearRed: clamped(4.0767416621 * p - 3.3077115913 * q + 0.2309699292 * s),
            linearGreen: clamped(-1.2684380046 * p + 2.6097574011 * q - 0.3413193965 * s),
            linearBlue: clamped(-0.0041960863 * p - 0.7034186147 * q + 1.7076147010 * s),
            opacity: Float(opacity))
    }
}
