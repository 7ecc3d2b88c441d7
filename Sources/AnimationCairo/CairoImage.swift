#if Cairo
import AnimationCore
import AnimationViews
import CCairo
import CPoppler
import CRsvg
import Foundation
import Synchronization

/// Asset images drawn with Cairo: PNG, JPEG, WebP and HEIC decoded by
/// gdk-pixbuf into image surfaces (WebP and HEIC through Debian's
/// `webp-pixbuf-loader` and `heif-gdk-pixbuf`), SVG drawn as vectors by
/// librsvg and PDF by poppler (rasterized at the drawing's scale where it
/// tiles, or where the image does not preserve its vector data). A file
/// that does not decode warns once, with the decoder's reason, and draws
/// the placeholder.
///
/// Decoded files are kept for the next frames, up to ``cacheLimit`` files
/// (then the cache starts again empty).
enum CairoImage {
    /// The most decoded files kept at once.
    static let cacheLimit = 64

    /// A decoded file: pixels, or a vector document. Cairo surfaces,
    /// librsvg handles and poppler pages are reference counted and only
    /// read once made; the cache's lock guards the table.
    final class Decoded: @unchecked Sendable {
        let surface: OpaquePointer?
        let vector: VectorDocument?

        init(surface: OpaquePointer?, vector: VectorDocument?) {
            self.surface = surface
            self.vector = vector
        }

        deinit {
            if let surface { cairo_surface_destroy(surface) }
        }
    }

    private static let cache = Mutex<[URL: Decoded]>([:])

    /// Draws an image in a frame; `false` when its file cannot be decoded
    /// (the caller draws the placeholder).
    static func draw(_ image: DisplayList.ImageContent, in frame: CGRect, scale: Double, context: OpaquePointer) -> Bool {
        guard let asset = image.asset, let decoded = decoded(asset) else { return false }
        let filter = filter(image.interpolation)
        if image.tint != nil { cairo_push_group(context) }
        for (source, destination) in image.slices(in: frame) {
            cairo_save(context)
            cairo_rectangle(context, destination.minX, destination.minY, destination.width, destination.height)
            cairo_clip(context)
            if let vector = decoded.vector, image.resizingMode == .stretch, asset.preservesVectorData {
                // Vectors: the slice of the document mapped onto its place.
                cairo_translate(context, destination.minX, destination.minY)
                cairo_scale(context, destination.width / source.width, destination.height / source.height)
                cairo_translate(context, -source.minX, -source.minY)
                vector.draw(in: image.naturalSize, context: context)
            } else {
                let pixelScale: Double
                let surface: OpaquePointer
                if let raster = decoded.surface {
                    pixelScale = asset.scale
                    surface = raster
                } else if let vector = decoded.vector, let raster = vector.rasterize(size: image.naturalSize, scale: scale) {
                    pixelScale = scale
                    surface = raster
                } else {
                    cairo_restore(context)
                    continue
                }
                defer { if decoded.surface == nil { cairo_surface_destroy(surface) } }
                let part = cairo_surface_create_for_rectangle(
                    surface, source.minX * pixelScale, source.minY * pixelScale,
                    source.width * pixelScale, source.height * pixelScale)!
                defer { cairo_surface_destroy(part) }
                cairo_translate(context, destination.minX, destination.minY)
                if image.resizingMode == .stretch {
                    cairo_scale(context, destination.width / source.width, destination.height / source.height)
                }
                cairo_scale(context, 1 / pixelScale, 1 / pixelScale)
                cairo_set_source_surface(context, part, 0, 0)
                let pattern = cairo_get_source(context)
                cairo_pattern_set_filter(pattern, filter)
                cairo_pattern_set_extend(pattern, image.resizingMode == .tile ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
                cairo_paint(context)
            }
            cairo_restore(context)
        }
        if let tint = image.tint {
            // A template: the drawing's alpha masks the paint.
            let mask = cairo_pop_group(context)!
            defer { cairo_pattern_destroy(mask) }
            cairo_save(context)
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(context)
            CairoPaint.setSource(tint, in: context)
            cairo_mask(context, mask)
            cairo_restore(context)
        }
        return true
    }

    /// Cairo's filter for an image's interpolation.
    static func filter(_ interpolation: Image.Interpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }

    /// The decoded file of an asset, from the cache or decoded now; `nil`
    /// when it does not decode (which warns once, and is remembered as the
    /// decoded files are).
    static func decoded(_ asset: AssetCatalog.ImageAsset) -> Decoded? {
        let decoded = cache.withLock({ $0[asset.file] }) ?? decode(asset)
        return decoded.surface == nil && decoded.vector == nil ? nil : decoded
    }

    /// Decodes a file and keeps it; a file that does not decode is kept
    /// empty, after a warning with the decoder's reason.
    private static func decode(_ asset: AssetCatalog.ImageAsset) -> Decoded {
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        var decoded = Decoded(surface: nil, vector: nil)
        switch asset.format {
        case .svg:
            if let handle = rsvg_handle_new_from_file(asset.file.path, &error) {
                decoded = Decoded(surface: nil, vector: .svg(SVGHandle(handle)))
            }
        case .pdf:
            if let page = PDFPage(file: asset.file, error: &error) {
                decoded = Decoded(surface: nil, vector: .pdf(page))
            }
        case .png, .jpeg, .webp, .heic:
            if let pixbuf = gdk_pixbuf_new_from_file(asset.file.path, &error) {
                defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
                decoded = Decoded(surface: surface(of: pixbuf), vector: nil)
            }
        }
        if decoded.surface == nil && decoded.vector == nil {
            let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "the decoder gave no reason"
            let hint =
                asset.format == .webp || asset.format == .heic
                ? " (gdk-pixbuf decodes WebP and HEIC with Debian's webp-pixbuf-loader and heif-gdk-pixbuf)" : ""
            CurrentHost.warn("Assets: \(asset.file.lastPathComponent) could not be decoded: \(reason)\(hint); drawing a placeholder.")
        }
        cache.withLock { table in
            if table.count >= cacheLimit { table.removeAll() }
            table[asset.file] = decoded
        }
        return decoded
    }

    /// A gdk-pixbuf's pixels (RGB or RGBA, 8 bits) as a Cairo surface
    /// (premultiplied ARGB in native byte order).
    static func surface(of pixbuf: OpaquePointer) -> OpaquePointer? {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels >= 3, width > 0, height > 0,
            let pixels = gdk_pixbuf_read_pixels(pixbuf)
        else { return nil }
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = pixels + y * rowstride
            let out = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row + x * channels
                let a = hasAlpha ? UInt32(p[3]) : 255
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                out[x] = a << 24 | premultiplied(p[0]) << 16 | premultiplied(p[1]) << 8 | premultiplied(p[2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
#endif
