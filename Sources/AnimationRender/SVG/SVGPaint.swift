import AnimationCore
import AnimationViews
import Foundation

/// Paints (colors, gradients and tiled images) in SVG.
///
/// SVG has no mesh gradient either: the drawing masks the mesh's
/// background and its patches cut into cells (see SVGPaint+Mesh.swift).
///
/// Linear, radial and elliptical gradients are SVG gradients in user space
/// (an elliptical one is a radial gradient with a transform). SVG has no
/// angular gradient: the drawing is used as a mask over wedges of 2°, each
/// in the gradient's color at its middle angle.
enum SVGPaint {
    /// The attributes that paint a `fill` or `stroke` with a paint that is
    /// a color or a linear, radial or elliptical gradient (its definition
    /// joins `definitions`); `nil` for an angular or mesh gradient, which
    /// ``masked(_:bounds:definitions:shape:)`` draws.
    static func attributes(_ paint: DisplayList.Paint, _ attribute: String, definitions: inout SVGDefinitions) -> String? {
        switch paint {
        case .color(let color):
            let opacity = color.opacity == 1 ? "" : " \(attribute)-opacity=\"\(SVGFormat.number(Double(color.opacity)))\""
            return "\(attribute)=\"\(SVGFormat.color(color))\"\(opacity)"
        case .linearGradient(let stops, let start, let end):
            let id = definitions.add { id in
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGFormat.number(start.x))\" "
                    + "y1=\"\(SVGFormat.number(start.y))\" x2=\"\(SVGFormat.number(end.x))\" y2=\"\(SVGFormat.number(end.y))\">"
                    + stopElements(stops) + "</linearGradient>"
            }
            return "\(attribute)=\"url(#\(id))\""
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            return radial(
                stops, transform: "translate(\(SVGFormat.number(center.x)) \(SVGFormat.number(center.y)))",
                startRadius: startRadius, endRadius: endRadius, attribute, &definitions)
        case .ellipticalGradient(let stops, let center, let radii, let start, let end):
            let transform =
                "matrix(\(SVGFormat.number(radii.width)) 0 0 \(SVGFormat.number(radii.height)) "
                + "\(SVGFormat.number(center.x)) \(SVGFormat.number(center.y)))"
            return radial(stops, transform: transform, startRadius: start, endRadius: end, attribute, &definitions)
        case .angularGradient, .meshGradient:
            return nil
        case .image(let tiled):
            return image(tiled, attribute, &definitions)
        }
    }

    /// A radial gradient around the origin of `transform`'s space: the
    /// stops map from the start circle to the end circle (the outer one is
    /// SVG's circle; a start radius larger than the end radius reverses the
    /// stops).
    private static func radial(
        _ stops: [DisplayList.GradientStop], transform: String, startRadius: CGFloat, endRadius: CGFloat,
        _ attribute: String, _ definitions: inout SVGDefinitions
    ) -> String {
        var stops = stops
        var inner = startRadius, outer = endRadius
        if inner > outer {
            swap(&inner, &outer)
            stops = stops.reversed().map { DisplayList.GradientStop(color: $0.color, location: 1 - $0.location) }
        }
        let span = outer - inner
        let mapped = stops.map {
            DisplayList.GradientStop(color: $0.color, location: outer > 0 ? Double((inner + $0.location * span) / outer) : 0)
        }
        let id = definitions.add { id in
            "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"\(SVGFormat.number(max(outer, 1e-6)))\" "
                + "gradientTransform=\"\(transform)\">" + stopElements(mapped) + "</radialGradient>"
        }
        return "\(attribute)=\"url(#\(id))\""
    }

    private static func stopElements(_ stops: [DisplayList.GradientStop]) -> String {
        stops.map { stop in
            let opacity = stop.color.opacity == 1 ? "" : " stop-opacity=\"\(SVGFormat.number(Double(stop.color.opacity)))\""
            return "<stop offset=\"\(SVGFormat.number(min(max(stop.location, 0), 1)))\" stop-color=\"\(SVGFormat.color(stop.color))\"\(opacity)/>"
        }.joined()
    }

    /// The angle of each wedge of an angular gradient, in radians.
    static let wedgeAngle = 2 * Double.pi / 180

    /// An element drawn with an angular gradient: `shape` (an element that
    /// paints in `white`, given the paint attribute to use) becomes a mask
    /// over wedges that cover `bounds`, each in the gradient's color at its
    /// middle angle.
    static func angular(
        _ stops: [DisplayList.GradientStop], center: CGPoint, startAngle: Double, endAngle: Double, bounds: CGRect,
        definitions: inout SVGDefinitions, shape: (String) -> String
    ) -> String {
        let mask = definitions.add { id in
            "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(SVGFormat.number(bounds.minX))\" y=\"\(SVGFormat.number(bounds.minY))\" "
                + "width=\"\(SVGFormat.number(bounds.width))\" height=\"\(SVGFormat.number(bounds.height))\">"
                + shape("rgb(255,255,255)") + "</mask>"
        }
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)
        ]
        // Far enough that the wedges cover the bounds (a wedge's chord is
        // inside its circle: 2 % more).
        let radius = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0) * 1.02 + 1
        var wedges = ""
        let count = Int((2 * Double.pi / wedgeAngle).rounded())
        for index in 0..<count {
            let from = Double(index) * wedgeAngle, to = from + wedgeAngle
            let color = DisplayList.Paint.color(
                of: stops, at: DisplayList.Paint.angularLocation(at: from + wedgeAngle / 2, startAngle: startAngle, endAngle: endAngle))
            // An opaque wedge overlaps the next by a quarter of itself: no
            // seams (translucent ones would darken where they overlap).
            let end = color.opacity >= 1 ? to + wedgeAngle / 4 : to
            func point(_ angle: Double) -> String {
                "\(SVGFormat.number(center.x + radius * cos(angle))) \(SVGFormat.number(center.y + radius * sin(angle)))"
            }
            let opacity = color.opacity == 1 ? "" : " fill-opacity=\"\(SVGFormat.number(Double(color.opacity)))\""
            wedges +=
                "<path d=\"M\(SVGFormat.number(center.x)) \(SVGFormat.number(center.y)) L\(point(from)) L\(point(end)) Z\" "
                + "fill=\"\(SVGFormat.color(color))\"\(opacity)/>"
        }
        return "<g mask=\"url(#\(mask))\" data-gradient=\"angular\">\(wedges)</g>"
    }
}
