import AnimationCore
import Foundation

extension DisplayList {
    /// What a shape or text is filled or stroked with: a color, a
    /// gradient or a tiled image, its geometry in host coordinates before the item's
    /// transforms (like the item's frame).
    public enum Paint: Equatable, Sendable {
        /// A color.
        case color(Color.Resolved)
        /// A linear gradient: stops along the line from `startPoint` to
        /// `endPoint`, extended with the end colors beyond it.
        case linearGradient([GradientStop], startPoint: CGPoint, endPoint: CGPoint)
        /// A radial gradient: stops from the circle of `startRadius` to the
        /// circle of `endRadius` around `center`.
        case radialGradient([GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// An elliptical gradient: a radial gradient in a space stretched to
        /// the drawn rectangle. A radius fraction of 1 is the ellipse of
        /// horizontal radius `radii.width` and vertical radius
        /// `radii.height`.
        case ellipticalGradient(
            [GradientStop], center: CGPoint, radii: CGSize, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// An angular (conic) gradient: stops by angle around `center`, from
        /// `startAngle` to `endAngle` in radians (0 points along +x, angles
        /// grow clockwise on screen). See `AngularGradient` for the part
        /// of the turn outside the angles.
        case angularGradient([GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
        /// A mesh gradient (see ``DisplayList/MeshGradient``).
        case meshGradient(MeshGradient)
        /// An image repeated across the plane (see
        /// ``DisplayList/TiledImage``).
        indirect case image(TiledImage)

        /// The color, when the paint is a color.
        public var color: Color.Resolved? {
            if case .color(let color) = self { return color }
            return nil
        }

        /// The stops of a gradient; one stop for a color, and for a tiled
        /// image one in ``DisplayList/TiledImage/placeholderColor`` (what
        /// draws where one color must stand for the paint: a text
        /// decoration, a description).
        public var stops: [GradientStop] {
            switch self {
            case .color(let color): [GradientStop(color: color, location: 0)]
            case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
                .ellipticalGradient(let stops, _, _, _, _), .angularGradient(let stops, _, _, _):
                stops
            case .meshGradient(let mesh):
                (mesh.colors.isEmpty ? [mesh.background] : mesh.colors).enumerated().map {
                    GradientStop(color: $0.element, location: Double($0.offset) / Double(max(mesh.colors.count - 1, 1)))
                }
            case .image:
                [GradientStop(color: DisplayList.TiledImage.placeholderColor, location: 0)]
            }
        }
    }

    /// A color at a location of a gradient (0 at its start, 1 at its end).
    public struct GradientStop: Equatable, Sendable {
        /// The color.
        public var color: Color.Resolved
        /// The location.
        public var location: Double

        /// Creates a stop.
        ///
        /// - Parameters:
        ///   - color: The color.
        ///   - location: The location.
        public init(color: Color.Resolved, location: Double) {
            self.color = color
            self.location = location
        }
    }
}

extension DisplayList.Paint {
    /// The color of a gradient's stops at a location: between two stops,
    /// their colors interpolated in gamma-encoded sRGB (`.device`
    /// interpolation, and the renderers'; a perceptual gradient's stops
    /// already hold its blend); before the first and after the last, those
    /// stops' colors.
    ///
    /// - Parameters:
    ///   - stops: The stops, in order of location.
    ///   - location: Where.
    /// - Returns: The color.
    public static func color(of stops: [DisplayList.GradientStop], at location: Double) -> Color.Resolved {
        guard let first = stops.first else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        if location <= first.location { return first.color }
        for index in 1..<max(stops.count, 1) where location <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let t = Float(span > 0 ? (location - a.location) / span : 1)
            return Color.Resolved(
                red: a.color.red + (b.color.red - a.color.red) * t,
                green: a.color.green + (b.color.green - a.color.green) * t,
                blue: a.color.blue + (b.color.blue - a.color.blue) * t,
                opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * t)
        }
        return stops[stops.count - 1].color
    }
}
