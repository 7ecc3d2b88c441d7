#if Cairo
import AnimationCore
import AnimationViews
import CCairo
import Foundation

/// Draws a ``DisplayList`` into pixels with Cairo, and writes PNG files.
///
/// Available when the package is built with the `Cairo` trait
/// (`swift build --traits Cairo`; Debian's `libcairo2-dev`). It draws what
/// the SVG renderer draws, with two simplifications: shadows have no blur,
/// and blur effects are not applied.
public struct PNGRenderer: Sendable {
    /// The size of the drawing, in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Double
    /// The background, or `nil` for a transparent one.
    public var background: Color?

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - scale: Pixels per point; 1 by default.
    ///   - background: The background; white by default.
    public init(size: CGSize, scale: Double = 1, background: Color? = .white) {
        self.size = size
        self.scale = scale
        self.background = background
    }

    /// A Cairo failure.
    public struct RenderError: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// Draws a display list into an image.
    ///
    /// - Parameter list: What to draw.
    /// - Returns: The pixels.
    public func image(_ list: DisplayList) -> RGBAImage {
        let surface = draw(list)
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // Cairo's ARGB32 is premultiplied, native-endian 32-bit words.
                let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                let alpha = UInt8(word >> 24)
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
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Draws a display list and writes it as a PNG file.
    ///
    /// - Parameters:
    ///   - list: What to draw.
    ///   - url: The file to write.
    /// - Throws: ``RenderError`` when the file cannot be written.
    public func writePNG(_ list: DisplayList, to url: URL) throws {
        let surface = draw(list)
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_write_to_png(surface, url.path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: "cannot write \(url.path): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    private func draw(_ list: DisplayList) -> OpaquePointer {
        let width = Int32((size.width * scale).rounded(.up)), height = Int32((size.height * scale).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(width, 1), max(height, 1))!
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        if let background {
            setColor(context, background.resolved)
            cairo_paint(context)
        }
        for item in list.items { draw(item, in: context) }
        return surface
    }

    private func setColor(_ context: OpaquePointer, _ color: Color.Resolved, alpha: Double = 1) {
        cairo_set_source_rgba(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity) * alpha)
    }

    private func draw(_ item: DisplayList.Item, in context: OpaquePointer) {
        cairo_save(context)
        defer { cairo_restore(context) }
        let t = item.transform
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(context, &matrix)
        let grouped = item.opacity < 1 || item.shadow != nil
        if grouped { cairo_push_group(context) }
        if let content = item.content { draw(content, frame: item.frame, in: context) }
        for child in item.children { draw(child, in: context) }
        guard grouped else { return }
        let group = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(group) }
        if let shadow = item.shadow {
            // The shadow: the group's shape, offset, in the shadow's color (without blur).
            cairo_save(context)
            cairo_translate(context, Double(shadow.offset.width), Double(shadow.offset.height))
            setColor(context, shadow.color, alpha: item.opacity)
            cairo_mask(context, group)
            cairo_restore(context)
        }
        cairo_set_source(context, group)
        cairo_paint_with_alpha(context, item.opacity)
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
        case .image(let name):
            addPath(Path(roundedRect: frame, cornerRadius: 8), to: context)
            cairo_set_source_rgb(context, 220 / 255, 226 / 255, 240 / 255)
            cairo_fill_preserve(context)
            cairo_set_source_rgb(context, 120 / 255, 130 / 255, 160 / 255)
            cairo_set_line_width(context, 1)
            cairo_stroke(context)
            let label = name.hasPrefix("system:") ? String(name.dropFirst("system:".count)) : name
            cairo_select_font_face(context, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(context, 11)
            var extents = cairo_text_extents_t()
            cairo_text_extents(context, label, &extents)
            cairo_set_source_rgb(context, 60 / 255, 70 / 255, 100 / 255)
            cairo_move_to(context, frame.midX - extents.width / 2, frame.midY + 4)
            cairo_show_text(context, label)
        }
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
        cairo_set_line_width(context, Double(stroke.lineWidth))
        if !stroke.dash.isEmpty {
            let dashes = stroke.dash.map { Double($0) }
            cairo_set_dash(context, dashes, Int32(dashes.count), Double(stroke.dashPhase))
        }
    }

    /// A run of text: each character at its place, in the face's family
    /// through fontconfig (Liberation when installed), then its lines.
    private func drawText(_ run: DisplayList.TextRun, in context: OpaquePointer) {
        let face = run.face
        cairo_select_font_face(
            context, face.family, face.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
            face.weight >= 600 ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, Double(face.size))
        cairo_new_path(context)
        for (character, x) in zip(run.string, run.positions) {
            cairo_move_to(context, Double(x), Double(run.baseline))
            cairo_text_path(context, String(character))
        }
        CairoPaint.setSource(run.paint, in: context)
        cairo_fill(context)
        for decoration in [run.underline, run.strikethrough].compactMap({ $0 }) {
            cairo_new_path(context)
            cairo_move_to(context, Double(run.positions.first ?? run.endX), Double(decoration.y))
            cairo_line_to(context, Double(run.endX), Double(decoration.y))
            cairo_set_line_width(context, Double(decoration.thickness))
            let dashes = decoration.dash.map { Double($0) }
            cairo_set_dash(context, dashes, Int32(dashes.count), 0)
            if let color = decoration.color {
                setColor(context, color)
            } else {
                CairoPaint.setSource(run.paint, in: context)
            }
            cairo_stroke(context)
            cairo_set_dash(context, nil, 0, 0)
        }
    }
}
#endif
