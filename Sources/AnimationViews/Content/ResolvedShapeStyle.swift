import AnimationCore
import Foundation

/// A shape style resolved in an environment: a color, a gradient whose
/// geometry is in the unit space of the rectangle it fills (0 to 1 across
/// and down), or a tiled image (``ImagePaint``). It animates as SwiftUI's styles do: colors in linear sRGB,
/// gradients stop by stop (each stop's color and location) and by their
/// geometry.
///
/// Public only because ``ShapeStyle`` needs it; build styles with the
/// public gradient and color types instead.
public struct _ResolvedShapeStyle: Equatable, Sendable {
    enum Kind: UInt8, Sendable {
        case color, linear, radial, elliptical, angular, mesh, image
    }

    /// A mesh gradient's grid: its vertices in the unit square (its
    /// colors, then its background, are the stops).
    struct Mesh: Equatable, Sendable {
        var width: Int
        var height: Int
        var vertices: [DisplayList.MeshGradient.Vertex]
        var smoothsColors: Bool
        var isPerceptual: Bool
    }

    var kind: Kind
    /// The color of a color (kind `.color`), without allocating stops.
    var solid: Color.Resolved
    /// The stops of a gradient (none for a color).
    var stops: [DisplayList.GradientStop]
    /// The start point (linear) or the center.
    var a: UnitPoint
    /// The end point (linear).
    var b: UnitPoint
    /// The start radius (radial, in points), start radius fraction
    /// (elliptical) or start angle (angular, in radians).
    var r0: Double
    /// The end radius, end radius fraction or end angle.
    var r1: Double
    /// A mesh gradient's grid (kind `.mesh`).
    var mesh: Mesh?
    /// An image paint (kind `.image`).
    var tiled: Tiled?
    /// The shadow a style casts (``ShapeStyle/shadow(_:)-method``): drawn with
    /// the item that the style fills.
    var shadow: DisplayList.Shadow?

    init(kind: Kind, stops: [DisplayList.GradientStop], a: UnitPoint, b: UnitPoint = .zero, r0: Double = 0, r1: Double = 0) {
        self.kind = kind
        self.solid = stops.first?.color ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        self.stops = stops
        self.a = a
        self.b = b
        self.r0 = r0
        self.r1 = r1
    }

    /// A color.
    static func color(_ color: Color.Resolved) -> _ResolvedShapeStyle {
        var style = _ResolvedShapeStyle(kind: .color, stops: [], a: .zero)
        style.solid = color
        return style
    }

    /// The color, when the style is one without a shadow.
    var color: Color.Resolved? {
        kind == .color && shadow == nil ? solid : nil
    }

    /// The style with every color's opacity multiplied.
    func opacity(_ factor: Double) -> _ResolvedShapeStyle {
        var style = self
        style.solid.opacity *= Float(factor)
        for index in style.stops.indices { style.stops[index].color.opacity *= Float(factor) }
        style.tiled?.opacity *= factor
        return style
    }

    /// The paint for a rectangle: the geometry in the rectangle's
    /// coordinates. A gradient whose stops all have one color paints that
    /// color.
    func paint(in rect: CGRect) -> DisplayList.Paint {
        if kind == .color { return .color(solid) }
        if kind == .image { return tiled?.paint(in: rect) ?? .color(solid) }
        if let first = stops.first, stops.allSatisfy({ $0.color == first.color }) { return .color(first.color) }
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        switch kind {
        case .color, .image:
            return .color(solid)
        case .linear:
            return .linearGradient(stops, startPoint: point(a), endPoint: point(b))
        case .radial:
            return .radialGradient(stops, center: point(a), startRadius: r0, endRadius: r1)
        case .elliptical:
            return .ellipticalGradient(
                stops, center: point(a), radii: CGSize(width: rect.width, height: rect.height),
                startRadiusFraction: r0, endRadiusFraction: r1)
        case .angular:
            return .angularGradient(stops, center: point(a), startAngle: r0, endAngle: r1)
        case .mesh:
            let grid = mesh ?? Mesh(width: 0, height: 0, vertices: [], smoothsColors: false, isPerceptual: false)
            let vertices = grid.vertices.map {
                DisplayList.MeshGradient.Vertex(
                    position: point(UnitPoint(x: $0.position.x, y: $0.position.y)), leading: point(UnitPoint(x: $0.leading.x, y: $0.leading.y)),
                    top: point(UnitPoint(x: $0.top.x, y: $0.top.y)), trailing: point(UnitPoint(x: $0.trailing.x, y: $0.trailing.y)),
                    bottom: point(UnitPoint(x: $0.bottom.x, y: $0.bottom.y)))
            }
            return .meshGradient(
                DisplayList.MeshGradient(
                    width: grid.width, height: grid.height, vertices: vertices, colors: stops.dropLast().map(\.color),
                    background: stops.last?.color ?? solid, smoothsColors: grid.smoothsColors, isPerceptual: grid.isPerceptual))
        }
    }

