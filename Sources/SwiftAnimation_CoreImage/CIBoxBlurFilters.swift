import CoreGraphics
import Foundation

extension CIFilterDescriptor {
    /// `CIBoxBlur`: each pixel the mean of a square of `2 × radius + 1`
    /// pixels around it (radius 10, rounded to whole pixels, up to 500);
    /// the extent grows by the radius on every side, where the image fades
    /// out. A radius below 1 leaves the image.
    static let boxBlur = CIFilterDescriptor(
        name: "CIBoxBlur", displayName: "Box Blur", categories: [kCICategoryBuiltIn, "CICategoryBlur"],
        inputs: [(kCIInputImageKey, .none), (kCIInputRadiusKey, .number(10))]
    ) { inputs in
        guard let image = inputs.image else { return nil }
        let reach = Int(min(500, max(0, inputs.number(kCIInputRadiusKey))).rounded())
        guard reach >= 1 else { return image }
        return image.convolved(kernel: [Float](repeating: 1 / Float(2 * reach + 1), count: 2 * reach + 1))
    }

    /// `CIBloom`: the image plus intensity (0.5) times its Gaussian blur of
    /// the radius (10), a glow around its bright parts (Apple does not
    /// publish its formula); the extent stays the image's.
    static let bloom = CIFilterDescriptor(
        name: "CIBloom", displayName: "Bloom", categories: [kCICategoryBuiltIn, "CICategoryStylize"],
        inputs: [(kCIInputImageKey, .none), (kCIInputRadiusKey, .number(10)), (kCIInputIntensityKey, .number(0.5))]
    ) { inputs in
        guard let image = inputs.image, image.bitmap != nil else { return inputs.image }
        let glow = image.blurred(sigma: inputs.number(kCIInputRadiusKey))
        let k = Float(inputs.number(kCIInputIntensityKey))
        return image.remapped { x, y in
            let p = image.sample(x, y)
            var out = p + glow.sample(x, y) * k
            out.w = p.w
            return out.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: max(p.w, 0)))
        }
    }
}
