import CoreGraphics
import Foundation

// Stylize and distortion filters. Apple publishes their inputs and
// defaults, not their formulas; the choices here are written on each and
// tested by hand-worked pixels.
extension CIFilterDescriptor {
    /// `CIPixellate`: squares of `scale` pixels (8; at least 1), placed so
    /// that one is centered on `center` (150, 150); each square takes the
    /// color at its center (moved inside the image at its edges).
    static let pixellate = CIFilterDescriptor(
        name: "CIPixellate", displayName: "Pixellate", categories: [kCICategoryBuiltIn, "CICategoryStylize"],
        inputs: [(kCIInputImageKey, .none), (kCIInputCenterKey, .point(150, 150)), (kCIInputScaleKey, .number(8))]
    ) { inputs in
        guard let image = inputs.image, image.bitmap != nil else { return inputs.image }
        let s = max(1, inputs.number(kCIInputScaleKey)), c = inputs.point(kCIInputCenterKey)
        return image.remapped { x, y in
            let cx = c.x + ((x - c.x) / s).rounded() * s, cy = c.y + ((y - c.y) / s).rounded() * s
            return image.clampedSample(cx, cy)
        }
    }

    /// `CICrystallize`: cells around points, one in each square of
    /// `radius` pixels (20; at least 1) of a grid anchored at `center`
    /// (150, 150), moved within its square by a fixed pseudo-random
    /// amount; each pixel takes the color at its nearest point.
    static let crystallize = CIFilterDescriptor(
        name: "CICrystallize", displayName: "Crystallize", categories: [kCICategoryBuiltIn, "CICategoryStylize"],
        inputs: [(kCIInputImageKey, .none), (kCIInputRadiusKey, .number(20)), (kCIInputCenterKey, .point(150, 150))]
    ) { inputs in
        guard let image = inputs.image, image.bitmap != nil else { return inputs.image }
        let r = max(1, inputs.number(kCIInputRadiusKey)), c = inputs.point(kCIInputCenterKey)
        func point(_ i: Int, _ j: Int) -> (Double, Double) {
            var h = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
            h ^= h >> 31
            h = h &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 29
            let jx = Double(h & 0xFFFF) / 65_536, jy = Double((h >> 16) & 0xFFFF) / 65_536
            return (c.x + (Double(i) + jx) * r, c.y + (Double(j) + jy) * r)
        }
        return image.remapped { x, y in
            let i = Int(((x - c.x) / r).rounded(.down)), j = Int(((y - c.y) / r).rounded(.down))
            var best = (distance: Double.infinity, x: x, y: y)
            for di in -1...1 {
                for dj in -1...1 {
                    let p = point(i + di, j + dj)
                    let d = (p.0 - x) * (p.0 - x) + (p.1 - y) * (p.1 - y)
                    if d < best.distance { best = (d, p.0, p.1) }
                }
            }
            return image.clampedSample(best.x, best.y)
        }
    }

    /// `CIVignette`: colors scaled by `1 − intensity × min(1, (d ×
    /// radius)²)`, where `d` is the distance from the image's center over
    /// half its diagonal (intensity 0 and radius 1 by default; a negative
    /// intensity brightens).
    static let vignette = CIFilterDescriptor(
        name: "CIVignette", displayName: "Vignette", categories: [kCICategoryBuiltIn, "CICategoryColorEffect"],
        inputs: [(kCIInputImageKey, .none), (kCIInputIntensityKey, .number(0)), (kCIInputRadiusKey, .number(1))]
    ) { inputs in
        guard let image = inputs.image, let bitmap = image.bitmap else { return inputs.image }
        let k = inputs.number(kCIInputIntensityKey), radius = inputs.number(kCIInputRadiusKey)
        let e = bitmap.extent, half = (e.width * e.width + e.height * e.height).squareRoot() / 2
        return image.remapped { x, y in
            let d = ((x - e.midX) * (x - e.midX) + (y - e.midY) * (y - e.midY)).squareRoot() / half
            let factor = Float(1 - k * min(1, (d * radius) * (d * radius)))
            var p = image.sample(x, y)
            let a = p.w
            p *= max(0, factor)
            p.w = a
            return p.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: a))
        }
    }

    /// `CITwirlDistortion`: within `radius` (300) of `center` (150, 150),
    /// each pixel takes the color found by turning its offset from the
    /// center by `angle × (1 − d / radius)` radians (π by default;
    /// positive turns counterclockwise, in Core Image's y-up space).
    static let twirlDistortion = CIFilterDescriptor(
        name: "CITwirlDistortion", displayName: "Twirl Distortion", categories: [kCICategoryBuiltIn, "CICategoryDistortionEffect"],
        inputs: [
            (kCIInputImageKey, .none), (kCIInputCenterKey, .point(150, 150)), (kCIInputRadiusKey, .number(300)),
            (kCIInputAngleKey, .number(Double.pi))
        ]
    ) { inputs in
        guard let image = inputs.image, image.bitmap != nil else { return inputs.image }
        let c = inputs.point(kCIInputCenterKey), r = max(0, inputs.number(kCIInputRadiusKey))
        let angle = inputs.number(kCIInputAngleKey)
        return image.remapped { x, y in
            let vx = x - c.x, vy = y - c.y, d = (vx * vx + vy * vy).squareRoot()
            guard d < r else { return image.sample(x, y) }
            let turn = -angle * (1 - d / r)
            return image.sample(c.x + vx * cos(turn) - vy * sin(turn), c.y + vx * sin(turn) + vy * cos(turn))
        }
    }
}

extension CIImage {
    /// A new image over this one's extent, each pixel `value` of its
    /// center.
    package func remapped(_ value: (Double, Double) -> SIMD4<Float>) -> CIImage {
        CIImage(content: .bitmap(CIBitmap.rendering(extent, value)))
    }

    /// The color at a point moved inside the image's pixels.
    package func clampedSample(_ x: Double, _ y: Double) -> SIMD4<Float> {
        let e = extent
        guard !e.isEmpty, !e.isInfinite else { return sample(x, y) }
        let px = (min(max(x, e.minX + 0.5), e.maxX - 0.5) - 0.5).rounded(.down)
        let py = (min(max(y, e.minY + 0.5), e.maxY - 0.5) - 0.5).rounded(.down)
        return sample(px + 0.5, py + 0.5)
    }
}