    /// The two styles with the same structure (kind and number of stops),
    /// so that one animates into the other, drawing as they drew: a color
    /// becomes the other's gradient with every stop in that color; the
    /// shorter list of stops repeats its last stop. `nil` for two gradients
    /// of different kinds, and for a change to or from an image paint (a
    /// change between them does not animate).
    func matched(to other: _ResolvedShapeStyle) -> (_ResolvedShapeStyle, _ResolvedShapeStyle)? {
        var from = self, to = other
        if from.kind == .image || to.kind == .image {
            return from == to ? (from, to) : nil
        }
        if from.kind == .color, to.kind != .color {
            from = to.uniform(from.solid)
        } else if to.kind == .color, from.kind != .color {
            to = from.uniform(to.solid)
        } else if from.kind != to.kind {
            return nil
        }
        // Meshes of different grids do not blend.
        if from.kind == .mesh, from.mesh?.width != to.mesh?.width || from.mesh?.height != to.mesh?.height {
            return nil
        }
        let count = max(from.stops.count, to.stops.count)
        from.pad(to: count)
        to.pad(to: count)
        return (from, to)
    }

    /// Whether two styles animate into each other without matching.
    func hasSameStructure(as other: _ResolvedShapeStyle) -> Bool {
        kind == other.kind && stops.count == other.stops.count && tiled == other.tiled && mesh?.width == other.mesh?.width
            && mesh?.height == other.mesh?.height
    }

    private func uniform(_ color: Color.Resolved) -> _ResolvedShapeStyle {
        var style = self
        for index in style.stops.indices { style.stops[index].color = color }
        return style
    }

    private mutating func pad(to count: Int) {
        while stops.count < count { stops.append(stops[stops.count - 1]) }
    }
}

extension _ResolvedShapeStyle: Animatable {
    /// Each stop's color (as ``AnimationEngine/Color/Resolved`` animates it) and location
    /// (× 128, like the color channels), then the geometry.
    public var animatableData: AnimatablePair<AnimatableVector, AnimatableVector> {
        get {
            var values: [Double] = []
            values.reserveCapacity(stops.count * 5)
            if kind == .color {
                // A color with a shadow animates its color.
                values = [solid.linearRed, solid.linearGreen, solid.linearBlue, solid.opacity].map { Double($0) * 128 } + [0]
            }
            for stop in stops {
                values.append(Double(stop.color.linearRed) * 128)
                values.append(Double(stop.color.linearGreen) * 128)
                values.append(Double(stop.color.linearBlue) * 128)
                values.append(Double(stop.color.opacity) * 128)
                values.append(stop.location * 128)
            }
            var geometry = [a.x, a.y, b.x, b.y, r0, r1]
            for vertex in mesh?.vertices ?? [] {
                for point in [vertex.position, vertex.leading, vertex.top, vertex.trailing, vertex.bottom] {
                    geometry.append(point.x)
                    geometry.append(point.y)
                }
            }
            return AnimatablePair(AnimatableVector(values: values), AnimatableVector(values: geometry))
        }
        set {
            let values = newValue.first.values, geometry = newValue.second.values
            if kind == .color, values.count >= 4 {
                solid = Color.Resolved(
                    linearRed: Float(values[0] / 128), linearGreen: Float(values[1] / 128), linearBlue: Float(values[2] / 128),
                    opacity: Float(values[3] / 128))
            }
            for index in stops.indices where index * 5 + 4 < values.count {
                let base = index * 5
                stops[index].color = Color.Resolved(
                    linearRed: Float(values[base] / 128), linearGreen: Float(values[base + 1] / 128),
                    linearBlue: Float(values[base + 2] / 128), opacity: Float(values[base + 3] / 128))
                stops[index].location = values[base + 4] / 128
            }
            if geometry.count >= 6 {
                a = UnitPoint(x: geometry[0], y: geometry[1])
                b = UnitPoint(x: geometry[2], y: geometry[3])
                r0 = geometry[4]
                r1 = geometry[5]
            }
            if let count = mesh?.vertices.count, geometry.count == 6 + count * 10 {
                for index in 0..<count {
                    let base = 6 + index * 10
                    func point(_ offset: Int) -> CGPoint { CGPoint(x: geometry[base + offset], y: geometry[base + offset + 1]) }
                    mesh?.vertices[index] = DisplayList.MeshGradient.Vertex(
                        position: point(0), leading: point(2), top: point(4), trailing: point(6), bottom: point(8))
                }
            }
        }
    }
}
