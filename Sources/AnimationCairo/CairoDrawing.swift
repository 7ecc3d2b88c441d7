#if Cairo
import AnimationCore
import AnimationRender
import AnimationViews
import CCairo
import Foundation

/// The drawing of ``PNGRenderer``: a display list into a Cairo image
/// surface. It draws what the SVG renderer draws; blurs (effects and
/// shadows) are three box blurs, close to the SVG renderer's Gaussian.
extension PNGRenderer {
    /// Draws `list` into a new image surface (the caller destroys it).
    func draw(_ list: DisplayList) -> OpaquePointer {
        let width = Int32((size.width * scale).rounded(.up)), height = Int32((size.height * scale).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(width, 1), max(height, 1))!
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        CairoFonts.pinOptions(of: context)
        if let background {
            setColor(context, background.resolved)
            cairo_paint(context)
        }
        for item in list.items { draw(item, in: context) }
        return surface
    }

    func setColor(_ context: OpaquePointer, _ color: Color.Resolved, alpha: Double = 1) {
        cairo_set_source_rgba(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity) * alpha)
    }

    /// An item: its transform (or, under a projection that is not
    /// affine, its geometry projected: see `Projection.swift`), clip,
    /// then its content and children as one layer when it has opacity, a
    /// shadow, a mask, a blend mode or color filters.
    private func draw(_ item: DisplayList.Item, in context: OpaquePointer, projection outer: ProjectionTransform? = nil) {
        cairo_save(context)
        defer { cairo_restore(context) }
        var projection = outer.map { $0.after(item.transform) }
        var affine: CGAffineTransform?
        if let own = item.projection, !own.isIdentity {
            if projection == nil, own.isAffine {
                affine = item.transform.concatenating(own.affine)
            } else {
                projection = own.concatenating(outer ?? ProjectionTransform()).after(item.transform)
            }
        } else if projection == nil {
            affine = item.transform
        }
        if let t = affine {
            var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(context, &matrix)
        }
        if let clip = item.clip {
            addPath(projection.map { clip.path.projected($0) } ?? clip.path, to: context)
            cairo_set_fill_rule(context, clip.eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(context)
        }
        let grouped =
            item.opacity < 1 || item.shadow != nil || !item.mask.isEmpty || item.blendMode != .normal
            || !item.colorFilters.isEmpty || item.blurRadius > 0
        if grouped { cairo_push_group(context) }
        if let content = item.content {
            if let projection {
                drawProjected(content, frame: item.frame, projection: projection, in: context)
            } else {
                draw(content, frame: item.frame, in: context)
            }
        }
        for child in item.children { draw(child, in: context, projection: projection) }
        guard grouped else { return }
        var group = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(group) }
        if !item.colorFilters.isEmpty { filter(group, item.colorFilters) }
        if !item.mask.isEmpty {
            cairo_push_group(context)
            for maskItem in item.mask { draw(maskItem, in: context, projection: projection) }
            let mask = cairo_pop_group(context)!
            defer { cairo_pattern_destroy(mask) }
            cairo_push_group(context)
            cairo_set_source(context, group)
            cairo_mask(context, mask)
            let masked = cairo_pop_group(context)!
            cairo_pattern_destroy(group)
            group = masked
        }
        if item.blurRadius > 0 { blur(group, radius: item.blurRadius) }
        if let shadow = item.shadow {
            if shadow.isInner {
                group = innerShadowed(group, shadow, in: context)
            } else {
                drawDropShadow(of: group, shadow, opacity: item.opacity, in: context)
            }
        }
        cairo_set_operator(context, Self.cairoOperator(item.blendMode))
        cairo_set_source(context, group)
        cairo_paint_with_alpha(context, item.opacity)
    }

    /// Content under a projection: colors and shapes projected point by
    /// point; text and images drawn with the affine transform that matches
    /// the projection at their frame's center.
    private func drawProjected(_ content: DisplayList.Content, frame: CGRect, projection: ProjectionTransform, in context: OpaquePointer) {
        switch content {
        case .color(let color):
            draw(.shape(Path(frame).projected(projection), paint: .color(color), stroke: nil), frame: frame, in: context)
        case .shape(let path, let paint, let stroke, let eoFill):
            draw(.shape(path.projected(projection), paint: paint.projected(projection), stroke: stroke, eoFill: eoFill), frame: frame, in: context)
        case .text, .image:
            cairo_save(context)
            let t = projection.localAffine(at: CGPoint(x: frame.midX, y: frame.midY))
            var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(context, &matrix)
            draw(content, frame: frame, in: context)
            cairo_restore(context)
        }
    }

    /// Cairo's operator for a blend mode.
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken, .plusDarker: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        }
    }

    /// Applies color filters to a group's pixels, unpremultiplied.
    private func filter(_ group: OpaquePointer, _ filters: [DisplayList.ColorFilter]) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let word = row[x]
                let alpha = Double(word >> 24) / 255
                guard alpha > 0 else { continue }
                func channel(_ shift: UInt32) -> Double { Double((word >> shift) & 0xFF) / 255 / alpha }
                var color = (channel(16), channel(8), channel(0), alpha)
                for filter in filters { color = filter.apply(to: color) }
                func byte(_ value: Double) -> UInt32 { UInt32((value * color.3 * 255).rounded()) }
                row[x] = UInt32((color.3 * 255).rounded()) << 24 | byte(color.0) << 16 | byte(color.1) << 8 | byte(color.2)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    private func draw(_ content: DisplayList.Content, frame: CGRect, in context: OpaquePointer) {
        switch content {
        case .color(let color):
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            setColor(context, color)
            cairo_fill(context)
        case .shape(let path, let paint, let stroke, let eoFill):
            addPath(path, to: context)
            if let stroke {
                apply(stroke, in: context)
                // An angular gradient's mesh covers the clip; stroke
                // extents are known only once the path is set.
                CairoPaint.setSource(paint, in: context)
                cairo_stroke(context)
            } else {
                cairo_set_fill_rule(context, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                CairoPaint.setSource(paint, in: context)
                cairo_fill(context)
            }
        case .text(let text):
            for run in text.runs { drawText(run, in: context) }
        case .image(let image):
            if let glyph = image.glyph {
                // A symbol's outline, filled with its paint.
                addPath(glyph.applying(SVGRenderer.glyphTransform(frame)), to: context)
                cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
                CairoPaint.setSource(image.tint ?? .color(Color.black.resolved), in: context)
                cairo_fill(context)
            } else if !CairoImage.draw(image, in: frame, scale: scale, context: context) {
                drawPlaceholder(image, in: frame, context: context)
            }
        }
    }

    /// A rounded rectangle with the image's name: in the template's paint
    /// (symbols), or in neutral colors; as the SVG renderer draws it.
    private func drawPlaceholder(_ image: DisplayList.ImageContent, in frame: CGRect, context: OpaquePointer) {
        let radius = min(8, min(frame.width, frame.height) / 4)
        let fontSize = SVGRenderer.placeholderFontSize(frame)
        // Inter from the shipped file, the same on every machine (the SVG asks for sans-serif).
        cairo_set_font_face(context, CairoFonts.face(family: CairoFonts.shippedFamily, bold: false, italic: false).face)
        cairo_set_font_size(context, fontSize)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, image.label, &extents)
        cairo_set_line_width(context, 1)
        if let tint = image.tint {
            cairo_push_group(context)
            addPath(Path(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: radius), to: context)
            cairo_stroke(context)
            cairo_move_to(context, frame.midX - extents.width / 2, frame.midY + fontSize * 0.35)
            cairo_show_text(context, image.label)
            let mask = cairo_pop_group(context)!
            defer { cairo_pattern_destroy(mask) }
            cairo_save(context)
            addPath(Path(frame.insetBy(dx: -1, dy: -1)), to: context)
            cairo_clip(context)
            CairoPaint.setSource(tint, in: context)
            cairo_mask(context, mask)
            cairo_restore(context)
            return
        }
        addPath(Path(roundedRect: frame, cornerRadius: radius), to: context)
        cairo_set_source_rgb(context, 220 / 255, 226 / 255, 240 / 255)
        cairo_fill_preserve(context)
        cairo_set_source_rgb(context, 120 / 255, 130 / 255, 160 / 255)
        cairo_stroke(context)
        cairo_set_source_rgb(context, 60 / 255, 70 / 255, 100 / 255)
        cairo_move_to(context, frame.midX - extents.width / 2, frame.midY + fontSize * 0.35)
        cairo_show_text(context, image.label)
    }

    private func addPath(_ path: Path, to context: OpaquePointer) {
        cairo_new_path(context)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(context, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(context, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                // A quadratic curve as the cubic curve that traces it.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(context)
            }
        }
    }

    private func apply(_ stroke: StrokeStyle, in context: OpaquePointer) {
        cairo_set_line_width(context, Double(stroke.drawnLineWidth))
        let cap: cairo_line_cap_t =
            switch stroke.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch stroke.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        if stroke.miterLimit.isFinite, stroke.miterLimit >= 1 { cairo_set_miter_limit(context, Double(stroke.miterLimit)) }
        let dashes = stroke.drawnDash.map { Double($0) }
        if !dashes.isEmpty {
            cairo_set_dash(context, dashes, Int32(dashes.count), Double(stroke.dashPhase))
        }
    }
}
#endif
