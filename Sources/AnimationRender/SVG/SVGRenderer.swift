import AnimationCore
import AnimationViews
import Foundation

/// Draws a ``/AnimationEngine/DisplayList`` as a standalone SVG document.
///
/// Items become nested groups with their transform (`matrix(...)`),
/// opacity, clip path, mask (`mask-type: alpha`), blend mode
/// (`mix-blend-mode`) and filters (shadows, blur, color filters); shapes
/// become paths filled or stroked with colors or gradients (see
/// `SVGPaint`), colors rectangles, text `<text>` elements in Inter (the
/// system font's stand-in) and the Liberation faces with each character at
/// its laid-out position, and images labeled placeholder rectangles. A projection that is not affine projects the
/// geometry of its items.
public struct SVGRenderer: Sendable {
    /// The size of the drawing.
    public var size: CGSize

    /// The background, or `nil` for a transparent one.
    public var background: Color?

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - size: The size of the drawing, usually the host's.
    ///   - background: The background; white by default.
    public init(size: CGSize, background: Color? = .white) {
        self.size = size
        self.background = background
    }

    /// The SVG document of a display list.
    ///
    /// - Parameter list: What to draw.
    /// - Returns: A standalone SVG document.
    public func render(_ list: DisplayList) -> String {
        var body = ""
        var definitions = SVGDefinitions(prefix: "f")
        drawSiblings(list.items, into: &body, definitions: &definitions, indent: "  ")
        let width = SVGFormat.number(size.width), height = SVGFormat.number(size.height)
        var document = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">

            """
        if !definitions.markup.isEmpty { document += "  <defs>\n\(definitions.markup)  </defs>\n" }
        if let background {
            document += "  <rect width=\"100%\" height=\"100%\" fill=\"\(SVGFormat.color(background.resolved))\"/>\n"
        }
        document += body + "</svg>\n"
        return document
    }

    /// The SVG elements of a display list, without the document around
    /// them (for embedding frames in a page).
    ///
    /// - Parameters:
    ///   - list: What to draw.
    ///   - idPrefix: A prefix that keeps definition ids unique in the page.
    /// - Returns: The `<defs>` and elements.
    public func elements(_ list: DisplayList, idPrefix: String) -> String {
        var body = ""
        var definitions = SVGDefinitions(prefix: idPrefix)
        drawSiblings(list.items, into: &body, definitions: &definitions, indent: "")
        return (definitions.markup.isEmpty ? "" : "<defs>\(definitions.markup)</defs>") + body
    }

    /// An item as a group: its transform (or, under a projection that is
    /// not affine, its geometry projected: see `Projection.swift`),
    /// opacity, clip path, mask, blend mode and filters (shadow, blur,
    /// color filters in sRGB, as CSS's filter functions).
    func draw(
        _ item: DisplayList.Item, into out: inout String, definitions: inout SVGDefinitions, indent: String,
        projection outer: ProjectionTransform? = nil
    ) {
        var attributes = ""
        var projection = outer.map { $0.after(item.transform) }
        if let own = item.projection, !own.isIdentity {
            if projection == nil, own.isAffine {
                let t = item.transform.concatenating(own.affine)
                attributes += " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGFormat.number).joined(separator: " ")))\""
            } else {
                projection = own.concatenating(outer ?? ProjectionTransform()).after(item.transform)
            }
        } else if projection == nil, item.transform != .identity {
            let t = item.transform
            attributes += " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGFormat.number).joined(separator: " ")))\""
        }
        if item.opacity != 1 { attributes += " opacity=\"\(SVGFormat.number(item.opacity))\"" }
        if item.blendMode != .normal, let mode = Self.cssBlendMode(item.blendMode) {
            attributes += " style=\"mix-blend-mode:\(mode)\""
        }
        if let clip = item.clip {
            let path = projection.map { clip.path.projected($0) } ?? clip.path
            let id = definitions.add { id in
                "<clipPath id=\"\(id)\"><path d=\"\(SVGFormat.pathData(path))\"\(clip.eoFill ? " clip-rule=\"evenodd\"" : "")/></clipPath>"
            }
            attributes += " clip-path=\"url(#\(id))\""
        }
        if !item.mask.isEmpty {
            var maskBody = ""
            drawSiblings(item.mask, into: &maskBody, definitions: &definitions, indent: "", projection: projection)
            let id = definitions.add { id in
                "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-10000\" y=\"-10000\" width=\"30000\" height=\"30000\" "
                    + "mask-type=\"alpha\" style=\"mask-type:alpha\">" + maskBody + "</mask>"
            }
            attributes += " mask=\"url(#\(id))\""
        }
        if item.shadow != nil || item.blurRadius > 0 || !item.colorFilters.isEmpty {
            let id = definitions.add { id in
                var filter = "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\" color-interpolation-filters=\"sRGB\">"
                for (index, colorFilter) in item.colorFilters.enumerated() { filter += Self.filterPrimitive(colorFilter, index: index) }
                if let shadow = item.shadow, shadow.isInner {
                    filter += Self.innerShadowPrimitives(shadow)
                } else if let shadow = item.shadow {
                    filter +=
                        "<feDropShadow dx=\"\(SVGFormat.number(shadow.offset.width))\" dy=\"\(SVGFormat.number(shadow.offset.height))\" "
                        + "stdDeviation=\"\(SVGFormat.number(shadow.radius / 2))\" flood-color=\"\(SVGFormat.color(shadow.color))\" "
                        + "flood-opacity=\"\(SVGFormat.number(Double(shadow.color.opacity)))\"/>"
                }
                if item.blurRadius > 0 {
                    filter += "<feGaussianBlur stdDeviation=\"\(SVGFormat.number(item.blurRadius / 2))\"/>"
                }
                return filter + "</filter>"
            }
            attributes += " filter=\"url(#\(id))\""
        }
        let grouped = !attributes.isEmpty || !item.children.isEmpty
        let inner = grouped ? indent + "  " : indent
        if grouped { out += "\(indent)<g\(attributes)>\n" }
        var own = ""
        if let content = item.content {
            if let projection {
                own = inner + projectedElement(content, frame: item.frame, projection: projection, definitions: &definitions) + "\n"
            } else {
                own = inner + element(content, frame: item.frame, definitions: &definitions) + "\n"
            }
        }
        drawSiblings(item.children, after: own, into: &out, definitions: &definitions, indent: inner, projection: projection)
        if grouped { out += "\(indent)</g>\n" }
    }

    /// Content under a projection: colors and shapes projected point by
    /// point; text and images drawn with the affine transform that matches
    /// the projection at their frame's center.
    private func projectedElement(
        _ content: DisplayList.Content, frame: CGRect, projection: ProjectionTransform, definitions: inout SVGDefinitions
    ) -> String {
        switch content {
        case .color(let color):
            return element(.shape(Path(frame).projected(projection), paint: .color(color), stroke: nil), frame: frame, definitions: &definitions)
        case .shape(let path, let paint, let stroke, let eoFill):
            return element(
                .shape(path.projected(projection), paint: paint.projected(projection), stroke: stroke, eoFill: eoFill),
                frame: frame, definitions: &definitions)
        case .text, .image:
            let t = projection.localAffine(at: CGPoint(x: frame.midX, y: frame.midY))
            return "<g transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGFormat.number).joined(separator: " ")))\">"
                + element(content, frame: frame, definitions: &definitions) + "</g>"
        }
    }

    /// CSS's name of a blend mode; `nil` for the Porter-Duff operators CSS
    /// has no blend mode for (composed with the siblings before the item by
    /// `drawSiblings`).
    static func cssBlendMode(_ mode: BlendMode) -> String? {
        switch mode {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken, .plusDarker: "darken"
        case .lighten, .plusLighter: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .sourceAtop, .destinationOver, .destinationOut: nil
        }
    }

    private func element(_ content: DisplayList.Content, frame: CGRect, definitions: inout SVGDefinitions) -> String {
        func paint(_ color: Color.Resolved, _ attribute: String) -> String {
            let opacity = color.opacity == 1 ? "" : " \(attribute)-opacity=\"\(SVGFormat.number(Double(color.opacity)))\""
            return "\(attribute)=\"\(SVGFormat.color(color))\"\(opacity)"
        }
        let rect =
            "x=\"\(SVGFormat.number(frame.minX))\" y=\"\(SVGFormat.number(frame.minY))\" "
            + "width=\"\(SVGFormat.number(frame.width))\" height=\"\(SVGFormat.number(frame.height))\""
        switch content {
        case .color(let color):
            return "<rect \(rect) \(paint(color, "fill"))/>"
        case .shape(let path, let shapePaint, let stroke, let eoFill):
            let d = SVGFormat.pathData(path)
            func element(_ paintAttributes: String) -> String {
                guard let stroke else {
                    return "<path d=\"\(d)\" \(paintAttributes)\(eoFill ? " fill-rule=\"evenodd\"" : "")/>"
                }
                return "<path d=\"\(d)\" fill=\"none\" \(paintAttributes)\(SVGRenderer.strokeAttributes(stroke))/>"
            }
            let attribute = stroke == nil ? "fill" : "stroke"
            if let attributes = SVGPaint.attributes(shapePaint, attribute, definitions: &definitions) {
                return element(attributes)
            }
            let bounds = path.boundingRect.insetBy(dx: -(stroke?.lineWidth ?? 0), dy: -(stroke?.lineWidth ?? 0))
            return SVGPaint.masked(shapePaint, bounds: bounds, definitions: &definitions) { white in element("\(attribute)=\"\(white)\"") } ?? ""
        case .text(let text):
            return text.runs.map { run in textElement(run, definitions: &definitions) }.joined()
        case .image(let image):
            return imageElement(image, frame: frame, definitions: &definitions) { paint, frame, definitions in
                element(.shape(Path(frame), paint: paint, stroke: nil), frame: frame, definitions: &definitions)
            }
        }
    }

    /// The stroke's width, caps, joins, miter limit and dashes.
    static func strokeAttributes(_ stroke: StrokeStyle) -> String {
        var style = " stroke-width=\"\(SVGFormat.number(stroke.drawnLineWidth))\""
        switch stroke.lineCap {
        case .butt: break
        case .round: style += " stroke-linecap=\"round\""
        case .square: style += " stroke-linecap=\"square\""
        }
        switch stroke.lineJoin {
        case .miter: break
        case .round: style += " stroke-linejoin=\"round\""
        case .bevel: style += " stroke-linejoin=\"bevel\""
        }
        if stroke.miterLimit != 4, stroke.miterLimit.isFinite, stroke.miterLimit >= 1 {
            style += " stroke-miterlimit=\"\(SVGFormat.number(stroke.miterLimit))\""
        }
        let dash = stroke.drawnDash
        if !dash.isEmpty {
            style += " stroke-dasharray=\"\(dash.map(SVGFormat.number).joined(separator: " "))\""
            style += " stroke-dashoffset=\"\(SVGFormat.number(stroke.dashPhase))\""
        }
        return style
    }

    /// The font families that draw a face: the face's own first.
    static func fontFamily(_ face: DisplayList.FontFace) -> String {
        switch face.family {
        case "Liberation Serif": "Liberation Serif, Times New Roman, serif"
        case "Liberation Mono": "Liberation Mono, Courier New, monospace"
        default: "Inter, -apple-system, system-ui, Helvetica, Arial, sans-serif"
        }
    }

    /// A run of text: a `<text>` with each character's x (scaled across
    /// by the font's width), and its underline and strikethrough as lines.
    private func textElement(_ run: DisplayList.TextRun, definitions: inout SVGDefinitions) -> String {
        let face = run.face
        var font = "font-family=\"\(SVGFormat.escaped(Self.fontFamily(face)))\" font-size=\"\(SVGFormat.number(face.size))\""
        if face.weight != 400 { font += " font-weight=\"\(face.weight)\"" }
        if face.italic { font += " font-style=\"italic\"" }
        // A width other than the standard one scales the glyphs across:
        // the text is drawn in a space that many times wider, at x over it.
        let across = face.widthScale.isFinite && face.widthScale > 0 ? face.widthScale : 1
        let x = run.positions.map { SVGFormat.number($0 / across) }.joined(separator: " ")
        if across != 1 { font += " transform=\"scale(\(SVGFormat.number(across)) 1)\"" }
        func element(_ paint: String) -> String {
            "<text xml:space=\"preserve\" x=\"\(x)\" y=\"\(SVGFormat.number(run.baseline))\" \(font) \(paint)>\(SVGFormat.escaped(run.string))</text>"
        }
        var markup: String
        if let paint = SVGPaint.attributes(run.paint, "fill", definitions: &definitions) {
            markup = element(paint)
        } else {
            let bounds = CGRect(
                x: run.positions.first ?? 0, y: run.baseline - face.size, width: run.endX - (run.positions.first ?? 0), height: face.size * 1.3)
            markup = SVGPaint.masked(run.paint, bounds: bounds, definitions: &definitions) { element("fill=\"\($0)\"") } ?? ""
        }
        for decoration in [run.underline, run.strikethrough].compactMap({ $0 }) {
            let color = decoration.color ?? run.paint.color ?? run.paint.stops[0].color
            var line =
                "<path d=\"M\(SVGFormat.number(run.positions.first ?? run.endX)) \(SVGFormat.number(decoration.y)) "
                + "H\(SVGFormat.number(run.endX))\" fill=\"none\" stroke=\"\(SVGFormat.color(color))\" "
                + "stroke-width=\"\(SVGFormat.number(decoration.thickness))\""
            if color.opacity != 1 { line += " stroke-opacity=\"\(SVGFormat.number(Double(color.opacity)))\"" }
            if !decoration.dash.isEmpty { line += " stroke-dasharray=\"\(decoration.dash.map(SVGFormat.number).joined(separator: " "))\"" }
            markup += line + " data-decoration=\"\(decoration == run.underline ? "underline" : "strikethrough")\"/>"
        }
        return markup
    }
}
