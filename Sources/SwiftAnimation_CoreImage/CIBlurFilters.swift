import CoreGraphics
import Foundation

// Blurs and sharpening, computed in the linear working space on
// premultiplied pixels (so edges fade to transparent, as in Core Image).
extension CIFilterDescriptor {
    /// `CIGaussianBlur`: a Gaussian whose standard deviation is the radius
    /// (10 by default), out to three deviations; the extent grows by that
    /// much on every side, where the image fades out. Radii are taken up to
    /// 500; 0 and below leave the image.
    static let gaussianBlur = CIFilterDescriptor(
        name: "CIGaussianBlur", displayName: "Gaussian Blur", categories: [kCICategoryBuiltIn, "CICategoryBlur"],
        inputs: [(kCIInputImageKey, .none), (kCIInputRadiusKey, .number(10))]
    ) { inputs in
        guard let image = inputs.image else { return nil }
        return image.blurred(sigma: inputs.number(kCIInputRadiusKey))
    }

    /// `CIUnsharpMask`: the image plus intensity (0.5) times its
    /// difference from its Gaussian blur of the radius (2.5); the extent
    /// stays the image's.
    static let unsharpMask = CIFilterDescriptor(
        name: "CIUnsharpMask", displayName: "Unsharp Mask", categories: [kCICategoryBuiltIn, "CICategorySharpen"],
        inputs: [(kCIInputImageKey, .none), (kCIInputRadiusKey, .number(2.5)), (kCIInputIntensityKey, .number(0.5))]
    ) { inputs in
        guard let image = inputs.image, var bitmap = image.bitmap else { return inputs.image }
        let blurred = image.blurred(sigma: inputs.number(kCIInputRadiusKey))
        let k = Float(inputs.number(kCIInputIntensityKey))
        for row in 0..<bitmap.height {
            let y = bitmap.originY + bitmap.height - 1 - row
            for column in 0..<bitmap.width {
                let x = bitmap.originX + column, i = row * bitmap.width + column
                let p = bitmap.pixels[i]
                var sharpened = p + (p - blurred.sample(Double(x) + 0.5, Double(y) + 0.5)) * k
                sharpened.w = p.w
                bitmap.pixels[i] = sharpened.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: p.w))
            }
        }
        return CIImage(content: .bitmap(bitmap))
    }

    /// `CIEdges`: each channel's Sobel gradient magnitude (of sRGB-encoded
    /// values) times the intensity (1), over the image's alpha.
    static let edges = CIFilterDescriptor(
        name: "CIEdges", displayName: "Edges", categories: [kCICategoryBuiltIn, "CICategoryStylize"],
        inputs: [(kCIInputImageKey, .none), (kCIInputIntensityKey, .number(1))]
    ) { inputs in
        guard let image = inputs.image, let bitmap = image.bitmap else { return inputs.image }
        let k = Float(inputs.number(kCIInputIntensityKey))
        let encoded = bitmap.pixels.map { CIColorMath.encoded(unpremultiplied: $0) }
        func at(_ column: Int, _ row: Int) -> SIMD4<Float> {
            encoded[min(max(row, 0), bitmap.height - 1) * bitmap.width + min(max(column, 0), bitmap.width - 1)]
        }
        var out = bitmap
        for row in 0..<bitmap.height {
            for column in 0..<bitmap.width {
                let gx =
                    (at(column + 1, row - 1) + at(column + 1, row) * 2 + at(column + 1, row + 1))
                    - (at(column - 1, row - 1) + at(column - 1, row) * 2 + at(column - 1, row + 1))
                let gy =
                    (at(column - 1, row + 1) + at(column, row + 1) * 2 + at(column + 1, row + 1))
                    - (at(column - 1, row - 1) + at(column, row - 1) * 2 + at(column + 1, row - 1))
                let magnitude = (gx * gx + gy * gy).squareRoot() * k
                let alpha = encoded[row * bitmap.width + column].w
                out.pixels[row * bitmap.width + column] = CIColorMath.decoded(
                    SIMD4(magnitude.x, magnitude.y, magnitude.z, alpha))
            }
        }
        return CIImage(content: .bitmap(out))
    }
}

extension CIImage {
    /// The image blurred by a Gaussian of a standard deviation (in
    /// pixels, at most 500); itself for a deviation of 0 or less, or for a
    /// color or empty image.
    package func blurred(sigma: Double) -> CIImage {
        guard sigma > 0, bitmap != nil else { return self }
        let sigma = min(sigma, 500)
        let reach = Int((3 * sigma).rounded(.up))
        let raw = (-reach...reach).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let sum = raw.reduce(0, +)
        return convolved(kernel: raw.map { $0 / sum })
    }

    /// The image convolved across and then down by a kernel of odd length
    /// centred on each pixel; the extent grows by half the kernel on every
    /// side, outside the image counting as transparent. Itself for a color
    /// or empty image.
    package func convolved(kernel: [Float]) -> CIImage {
        guard let bitmap, kernel.count % 2 == 1 else { return self }
        let reach = kernel.count / 2
        let width = bitmap.width + 2 * reach, height = bitmap.height + 2 * reach
        // Rows first: each source row spread across the wider row.
        var across = [SIMD4<Float>](repeating: .zero, count: width * bitmap.height)
        for row in 0..<bitmap.height {
            for column in 0..<bitmap.width {
                let p = bitmap.pixels[row * bitmap.width + column]
                guard p != .zero else { continue }
                for (k, w) in kernel.enumerated() { across[row * width + column + k] += p * w }
            }
        }
        // Then columns.
        var out = CIBitmap(
            originX: bitmap.originX - reach, originY: bitmap.originY - reach, width: width, height: height)
        for row in 0..<bitmap.height {
            for column in 0..<width {
                let p = across[row * width + column]
                guard p != .zero else { continue }
                for (k, w) in kernel.enumerated() { out.pixels[(row + k) * width + column] += p * w }
            }
        }
        return CIImage(content: .bitmap(out))
    }
}
