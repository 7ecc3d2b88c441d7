import AnimationCore
import AnimationViews
import Foundation

extension SVGRenderer {
    /// Draws sibling items in order, composing the three Porter-Duff blend
    /// modes CSS has no `mix-blend-mode` for against the siblings drawn
    /// before them (the items of the same group, as in a
    /// `compositingGroup()`):
    /// - `destinationOut` masks what came before with a luminance mask that
    ///   is white everywhere but where the item draws (its alpha, in black):
    ///   what Core Graphics' `clear(_:)` and an inverse clip leave is a
    ///   hole, not a black shape;
    /// - `destinationOver` draws the item behind what came before;
    /// - `sourceAtop` draws the item through an alpha mask of what came
    ///   before (exact where that is opaque).
    ///
    /// `before` is what the group drew before these items (its own
    /// content), which they compose with too. The PNG renderer composes them with Cairo's operators over the
    /// enclosing group, which for the items of one group is the same.
    func drawSiblings(
        _ items: [DisplayList.Item], after before: String = "", into out: inout String, definitions: inout SVGDefinitions, indent: String,
        projection: ProjectionTransform? = nil
    ) {
        var before = before
        for item in items {
            switch item.blendMode {
            case .destinationOut, .destinationOver, .sourceAtop:
                var normal = item
                normal.blendMode = .normal
                var markup = ""
                draw(normal, into: &markup, definitions: &definitions, indent: indent + "  ", projection: projection)
                before = Self.compose(item.blendMode, source: markup, over: before, definitions: &definitions, indent: indent)
            default:
                draw(item, into: &before, definitions: &definitions, indent: indent, projection: projection)
            }
        }
        out += before
    }

    /// The markup of `source` composed with `destination` by one of the
    /// Porter-Duff modes `drawSiblings` handles.
    private static func compose(
        _ mode: BlendMode, source: String, over destination: String, definitions: inout SVGDefinitions, indent: String
    ) -> String {
        let area = "maskUnits=\"userSpaceOnUse\" x=\"-10000\" y=\"-10000\" width=\"30000\" height=\"30000\""
        switch mode {
        case .destinationOut:
            guard !destination.isEmpty else { return "" }
            let black = definitions.add { id in
                "<filter id=\"\(id)\" color-interpolation-filters=\"sRGB\">"
                    + "<feColorMatrix type=\"matrix\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0\"/></filter>"
            }
            let mask = definitions.add { id in
                "<mask id=\"\(id)\" \(area)><rect x=\"-10000\" y=\"-10000\" width=\"30000\" height=\"30000\" fill=\"#FFFFFF\"/>"
                    + "<g filter=\"url(#\(black))\">\(source)</g></mask>"
            }
            return "\(indent)<g mask=\"url(#\(mask))\">\n\(destination)\(indent)</g>\n"
        case .destinationOver:
            return "\(indent)<g>\n\(source)\(indent)</g>\n" + destination
        default:
            guard !destination.isEmpty else { return "" }
            let mask = definitions.add { id in
                "<mask id=\"\(id)\" \(area) mask-type=\"alpha\" style=\"mask-type:alpha\">\(destination)</mask>"
            }
            return destination + "\(indent)<g mask=\"url(#\(mask))\">\n\(source)\(indent)</g>\n"
        }
    }
}
