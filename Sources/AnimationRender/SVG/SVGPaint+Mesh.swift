import AnimationCore
import AnimationViews
import Foundation

extension SVGPaint {
    /// Cells across a patch of a mesh gradient in SVG: each is flat, in
    /// the average of its corners' colors (8 × 8 cells: a color step of at
    /// most an eighth of a patch's change).
    static let meshSubdivisions = 8

    /// An angular or mesh gradient, which SVG cannot paint: the drawing
    /// (`shape`, given the mask's white) masks what the gradient draws
    /// over `bounds`. `nil` for other paints.
    static func masked(
        _ paint: DisplayList.Paint, bounds: CGRect, definitions: inout SVGDefinitions, shape: (String) -> String
    ) -> String? {
        switch paint {
        case .angularGradient(let stops, let center, let start, let end):
            return angular(stops, center: center, startAngle: start, endAngle: end, bounds: bounds, definitions: &definitions, shape: shape)
        case .meshGradient(let mesh):
            return self.mesh(mesh, bounds: bounds, definitions: &definitions, shape: shape)
        default:
            return nil
        }
    }

    /// A mesh gradient: its background over `bounds`, then its cells, under
    /// the drawing as a mask.
    static func mesh(
        _ mesh: DisplayList.MeshGradient, bounds: CGRect, definitions: inout SVGDefinitions, shape: (String) -> String
    ) -> String {
        let mask = definitions.add { id in
            "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(SVGFormat.number(bounds.minX))\" y=\"\(SVGFormat.number(bounds.minY))\" "
                + "width=\"\(SVGFormat.number(bounds.width))\" height=\"\(SVGFormat.number(bounds.height))\">"
                + shape("rgb(255,255,255)") + "</mask>"
        }
        var body = ""
        if mesh.background.opacity > 0 {
            body +=
                "<rect x=\"\(SVGFormat.number(bounds.minX))\" y=\"\(SVGFormat.number(bounds.minY))\" "
                + "width=\"\(SVGFormat.number(bounds.width))\" height=\"\(SVGFormat.number(bounds.height))\" \(fill(mesh.background, seamless: false))/>"
        }
        for cell in mesh.cells(subdivisions: meshSubdivisions) {
            let points = cell.corners.map { "\(SVGFormat.number($0.x)) \(SVGFormat.number($0.y))" }
            body += "<path d=\"M\(points.joined(separator: " L"))Z\" \(fill(cell.middleColor, seamless: true))/>"
        }
        return "<g mask=\"url(#\(mask))\" data-gradient=\"mesh\">\(body)</g>"
    }

    /// A fill in a color; an opaque cell is also stroked in it, a quarter
    /// of a point wide, so that neighbors meet without a seam (a
    /// translucent one would darken where strokes overlap).
    private static func fill(_ color: Color.Resolved, seamless: Bool) -> String {
        let value = SVGFormat.color(color)
        if color.opacity < 1 { return "fill=\"\(value)\" fill-opacity=\"\(SVGFormat.number(Double(color.opacity)))\"" }
        return seamless ? "fill=\"\(value)\" stroke=\"\(value)\" stroke-width=\"0.25\"" : "fill=\"\(value)\""
    }
}
