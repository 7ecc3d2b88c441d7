#if Cairo
import AnimationViews
import CCairo
import CRsvg
import Foundation

extension CairoImage {
    /// The pixels of a PNG, JPEG, WebP or HEIC file (gdk-pixbuf), straight
    /// 8-bit RGBA from the top row; `nil` when it does not decode.
    @Sendable static func bitmap(ofFile file: URL) -> ImagePixels.Bitmap? {
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        guard let pixbuf = gdk_pixbuf_new_from_file(file.path, &error) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels >= 3, width > 0, height > 0,
            let pixels = gdk_pixbuf_read_pixels(pixbuf)
        else { return nil }
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let row = pixels + y * rowstride
            for x in 0..<width {
                let p = row + x * channels, o = (y * width + x) * 4
                rgba[o] = p[0]
                rgba[o + 1] = p[1]
                rgba[o + 2] = p[2]
                if hasAlpha { rgba[o + 3] = p[3] }
            }
        }
        return ImagePixels.Bitmap(width: width, height: height, rgba: rgba)
    }
}
#endif
