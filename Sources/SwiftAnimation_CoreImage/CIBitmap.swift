import CoreGraphics
import Foundation

/// The pixels Core Image computes with: linear sRGB, premultiplied, 32-bit
/// floats (Core Image's working space), over a rectangle of whole pixels
/// whose origin is its bottom-left corner (Core Image's coordinates grow
/// up); rows are stored from the top.
package struct CIBitmap: Sendable, Equatable {
    /// The rectangle the pixels cover, in Core Image's coordinates.
    package var originX: Int, originY: Int, width: Int, height: Int
    /// Red, green, blue and alpha of each pixel, premultiplied, linear.
    package var pixels: [SIMD4<Float>]

    /// Transparent pixels over a rectangle.
    package init(originX: Int, originY: Int, width: Int, height: Int) {
        self.originX = originX
        self.originY = originY
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [SIMD4<Float>](repeating: .zero, count: self.width * self.height)
    }

    /// The extent in Core Image's coordinates.
    package var extent: CGRect { CGRect(x: originX, y: originY, width: width, height: height) }

    /// The pixel whose bottom-left corner is at (`x`, `y`); transparent
    /// outside.
    @inline(__always)
    package func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let column = x - originX, row = height - 1 - (y - originY)
        guard column >= 0, column < width, row >= 0, row < height else { return .zero }
        return pixels[row * width + column]
    }

    /// Sets the pixel whose bottom-left corner is at (`x`, `y`).
    @inline(__always)
    package mutating func set(_ x: Int, _ y: Int, _ value: SIMD4<Float>) {
        let column = x - originX, row = height - 1 - (y - originY)
        guard column >= 0, column < width, row >= 0, row < height else { return }
        pixels[row * width + column] = value
    }

    /// The color at a point, blended from the four nearest pixels (Core
    /// Image's linear sampling); transparent outside.
    package func sample(_ x: Double, _ y: Double) -> SIMD4<Float> {
        guard x.isFinite, y.isFinite else { return .zero }
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
        let bottom = pixel(x0, y0) * (1 - tx) + pixel(x0 + 1, y0) * tx
        let top = pixel(x0, y0 + 1) * (1 - tx) + pixel(x0 + 1, y0 + 1) * tx
        return bottom * (1 - ty) + top * ty
    }

    /// A new bitmap over `rect` (whole pixels) where each pixel is
    /// `value(x, y)` of its center.
    package static func rendering(_ rect: CGRect, _ value: (Double, Double) -> SIMD4<Float>) -> CIBitmap {
        let r = rect.integral
        var out = CIBitmap(originX: Int(r.minX), originY: Int(r.minY), width: Int(r.width), height: Int(r.height))
        for row in 0..<out.height {
            let y = Double(out.originY + out.height - 1 - row) + 0.5
            for column in 0..<out.width {
                out.pixels[row * out.width + column] = value(Double(out.originX + column) + 0.5, y)
            }
        }
        return out
    }

    /// The bitmap of 8-bit sRGB pixels (rows from the top) at the origin.
    package init(rgba: [UInt8], width: Int, height: Int) {
        self.init(originX: 0, originY: 0, width: width, height: height)
        for i in 0..<min(pixels.count, rgba.count / 4) {
            let a = Float(rgba[i * 4 + 3]) / 255
            let linear = SIMD4<Float>(
                CIColorMath.linear(Float(rgba[i * 4]) / 255), CIColorMath.linear(Float(rgba[i * 4 + 1]) / 255),
                CIColorMath.linear(Float(rgba[i * 4 + 2]) / 255), 1)
            pixels[i] = linear * a
        }
    }

    /// The pixels as 8-bit sRGB, not premultiplied, rows from the top.
    package var rgba: [UInt8] {
        var out = [UInt8](repeating: 0, count: pixels.count * 4)
        for (i, p) in pixels.enumerated() {
            let encoded = CIColorMath.encoded(unpremultiplied: p)
            for c in 0..<4 { out[i * 4 + c] = UInt8((encoded[c] * 255).rounded()) }
        }
        return out
    }
}

/// sRGB's transfer function and premultiplication.
package enum CIColorMath {
    /// A linear component of an sRGB-encoded one (IEC 61966-2-1).
    @inline(__always)
    package static func linear(_ v: Float) -> Float {
        v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4)
    }

    /// The sRGB-encoded component of a linear one.
    @inline(__always)
    package static func encode(_ v: Float) -> Float {
        let v = min(max(v, 0), 1)
        return v <= 0.003_130_8 ? v * 12.92 : 1.055 * powf(v, 1 / 2.4) - 0.055
    }

    /// A premultiplied linear pixel as sRGB-encoded, not premultiplied
    /// components in 0...1 (alpha last).
    package static func encoded(unpremultiplied p: SIMD4<Float>) -> SIMD4<Float> {
        let a = min(max(p.w.isFinite ? p.w : 0, 0), 1)
        guard a > 0 else { return .zero }
        func channel(_ v: Float) -> Float { encode(v.isFinite ? v / a : 0) }
        return SIMD4(channel(p.x), channel(p.y), channel(p.z), a)
    }

    /// The premultiplied linear pixel of sRGB-encoded, not premultiplied
    /// components.
    package static func decoded(_ e: SIMD4<Float>) -> SIMD4<Float> {
        let a = min(max(e.w, 0), 1)
        return SIMD4(linear(min(max(e.x, 0), 1)) * a, linear(min(max(e.y, 0), 1)) * a, linear(min(max(e.z, 0), 1)) * a, a)
    }
}
