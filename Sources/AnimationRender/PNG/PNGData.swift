#if Cairo
import AnimationCore
import AnimationViews
import CCairo
import Foundation

extension PNGRenderer {
    /// Draws a display list and returns it as PNG bytes, as
    /// ``writePNG(_:to:)`` would write them.
    ///
    /// - Parameter list: What to draw.
    /// - Returns: The PNG file's bytes.
    /// - Throws: ``RenderError`` when Cairo cannot encode the image.
    public func pngData(_ list: DisplayList) throws -> Data {
        let surface = draw(list)
        defer { cairo_surface_destroy(surface) }
        let sink = PNGBytes()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PNGBytes>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: "cannot encode the PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.data
    }
}

extension RGBAImage {
    /// Decodes a PNG file's bytes (any PNG Cairo reads: 8-bit RGB or RGBA,
    /// gray, palette).
    ///
    /// - Parameter png: The bytes.
    /// - Returns: The pixels, or `nil` when the bytes are not a PNG Cairo
    ///   can read (empty, truncated, another format).
    public init?(png: Data) {
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
