#if Cairo
import AnimationCore
import AnimationRender
import AnimationViews
import CCairo
import Foundation

#if _endian(big)
#error("PNG output reads Cairo's ARGB32 words as B, G, R, A bytes: a little-endian machine")
#endif

extension PNGRenderer {
    /// Draws a display list and returns it as PNG bytes: 8-bit RGBA,
    /// written by libpng with its fast setting (larger files than
    /// Cairo's own writer's, in a quarter of the time: snapshots are
    /// written often and read back by tests). The same pixels give the same
    /// bytes every time.
    func cairoPNGData(_ list: DisplayList) throws -> Data {
        let surface = draw(list)
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError(description: "cannot encode the PNG: Cairo drew no pixels")
        }
        // Cairo's ARGB32 words are B, G, R, A in memory on a little-endian
        // machine, with premultiplied color; PNG's is straight. Opaque
        // pixels (all of them over the default white) are the same either
        // way, so only a drawing with translucent pixels is copied.
        let pixels = UnsafeMutableRawBufferPointer(start: data, count: stride * height)
        var straight: [UInt8]? = nil
        for y in 0..<height where straight == nil {
            for x in 0..<width where pixels[y * stride + x * 4 + 3] != 255 {
                straight = Self.unpremultiplied(pixels, width: width, height: height, stride: stride)
                break
            }
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_BGRA)
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        defer { png_image_free(&image) }
        // Room for the pixels stored without compression, and the chunks.
        var size = height * (width * 4 + 1) + height * 8 + 65_536
        var out = Data(count: size)
        let written = out.withUnsafeMutableBytes { memory -> Int32 in
            func write(_ buffer: UnsafeRawPointer, rowStride: Int) -> Int32 {
                png_image_write_to_memory(&image, memory.baseAddress, &size, 0, buffer, Int32(rowStride), nil)
            }
            if let straight { return straight.withUnsafeBytes { write($0.baseAddress!, rowStride: width * 4) } }
            return write(UnsafeRawPointer(data), rowStride: stride)
        }
        guard written != 0 else {
            let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw RenderError(description: "cannot encode the PNG: \(message)")
        }
        out.count = size
        return out
    }

    /// B, G, R, A bytes with straight alpha, from Cairo's premultiplied ones.
    private static func unpremultiplied(_ pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let from = y * stride + x * 4, to = (y * width + x) * 4
                let alpha = UInt32(pixels[from + 3])
                for channel in 0..<3 {
                    result[to + channel] = alpha == 0 ? 0 : UInt8(min(255, UInt32(pixels[from + channel]) * 255 / alpha))
                }
                result[to + 3] = UInt8(alpha)
            }
        }
        return result
    }
}

extension RGBAImage {
    /// Decodes a PNG file's bytes (any PNG Cairo reads: 8-bit RGB or RGBA,
    /// gray, palette); `nil` when the bytes are not a PNG Cairo can read
    /// (empty, truncated, another format).
    init?(cairoPNG png: Data) {
        let source = PNGBytes()
        source.data = png
        guard
            let surface = cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<PNGBytes>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                    source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(source).toOpaque())
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(surface: surface)
    }

    /// The pixels of a Cairo image surface (ARGB32 or RGB24), unpremultiplied.
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if width > 0, height > 0, let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                for x in 0..<width {
                    // Cairo's ARGB32 is premultiplied, native-endian 32-bit words.
                    let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                    let alpha = opaque ? 255 : UInt8(word >> 24)
                    func channel(_ shift: UInt32) -> UInt8 {
                        let premultiplied = UInt32((word >> shift) & 0xFF)
                        return alpha == 0 ? 0 : UInt8(min(255, premultiplied * 255 / UInt32(alpha)))
                    }
                    let index = (y * width + x) * 4
                    pixels[index] = channel(16)
                    pixels[index + 1] = channel(8)
                    pixels[index + 2] = channel(0)
                    pixels[index + 3] = alpha
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

/// PNG bytes on their way to or from Cairo's stream callbacks.
private final class PNGBytes {
    var data = Data()
    var offset = 0
}
#endif
