import CoreGraphics
import Foundation

/// What a built-in filter is: its name, inputs with their defaults, and
/// the function that computes its output.
package struct CIFilterDescriptor: Sendable {
    /// An input's default value.
    package enum Default: Sendable {
        /// None (images, messages).
        case none
        /// A number.
        case number(Double)
        /// A point.
        case point(Double, Double)
        /// A string.
        case string(String)
        /// A vector of four numbers.
        case vector(Double, Double, Double, Double)

        /// The value a filter holds for it.
        var value: Any? {
            switch self {
            case .none: nil
            case .number(let n): NSNumber(value: n)
            case .point(let x, let y): CIVector(x: x, y: y)
            case .string(let s): s
            case .vector(let x, let y, let z, let w): CIVector(x: x, y: y, z: z, w: w)
            }
        }
    }

    /// The filter's name.
    package let name: String
    /// Its display name.
    package let displayName: String
    /// Its categories.
    package let categories: [String]
    /// Its inputs' keys and defaults.
    package let inputs: [(key: String, defaultValue: Default)]
    /// Its output of inputs.
    package let apply: @Sendable (CIFilterInputs) -> CIImage?

    /// Every filter this package computes.
    package static let all: [CIFilterDescriptor] = [
        sepiaTone, colorControls, colorInvert, colorMonochrome, whitePointAdjust, photoEffectMono, gaussianBlur, boxBlur, bloom, unsharpMask, edges,
        pixellate, crystallize, vignette, twirlDistortion, qrCodeGenerator, constantColorGenerator, colorClamp, exposureAdjust, comicEffect
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The filter of a name.
    package static func named(_ name: String) -> CIFilterDescriptor? { byName[name] }
}

/// A filter's inputs, read as the types its math takes.
package struct CIFilterInputs {
    /// The values by key.
    let values: [String: Any]
    /// The filter.
    let descriptor: CIFilterDescriptor

    /// The input image (`nil` when not set).
    package var image: CIImage? { values[kCIInputImageKey] as? CIImage }

    /// A number input: its value, or its default when not a number (NaN
    /// and infinities are not numbers here).
    package func number(_ key: String) -> Double {
        if let n = Self.number(values[key]), n.isFinite { return n }
        if case .number(let d)? = descriptor.inputs.first(where: { $0.key == key })?.defaultValue { return d }
        return 0
    }

    /// A point input (a `CIVector` or `CGPoint`), or its default.
    package func point(_ key: String) -> CGPoint {
        if let v = values[key] as? CIVector, v.x.isFinite, v.y.isFinite { return v.cgPointValue }
        if let p = values[key] as? CGPoint, p.x.isFinite, p.y.isFinite { return p }
        if case .point(let x, let y)? = descriptor.inputs.first(where: { $0.key == key })?.defaultValue {
            return CGPoint(x: x, y: y)
        }
        return .zero
    }

    /// A vector input of four numbers (a `CIVector`; missing or
    /// non-finite values are the default's).
    package func vector(_ key: String) -> SIMD4<Float> {
        var result = SIMD4<Float>(repeating: 0)
        if case .vector(let x, let y, let z, let w)? = descriptor.inputs.first(where: { $0.key == key })?.defaultValue {
            result = SIMD4(Float(x), Float(y), Float(z), Float(w))
        }
        guard let v = values[key] as? CIVector else { return result }
        for i in 0..<min(v.count, 4) where v.value(at: i).isFinite { result[i] = Float(v.value(at: i)) }
        return result
    }

    /// A data input (`Data`, or a string's UTF-8 bytes).
    package func data(_ key: String) -> Data? {
        if let d = values[key] as? Data { return d }
        if let s = values[key] as? String { return Data(s.utf8) }
        return nil
    }

    /// A string input, or its default.
    package func string(_ key: String) -> String {
        if let s = values[key] as? String { return s }
        if case .string(let d)? = descriptor.inputs.first(where: { $0.key == key })?.defaultValue { return d }
        return ""
    }

    /// A color input.
    package func color(_ key: String) -> CIColor? { values[key] as? CIColor }

    /// A number of any of Swift's and Foundation's numeric types.
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        case let v as Bool: v ? 1 : 0
        default: nil
        }
    }

    /// Whether a value is an optional holding nothing.
    package static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}

extension CIImage {
    /// The image with each pixel mapped (sRGB-encoded, not premultiplied
    /// components in and out); an infinite color maps as one pixel.
    package func mappingEncodedColors(_ map: (SIMD4<Float>) -> SIMD4<Float>) -> CIImage {
        func apply(_ p: SIMD4<Float>) -> SIMD4<Float> {
            let e = CIColorMath.encoded(unpremultiplied: p)
            guard e.w > 0 else { return .zero }
            var out = map(e)
            out.w = e.w
            return CIColorMath.decoded(out)
        }
        switch content {
        case .constant(let c): return CIImage(content: .constant(apply(c)))
        case .empty: return self
        case .bitmap(var bitmap):
            for i in bitmap.pixels.indices { bitmap.pixels[i] = apply(bitmap.pixels[i]) }
            return CIImage(content: .bitmap(bitmap))
        }
    }
}
