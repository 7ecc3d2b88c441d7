import AnimationCore
import AnimationViews
import Foundation

/// A display list as readable, stable text: one line per item, indented by
/// depth, with its frame, the effects it has and what it draws. Numbers
/// have at most three decimals, colors are sRGB bytes, so the same list
/// gives the same text on any machine: a golden file for tests (what a
/// snapshot of a view at a time compares).
///
///     item (30, 30, 40 × 40): color rgb(255,59,48)
///     item (0, 0, 100 × 100) opacity 0.5 transform (2, 0, 0, 2, -50, -50)
///       item (10, 10, 20 × 20): text "Hi" 17pt Inter 400 rgb(0,0,0)
///
/// What no renderer draws (tap targets, accessibility) is left out.
public struct DisplayListTextRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The text of a display list, a line per item, ending in a newline
    /// (empty for an empty list).
    ///
    /// - Parameter list: The display list.
    /// - Returns: The text.
    public func render(_ list: DisplayList) -> String {
        var out = ""
        for item in list.items { write(item, depth: 0, into: &out) }
        return out
    }

    /// One item's line, without its children or its mask: its frame,
    /// effects and content.
    ///
    /// - Parameter item: The item.
    /// - Returns: The line, without a newline.
    public func describe(_ item: DisplayList.Item) -> String {
        var line = "item " + Self.rect(item.frame)
        if item.opacity != 1 { line += " opacity \(n(item.opacity))" }
        if item.transform != .identity {
            let t = item.transform
            line += " transform (\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { n($0) }.joined(separator: ", ")))"
        }
        if let projection = item.projection {
            line +=
                " projection (\([projection.m11, projection.m12, projection.m13, projection.m21, projection.m22, projection.m23, projection.m31, projection.m32, projection.m33].map { n($0) }.joined(separator: ", ")))"
        }
        if item.blurRadius > 0 { line += " blur \(n(item.blurRadius))" }
        if let shadow = item.shadow {
            line +=
                (shadow.isInner ? " inner shadow " : " shadow ")
                + "\(Self.color(shadow.color)) radius \(n(shadow.radius)) offset (\(n(shadow.offset.width)), \(n(shadow.offset.height)))"
        }
        if let clip = item.clip { line += " clip " + Self.rect(clip.path.boundingRect) + (clip.eoFill ? " even-odd" : "") }
        if item.blendMode != .normal { line += " blend \(item.blendMode)" }
        if !item.colorFilters.isEmpty { line += " filters \(item.colorFilters.map(Self.filter).joined(separator: ", "))" }
        if let content = item.content { line += ": " + Self.content(content) }
        return line
    }

    private func write(_ item: DisplayList.Item, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        out += indent + describe(item) + "\n"
        if !item.mask.isEmpty {
            out += indent + "  mask\n"
            for masking in item.mask { write(masking, depth: depth + 2, into: &out) }
        }
        for child in item.children { write(child, depth: depth + 1, into: &out) }
    }

    private func n(_ value: Double) -> String { SVGFormat.number(value) }
    private func n(_ value: CGFloat) -> String { SVGFormat.number(value) }

    static func rect(_ rect: CGRect) -> String {
        "(\(SVGFormat.number(rect.minX)), \(SVGFormat.number(rect.minY)), \(SVGFormat.number(rect.width)) × \(SVGFormat.number(rect.height)))"
    }

    static func color(_ color: Color.Resolved) -> String {
        SVGFormat.color(color) + (color.opacity < 1 ? " @\(SVGFormat.number(Double(color.opacity)))" : "")
    }

    static func paint(_ paint: DisplayList.Paint) -> String {
        func stops(_ stops: [DisplayList.GradientStop]) -> String {
            stops.map { "\(color($0.color)) at \(SVGFormat.number(Double($0.location)))" }.joined(separator: ", ")
        }
        switch paint {
        case .color(let fill): return color(fill)
        case .linearGradient(let list, let start, let end):
            return "linear gradient [\(stops(list))] from \(point(start)) to \(point(end))"
        case .radialGradient(let list, let center, let start, let end):
            return "radial gradient [\(stops(list))] at \(point(center)) radius \(SVGFormat.number(start)) to \(SVGFormat.number(end))"
        case .ellipticalGradient(let list, let center, let radii, _, _):
            return
                "elliptical gradient [\(stops(list))] at \(point(center)) radii \(SVGFormat.number(radii.width)) × \(SVGFormat.number(radii.height))"
        case .angularGradient(let list, let center, let start, let end):
            return "angular gradient [\(stops(list))] at \(point(center)) from \(SVGFormat.number(start)) to \(SVGFormat.number(end)) rad"
        case .meshGradient(let mesh):
            let colors = mesh.colors.map(color).joined(separator: ", ")
            let corners = [0, mesh.width - 1, mesh.vertices.count - mesh.width, mesh.vertices.count - 1].filter { mesh.vertices.indices.contains($0) }
            return "mesh gradient \(mesh.width) × \(mesh.height) [\(colors)] \(mesh.smoothsColors ? "smooth" : "bilinear")"
                + (mesh.isPerceptual ? " perceptual" : "") + " corners " + corners.map { point(mesh.vertices[$0].position) }.joined(separator: " ")
                + " background \(color(mesh.background))"
        case .image(let tiled):
            return "tiled image \"\(tiled.image.name)\" part \(rect(tiled.sourceRect)) tile \(rect(tiled.tile))"
                + (tiled.image.asset == nil ? " placeholder" : "") + (tiled.opacity < 1 ? " @\(SVGFormat.number(tiled.opacity))" : "")
        }
    }

    static func point(_ point: CGPoint) -> String {
        "(\(SVGFormat.number(point.x)), \(SVGFormat.number(point.y)))"
    }

    static func content(_ content: DisplayList.Content) -> String {
        switch content {
        case .color(let fill):
            return "color " + color(fill)
        case .shape(let path, let fill, let stroke, let eoFill):
            var text = "shape " + rect(path.boundingRect) + " \(path.elements.count) elements"
            if let stroke {
                text += " stroke \(paint(fill)) width \(SVGFormat.number(stroke.lineWidth))"
            } else {
                text += " fill \(paint(fill))" + (eoFill ? " even-odd" : "")
            }
            return text
        case .text(let text):
            return "text "
                + text.runs.map { run in
                    "\"\(run.string)\" \(SVGFormat.number(run.face.size))pt \(run.face.family) \(run.face.weight)\(run.face.italic ? " italic" : "")\(run.face.widthScale != 1 ? " width \(SVGFormat.number(run.face.widthScale))" : "") \(paint(run.paint))"
                }.joined(separator: " + ")
        case .image(let image):
            return "image \"\(image.name)\" \(SVGFormat.number(image.naturalSize.width)) × \(SVGFormat.number(image.naturalSize.height))"
                + (image.tint.map { " tint \(paint($0))" } ?? "")
        }
    }

    static func filter(_ filter: DisplayList.ColorFilter) -> String {
        switch filter {
        case .hueRotation(let radians): "hueRotation \(SVGFormat.number(radians)) rad"
        case .brightness(let amount): "brightness \(SVGFormat.number(amount))"
        case .contrast(let amount): "contrast \(SVGFormat.number(amount))"
        case .saturation(let amount): "saturation \(SVGFormat.number(amount))"
        case .grayscale(let amount): "grayscale \(SVGFormat.number(amount))"
        case .colorMultiply(let tint): "colorMultiply \(color(tint))"
        case .colorInvert: "colorInvert"
        case .colorMatrix(let matrix): "colorMatrix [\(matrix.rows.map { SVGFormat.number(Double($0)) }.joined(separator: " "))]"
        case .alphaThreshold(let min, let max, let fill): "alphaThreshold \(SVGFormat.number(min))...\(SVGFormat.number(max)) \(color(fill))"
        case .luminanceToAlpha: "luminanceToAlpha"
        }
    }
}
