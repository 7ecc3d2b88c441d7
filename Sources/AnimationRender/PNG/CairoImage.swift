#if Cairo
import AnimationCore
import AnimationViews
import CCairo
import CRsvg
import Foundation
import Synchronization

/// Asset images drawn with Cairo: PNG and JPEG decoded by gdk-pixbuf into
/// image surfaces, SVG drawn as vectors by librsvg (and rasterized, at the
/// drawing's scale, where it tiles).
///
/// Decoded files are kept for the next frames, up to ``cacheLimit`` files
/// (then the cache starts again empty).
enum CairoImage {
    /// The most decoded files kept at once.
    static let cacheLimit = 64

    /// A decoded file. Cairo surfaces and librsvg handles are reference
    /// counted and only read once made; the cache's lock guards the table.
    private final class Decoded: @unchecked Sendable {
        let surface: OpaquePointer?
        let svg: UnsafeMutablePointer<RsvgHandle>?

        init(surface: OpaquePointer?, svg: UnsafeMutablePointer<RsvgHandle>?) {
            self.surface = surface
            self.svg = svg
        }

        deinit {
            if let surface { cairo_surface_destroy(surface) }
            if let svg { g_object_unref(svg) }
        }
    }

    private static let cache = Mutex<[URL: Decoded]>([:])

    /// Draws an image in a frame; `false` when its file cannot be decoded
    /// (the caller draws the placeholder).
    static func draw(_ image: DisplayList.ImageContent, in frame: CGRect, scale: Double, context: OpaquePointer) -> Bool {
        guard let asset = image.asset, let decoded = decoded(asset) else { return false }
        let filter: cairo_filter_t =
            switch image.interpolation {
            case .none: CAIRO_FILTER_NEAREST
            case .low: CAIRO_FILTER_BILINEAR
            case .medium: CAIRO_FILTER_GOOD
            case .high: CAIRO_FILTER_BEST
            }
        if image.tint != nil { cairo_push_group(context) }
        for (source, destination) in image.slices(in: frame) {
            cairo_save(context)
            cairo_rectangle(context, destination.minX, destination.minY, destination.width, destination.height)
            cairo_clip(context)
            if let svg = decoded.svg, image.resizingMode == .stretch {
                // Vectors: the slice of the document mapped onto its place.
                cairo_translate(context, destination.minX, destination.minY)
                cairo_scale(context, destination.width / source.width, destination.height / source.height)
                cairo_translate(context, -source.minX, -source.minY)
                var viewport = RsvgRectangle(x: 0, y: 0, width: image.naturalSize.width, height: image.naturalSize.height)
                var error: UnsafeMutablePointer<GError>?
                _ = rsvg_handle_render_document(svg, context, &viewport, &error)
                if let error { g_error_free(error) }
            } else {
                let pixelScale: Double
                let surface: OpaquePointer
                if let raster = decoded.surface {
                    pixelScale = asset.scale
                    surface = raster
                } else if let svg = decoded.svg, let raster = rasterize(svg, size: image.naturalSize, scale: scale) {
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

    /// The decoded file of an asset, from the cache or decoded now.
    private static func decoded(_ asset: AssetCatalog.ImageAsset) -> Decoded? {
        if let decoded = cache.withLock({ $0[asset.file] }) { return decoded }
        let decoded: Decoded
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        switch asset.format {
        case .svg:
            guard let handle = rsvg_handle_new_from_file(asset.file.path, &error) else { return nil }
            decoded = Decoded(surface: nil, svg: handle)
        case .png, .jpeg:
            guard let pixbuf = gdk_pixbuf_new_from_file(asset.file.path, &error) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            guard let surface = surface(of: pixbuf) else { return nil }
            decoded = Decoded(surface: surface, svg: nil)
        }
        cache.withLock { table in
            if table.count >= cacheLimit { table.removeAll() }
            table[asset.file] = decoded
        }
        return decoded
    }

    /// A gdk-pixbuf's pixels (RGB or RGBA, 8 bits) as a Cairo surface
    /// (premultiplied ARGB in native byte order).
    private static func surface(of pixbuf: OpaquePointer) -> OpaquePointer? {
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

    /// An SVG document drawn into pixels at its size times a scale.
    private static func rasterize(_ svg: UnsafeMutablePointer<RsvgHandle>, size: CGSize, scale: Double) -> OpaquePointer? {
        let width = Int32((size.width * scale).rounded(.up)), height = Int32((size.height * scale).rounded(.up))
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        _ = rsvg_handle_render_document(svg, context, &viewport, &error)
        if let error { g_error_free(error) }
        return surface
    }
}
#endif
