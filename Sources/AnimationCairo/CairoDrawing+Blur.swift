#if Cairo
import AnimationCore
import AnimationRender
import AnimationViews
import CCairo
import Foundation

extension PNGRenderer {
    /// Blurs a group's pixels: three box blurs in each direction, which
    /// approximate a Gaussian of standard deviation `radius / 2` points (the
    /// SVG renderer's `stdDeviation`).
    func blur(_ group: OpaquePointer, radius: CGFloat) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, radius.isFinite
        else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return }
        let sigma = Double(radius) / 2 * scale
        // The box half-width whose three passes have the variance σ².
        let half = max(0, Int(((12 * sigma * sigma / 3 + 1).squareRoot() - 1) / 2 + 0.5))
        guard half > 0 else { return }
        data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { pixels in
            // Only what is drawn, and as far as three passes spread it, can
            // change: clear pixels (0 in every channel, premultiplied) stay
            // clear beyond that, so the passes run over that box alone (a
            // shadow's group is as large as the whole image).
            var minX = width, minY = height, maxX = -1, maxY = -1
            for y in 0..<height {
                for x in 0..<width where pixels[y * stride + x] != 0 {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                }
            }
            guard maxX >= 0 else { return }
            let x0 = max(0, minX - 3 * half), x1 = min(width, maxX + 1 + 3 * half)
            let y0 = max(0, minY - 3 * half), y1 = min(height, maxY + 1 + 3 * half)
            var line = [UInt32](repeating: 0, count: max(width, height))
            var sums = [Int](repeating: 0, count: 4)
            func pass(count: Int, at index: (Int) -> Int) {
                for i in 0..<count { line[i] = pixels[index(i)] }
                sums = [0, 0, 0, 0]
                func add(_ word: UInt32, _ sign: Int) {
                    for channel in 0..<4 { sums[channel] += sign * Int((word >> UInt32(channel * 8)) & 0xFF) }
                }
                let window = 2 * half + 1
                for i in -half...half where i >= 0 && i < count { add(line[i], 1) }
                for i in 0..<count {
                    var word: UInt32 = 0
                    for channel in 0..<4 { word |= UInt32(min(255, sums[channel] / window)) << UInt32(channel * 8) }
                    pixels[index(i)] = word
                    if i + half + 1 < count { add(line[i + half + 1], 1) }
                    if i - half >= 0 { add(line[i - half], -1) }
                }
            }
            for _ in 0..<3 {
                for y in y0..<y1 { pass(count: x1 - x0) { y * stride + x0 + $0 } }
                for x in x0..<x1 { pass(count: y1 - y0) { ($0 + y0) * stride + x } }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
#endif
