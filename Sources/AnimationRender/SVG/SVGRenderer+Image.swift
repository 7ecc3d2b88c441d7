import AnimationCore
import AnimationViews
import Foundation

extension SVGRenderer {
    /// An image: its file embedded once per document (a data URL) and used
    /// by each slice, stretched in a nested `<svg>` or tiled by a
    /// `<pattern>`; a template's drawing is the alpha mask of a rectangle
    /// of its paint. A symbol's outline is a path in its paint. Without a
    /// file, a labeled placeholder. `fill` draws a rectangle with a paint.
    func imageElement(
        _ image: DisplayList.ImageContent, frame: CGRect, definitions: inout SVGDefinitions,
        fill: (DisplayList.Paint, CGRect, inout SVGDefinitions) -> String
    ) -> String {
        if let glyph = image.glyph {
            return symbol(glyph, of: image, frame: frame, definitions: &definitions, fill: fill)
        }
        guard let asset = image.asset,
            let id = definitions.image(asset.file, size: image.naturalSize, contents: { Self.embedded(asset) })
        else {
            return placeholder(image, frame: frame, definitions: &definitions, fill: fill)
        }
        let rendering = image.interpolation == .none ? " image-rendering=\"pixelated\"" : ""
        var body = ""
        for (source, destination) in image.slices(in: frame) {
            if image.resizingMode == .tile {
                let pattern = definitions.add { patternID in
                    "<pattern id=\"\(patternID)\" patternUnits=\"userSpaceOnUse\" x=\"\(SVGFormat.number(destination.minX))\" "
                        + "y=\"\(SVGFormat.number(destination.minY))\" width=\"\(SVGFormat.number(source.width))\" "
                        + "height=\"\(SVGFormat.number(source.height))\"><use href=\"#\(id)\" x=\"\(SVGFormat.number(-source.minX))\" "
                        + "y=\"\(SVGFormat.number(-source.minY))\"\(rendering)/></pattern>"
                }
                body += "<rect \(Self.rectAttributes(destination)) fill=\"url(#\(pattern))\"/>"
            } else {
                let box =
                    image.interpolation == .none
                    ? source
                    : Self.seamless(source, scaledTo: destination.size, in: image.naturalSize, scale: asset.scale)
                body +=
                    "<svg \(Self.rectAttributes(destination)) viewBox=\"\(SVGFormat.number(box.minX)) "
                    + "\(SVGFormat.number(box.minY)) \(SVGFormat.number(box.width)) \(SVGFormat.number(box.height))\" "
                    + "preserveAspectRatio=\"none\" overflow=\"hidden\"><use href=\"#\(id)\"\(rendering)/></svg>"
            }
        }
        guard let tint = image.tint else {
            return "<g data-image=\"\(SVGFormat.escaped(image.name))\">\(body)</g>"
        }
        let mask = definitions.add { maskID in
            "<mask id=\"\(maskID)\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" \(Self.rectAttributes(frame))>\(body)</mask>"
        }
        return "<g data-image=\"\(SVGFormat.escaped(image.name))\" mask=\"url(#\(mask))\">" + fill(tint, frame, &definitions) + "</g>"
    }

    /// A slice's part of the image, moved in by half a pixel on each side
    /// that meets another slice and is scaled: a browser smooths a scaled
    /// image with the pixels around the part it shows, so the middle of a
    /// nine-slice image would blend with its caps. Cairo clamps to the
    /// part's edge pixels instead (`CAIRO_EXTEND_PAD`); this is the same
    /// but for the outer half pixel of the part.
    static func seamless(_ source: CGRect, scaledTo size: CGSize, in imageSize: CGSize, scale: Double) -> CGRect {
        let half = 0.5 / max(scale, 1)
        var box = source
        if abs(size.width - source.width) > 1e-9, source.width > 2 * half {
            if source.minX > 0 { box.origin.x += half; box.size.width -= half }
            if source.maxX < imageSize.width { box.size.width -= half }
        }
        if abs(size.height - source.height) > 1e-9, source.height > 2 * half {
            if source.minY > 0 { box.origin.y += half; box.size.height -= half }
            if source.maxY < imageSize.height { box.size.height -= half }
        }
        return box
    }

