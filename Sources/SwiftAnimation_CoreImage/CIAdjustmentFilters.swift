import CoreGraphics
import Foundation

extension CIFilterDescriptor {
    /// `CIColorClamp`: each unpremultiplied linear component (and alpha)
    /// kept between `inputMinComponents` (0, 0, 0, 0) and
    /// `inputMaxComponents` (1, 1, 1, 1).
    static let colorClamp = CIFilterDescriptor(
        name: "CIColorClamp", displayName: "Color Clamp", categories: [kCICategoryBuiltIn, "CICategoryColorAdjustment"],
        inputs: [(kCIInputImageKey, .none), ("inputMinComponents", .vector(0, 0, 0, 0)), ("inputMaxComponents", .vector(1, 1, 1, 1))]
    ) { inputs in
        let low = inputs.vector("inputMinComponents"), high = inputs.vector("inputMaxComponents")
        return inputs.image?.mappingLinear { p in
            let alpha = p.w
            let straight = alpha > 0 ? SIMD4(p.x / alpha, p.y / alpha, p.z / alpha, alpha) : SIMD4<Float>(0, 0, 0, 0)
            let clamped = straight.clamped(lowerBound: low, upperBound: pointwiseMax(low, high))
            return SIMD4(clamped.x * clamped.w, clamped.y * clamped.w, clamped.z * clamped.w, clamped.w)
        }
    }

    /// `CIExposureAdjust`: linear components times 2 to the power of
    /// `inputEV` (0.5), as a camera's exposure in stops.
    static let exposureAdjust = CIFilterDescriptor(
        name: "CIExposureAdjust", displayName: "Exposure Adjust", categories: [kCICategoryBuiltIn, "CICategoryColorAdjustment"],
        inputs: [(kCIInputImageKey, .none), (kCIInputEVKey, .number(0.5))]
    ) { inputs in
        let factor = Float(pow(2, inputs.number(kCIInputEVKey)))
        return inputs.image?.mappingLinear { p in SIMD4(p.x * factor, p.y * factor, p.z * factor, p.w) }
    }

    /// `CIComicEffect`: the image with its edges (as `CIEdges` finds them,
    /// at intensity 1) drawn in black over it. Core Image also prints the
    /// colors as a halftone; that is not drawn here (see "Differences from
    /// SwiftUI").
    static let comicEffect = CIFilterDescriptor(
        name: "CIComicEffect", displayName: "Comic Effect", categories: [kCICategoryBuiltIn, "CICategoryStylize"],
        inputs: [(kCIInputImageKey, .none)]
    ) { inputs in
        guard let image = inputs.image, case .bitmap(var bitmap) = image.content,
            let edges = edges.apply(CIFilterInputs(values: [kCIInputImageKey: image], descriptor: edges))?.bitmap
        else { return inputs.image }
        for i in bitmap.pixels.indices {
            let e = CIColorMath.encoded(unpremultiplied: edges.pixels[i])
            let ink = 1 - min(1, 0.2126 * e.x + 0.7152 * e.y + 0.0722 * e.z)
            let p = bitmap.pixels[i]
            bitmap.pixels[i] = SIMD4(p.x * ink, p.y * ink, p.z * ink, p.w)
        }
        return CIImage(content: .bitmap(bitmap))
    }
}

extension CIImage {
    /// The image with each premultiplied linear pixel mapped.
    fileprivate func mappingLinear(_ map: (SIMD4<Float>) -> SIMD4<Float>) -> CIImage {
        switch content {
        case .constant(let c): return CIImage(content: .constant(map(c)))
        case .empty: return self
        case .bitmap(var bitmap):
            for i in bitmap.pixels.indices { bitmap.pixels[i] = map(bitmap.pixels[i]) }
            return CIImage(content: .bitmap(bitmap))
        }
    }
}

/// The `CIColorClamp` filter's inputs, as in Core Image.
public protocol CIColorClamp: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The lowest value of each component (red, green, blue, alpha).
    var minComponents: CIVector { get set }
    /// The highest value of each component.
    var maxComponents: CIVector { get set }
}

/// The `CIExposureAdjust` filter's inputs, as in Core Image.
public protocol CIExposureAdjust: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The exposure change, in stops.
    var ev: Float { get set }
}

/// The `CIComicEffect` filter's inputs, as in Core Image.
public protocol CIComicEffect: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
}

final class _CIColorClampFilter: CIFilter, CIColorClamp, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var minComponents: CIVector {
        get { values["inputMinComponents"] as? CIVector ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
        set { setValue(newValue, forKey: "inputMinComponents") }
    }
    var maxComponents: CIVector {
        get { values["inputMaxComponents"] as? CIVector ?? CIVector(x: 1, y: 1, z: 1, w: 1) }
        set { setValue(newValue, forKey: "inputMaxComponents") }
    }
}

final class _CIExposureAdjustFilter: CIFilter, CIExposureAdjust, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var ev: Float {
        get { Float(CIFilterInputs.number(values[kCIInputEVKey]) ?? 0.5) }
        set { setValue(newValue, forKey: kCIInputEVKey) }
    }
}

final class _CIComicEffectFilter: CIFilter, CIComicEffect, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
}

extension CIFilter {
    /// The `CIColorClamp` filter, with its default values.
    public class func colorClamp() -> CIFilter & CIColorClamp { _CIColorClampFilter(descriptor: CIFilterDescriptor.colorClamp) }

    /// The `CIExposureAdjust` filter, with its default values.
    public class func exposureAdjust() -> CIFilter & CIExposureAdjust { _CIExposureAdjustFilter(descriptor: CIFilterDescriptor.exposureAdjust) }

    /// The `CIComicEffect` filter, with its default values.
    public class func comicEffect() -> CIFilter & CIComicEffect { _CIComicEffectFilter(descriptor: CIFilterDescriptor.comicEffect) }
}
