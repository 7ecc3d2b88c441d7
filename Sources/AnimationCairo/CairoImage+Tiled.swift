#if Cairo
import AnimationCore
import AnimationViews
import CCairo
import Foundation

extension CairoImage {
    /// Makes a tiled image the context's source: the part of its pixels
    /// (a vector file rasterized at 3 pixels a point) as a repeating
    /// surface pattern whose one copy fills the paint's tile; at an
    /// opacity below 1, a copy of the part at that opacity. Without a file
    /// that decodes, or with nothing to repeat, the placeholder color.
    static func setTiledSource(_ tiled: DisplayList.TiledImage, in context: OpaquePointer) {
        func placeholder() {
            let color = DisplayList.TiledImage.placeholderColor
            cairo_set_source_rgba(
                context, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity) * max(min(tiled.opacity, 1), 0))
        }
        guard tiled.isDrawable, let asset = tiled.image.asset, let decoded = decoded(asset) else { return placeholder() }
        let pixelScale: Double
        let surface: OpaquePointer
        if let raster = decoded.surface {
            pixelScale = asset.scale
            surface = cairo_surface_reference(raster)
        } else if let vector = decoded.vector, let raster = vector.rasterize(size: tiled.image.naturalSize, scale: 3) {
            pixelScale = 3
            surface = raster
        } else {
            return placeholder()
        }
        defer { cairo_surface_destroy(surface) }
        let source = tiled.sourceRect
        let width = max(Int((source.width * pixelScale).rounded()), 1), height = max(Int((source.height * pixelScale).rounded()), 1)
        // The part as a surface of its own: a pattern repeats its whole
        // surface.
        let part = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(part) }
        let copy = cairo_create(part)!
        cairo_set_source_surface(copy, surface, -source.minX * pixelScale, -source.minY * pixelScale)
        cairo_paint_with_alpha(copy, max(min(tiled.opacity, 1), 0))
        cairo_destroy(copy)
        let pattern = cairo_pattern_create_for_surface(part)!
        // User space to the part's pixels: from the tile's corner, scaled
        // by pixels over the tile's size.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(width) / tiled.tile.width, Double(height) / tiled.tile.height)
        cairo_matrix_translate(&matrix, -tiled.tile.minX, -tiled.tile.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, filter(tiled.image.interpolation))
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }
}
#endif
