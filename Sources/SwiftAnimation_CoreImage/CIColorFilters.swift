import CoreGraphics
import Foundation

// Color adjustments, computed on sRGB-encoded, unpremultiplied components
// (as the W3C filter functions are). Apple does not publish the matrices of
// its filters; the ones here are the W3C Filter Effects Module Level 1's
// (https://www.w3.org/TR/filter-effects-1/#ShorthandEquivalents), with
// luma weights 0.2126, 0.7152, 0.0722 (ITU-R BT.709).
extension CIFilterDescriptor {
    /// `CISepiaTone`: the W3C `sepia(intensity)` matrix (intensity 1 by
    /// default, 0 leaves the image).
    static let sepiaTone = CIFilterDescriptor(
        name: "CISepiaTone", displayName: "Sepia Tone", categories: [kCICategoryBuiltIn, "CICategoryColorEffect"],
        inputs: [(kCIInputImageKey, .none), (kCIInputIntensityKey, .number(1))]
    ) { inputs in
        let t = Float(inputs.number(kCIInputIntensityKey))
        return inputs.image?.mappingEncodedColors { c in
            let sepia = SIMD3<Float>(
                0.393 * c.x + 0.769 * c.y + 0.189 * c.z, 0.349 * c.x + 0.686 * c.y + 0.168 * c.z,
                0.272 * c.x + 0.534 * c.y + 0.131 * c.z)
            let mixed = SIMD3(c.x, c.y, c.z) * (1 - t) + sepia * t
            return SIMD4(mixed, c.w)
        }
    }

    /// `CIColorControls`: saturation (W3C `saturate`), then brightness
    /// added, then contrast around middle gray.
    static let colorControls = CIFilterDescriptor(
        name: "CIColorControls", displayName: "Color Controls", categories: [kCICategoryBuiltIn, "CICategoryColorAdjustment"],
        inputs: [
            (kCIInputImageKey, .none), (kCIInputSaturationKey, .number(1)), (kCIInputBrightnessKey, .number(0)),
            (kCIInputContrastKey, .number(1))
        ]
    ) { inputs in
        let s = Float(inputs.number(kCIInputSaturationKey)), b = Float(inputs.number(kCIInputBrightnessKey))
        let k = Float(inputs.number(kCIInputContrastKey))
        return inputs.image?.mappingEncodedColors { c in
            let luma = 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
            var rgb = SIMD3<Float>(repeating: luma) + (SIMD3(c.x, c.y, c.z) - luma) * s
            rgb += b
            rgb = (rgb - 0.5) * k + 0.5
            return SIMD4(rgb, c.w)
        }
    }

    /// `CIColorInvert`: each component subtracted from 1.
    static let colorInvert = CIFilterDescriptor(
        name: "CIColorInvert", displayName: "Color Invert", categories: [kCICategoryBuiltIn, "CICategoryColorEffect"],
        inputs: [(kCIInputImageKey, .none)]
    ) { inputs in
        inputs.image?.mappingEncodedColors { c in SIMD4(1 - c.x, 1 - c.y, 1 - c.z, c.w) }
    }

    /// `CIColorMonochrome`: the luma times the color, mixed by intensity.
    static let colorMonochrome = CIFilterDescriptor(
        name: "CIColorMonochrome", displayName: "Color Monochrome", categories: [kCICategoryBuiltIn, "CICategoryColorEffect"],
        inputs: [(kCIInputImageKey, .none), (kCIInputColorKey, .none), (kCIInputIntensityKey, .number(1))]
    ) { inputs in
        let color = inputs.color(kCIInputColorKey) ?? CIColor(red: 0.6, green: 0.45, blue: 0.3)
        let tint = SIMD3<Float>(Float(color.red), Float(color.green), Float(color.blue))
        let t = Float(inputs.number(kCIInputIntensityKey))
        return inputs.image?.mappingEncodedColors { c in
            let luma = 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
            return SIMD4(SIMD3(c.x, c.y, c.z) * (1 - t) + tint * luma * t, c.w)
        }
    }

    /// `CIPhotoEffectMono`: the luma (Apple's curve is not published).
    static let photoEffectMono = CIFilterDescriptor(
        name: "CIPhotoEffectMono", displayName: "Photo Effect Mono", categories: [kCICategoryBuiltIn, "CICategoryColorEffect"],
        inputs: [(kCIInputImageKey, .none)]
    ) { inputs in
        inputs.image?.mappingEncodedColors { c in
            let luma = 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
            return SIMD4(luma, luma, luma, c.w)
        }
    }

    /// `CIWhitePointAdjust`: each linear component times the color's
    /// (white, by default, leaves the image): the image's white becomes
    /// the color.
    static let whitePointAdjust = CIFilterDescriptor(
        name: "CIWhitePointAdjust", displayName: "White Point Adjust", categories: [kCICategoryBuiltIn, "CICategoryColorAdjustment"],
        inputs: [(kCIInputImageKey, .none), (kCIInputColorKey, .none)]
    ) { inputs in
        let white = (inputs.color(kCIInputColorKey) ?? .white).premultipliedLinear
        let factor = white.w > 0 ? SIMD4(white.x / white.w, white.y / white.w, white.z / white.w, 1) : SIMD4<Float>(repeating: 1)
        guard let image = inputs.image else { return nil }
        switch image.content {
        case .constant(let c): return CIImage(content: .constant(c * factor))
        case .empty: return image
        case .bitmap(var bitmap):
            for i in bitmap.pixels.indices { bitmap.pixels[i] *= factor }
            return CIImage(content: .bitmap(bitmap))
        }
    }

    /// `CIConstantColorGenerator`: one color, infinite in extent.
    static let constantColorGenerator = CIFilterDescriptor(
        name: "CIConstantColorGenerator", displayName: "Constant Color", categories: [kCICategoryBuiltIn, "CICategoryGenerator"],
        inputs: [(kCIInputColorKey, .none)]
    ) { inputs in
        inputs.color(kCIInputColorKey).map { CIImage(color: $0) }
    }
}