    /// A symbol's outline scaled to the frame: a path filled with a color,
    /// or the mask of any other paint.
    private func symbol(
        _ glyph: Path, of image: DisplayList.ImageContent, frame: CGRect, definitions: inout SVGDefinitions,
        fill: (DisplayList.Paint, CGRect, inout SVGDefinitions) -> String
    ) -> String {
        let outline = SVGFormat.pathData(glyph.applying(Self.glyphTransform(frame)))
        let name = SVGFormat.escaped(image.name)
        let paint = image.tint ?? .color(Color.black.resolved)
        if case .color(let color) = paint {
            let opacity = color.opacity == 1 ? "" : " fill-opacity=\"\(SVGFormat.number(Double(color.opacity)))\""
            return "<path data-image=\"\(name)\" d=\"\(outline)\" fill=\"\(SVGFormat.color(color))\"\(opacity)/>"
        }
        let mask = definitions.add { maskID in
            "<mask id=\"\(maskID)\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" \(Self.rectAttributes(frame))>"
                + "<path d=\"\(outline)\" fill=\"black\"/></mask>"
        }
        return "<g data-image=\"\(name)\" mask=\"url(#\(mask))\">" + fill(paint, frame, &definitions) + "</g>"
    }

    /// From a symbol's 1 × 1 box to its frame.
    package static func glyphTransform(_ frame: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: frame.width, b: 0, c: 0, d: frame.height, tx: frame.minX, ty: frame.minY)
    }

    /// A rounded rectangle with the image's name: in the template's paint
    /// (symbols), or in neutral colors.
    private func placeholder(
        _ image: DisplayList.ImageContent, frame: CGRect, definitions: inout SVGDefinitions,
        fill: (DisplayList.Paint, CGRect, inout SVGDefinitions) -> String
    ) -> String {
        let label = SVGFormat.escaped(image.label)
        let fontSize = SVGFormat.number(Self.placeholderFontSize(frame))
        let text =
            "<text x=\"\(SVGFormat.number(frame.midX))\" y=\"\(SVGFormat.number(frame.midY + Self.placeholderFontSize(frame) * 0.35))\" "
            + "text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"\(fontSize)\""
        let radius = SVGFormat.number(min(8, min(frame.width, frame.height) / 4))
        guard let tint = image.tint else {
            return "<g data-image=\"\(SVGFormat.escaped(image.name))\"><rect \(Self.rectAttributes(frame)) rx=\"\(radius)\" "
                + "fill=\"rgb(220,226,240)\" stroke=\"rgb(120,130,160)\"/>\(text) fill=\"rgb(60,70,100)\">\(label)</text></g>"
        }
        // The outline and the label are the mask of the paint.
        let mask = definitions.add { maskID in
            "<mask id=\"\(maskID)\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" \(Self.rectAttributes(frame.insetBy(dx: -1, dy: -1)))>"
                + "<rect \(Self.rectAttributes(frame.insetBy(dx: 0.5, dy: 0.5))) rx=\"\(radius)\" fill=\"none\" stroke=\"black\"/>"
                + "\(text) fill=\"black\">\(label)</text></mask>"
        }
        return "<g data-image=\"\(SVGFormat.escaped(image.name))\" mask=\"url(#\(mask))\">" + fill(tint, frame, &definitions) + "</g>"
    }

    /// The size of a placeholder's label: 11 points, smaller in a small
    /// frame.
    package static func placeholderFontSize(_ frame: CGRect) -> CGFloat {
        max(4, min(11, frame.height * 0.45))
    }

    static func rectAttributes(_ frame: CGRect) -> String {
        "x=\"\(SVGFormat.number(frame.minX))\" y=\"\(SVGFormat.number(frame.minY))\" "
            + "width=\"\(SVGFormat.number(frame.width))\" height=\"\(SVGFormat.number(frame.height))\""
    }

    /// An asset's bytes as a browser draws them: PNG, JPEG, WebP and SVG
    /// files as they are; HEIC (which browsers do not decode) as PNG, and
    /// PDF as SVG, converted by Cairo. Without the Cairo trait those two
    /// warn once and draw the placeholder. `nil` when the file cannot be
    /// read.
    static func embedded(_ asset: AssetCatalog.ImageAsset) -> (data: Data, mimeType: String)? {
        let mimeType: String
        switch asset.format {
        case .png: mimeType = "image/png"
        case .jpeg: mimeType = "image/jpeg"
        case .webp: mimeType = "image/webp"
        case .svg: mimeType = "image/svg+xml"
        case .heic, .pdf:
            if let backend = RasterBackends.current { return backend.browserImage(asset) }
            CurrentHost.warn(
                "Assets: \(asset.file.lastPathComponent) is \(asset.format == .pdf ? "a PDF" : "a HEIC image"), which SVG output draws "
                    + "only when built with the Cairo trait; drawing a placeholder.")
            return nil
        }
        return (try? Data(contentsOf: asset.file)).map { ($0, mimeType) }
    }
}
