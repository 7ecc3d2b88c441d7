import AnimationCore
import Foundation

/// A two-dimensional gradient: a grid of positioned colors, blended across
/// the Bézier patches between them, as in SwiftUI (iOS 18).
///
/// Positions are in the unit space of the drawn rectangle (0 to 1 across
/// and down). A vertex given by position alone gets control points a
/// third of the way to its neighbors along the row and column, with the
/// direction of the line between its two neighbors (Catmull-Rom tangents;
/// one-sided at the edges): a regular grid maps its patches linearly, and
/// a moved vertex bends its edges smoothly. SwiftUI does not document its
/// implicit control points; this is our choice. Colors blend as
/// ``/AnimationEngine/DisplayList/MeshGradient`` describes. A mesh whose counts do not
/// match `width × height` (or a width or height below 2) draws its
/// background alone.
///
/// A mesh animates as the other gradients do: its positions, control
/// points, colors and background, when the grid keeps its size.
public struct MeshGradient: Hashable, Sendable, ShapeStyle {
    /// A vertex with explicit control points.
    public struct BezierPoint: Hashable, Sendable {
        /// The vertex.
        public var position: SIMD2<Float>
        /// The control point toward the previous vertex of its row.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point toward the previous vertex of its column.
        public var topControlPoint: SIMD2<Float>
        /// The control point toward the next vertex of its row.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point toward the next vertex of its column.
        public var bottomControlPoint: SIMD2<Float>

        /// A vertex with its control points.
        nonisolated public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>,
            bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Where the vertices are.
    public enum Locations: Hashable, Sendable {
        /// Positions; control points implicit.
        case points([SIMD2<Float>])
        /// Positions with control points.
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colors.
    public enum Colors: Hashable, Sendable {
        /// Colors, resolved in the drawing view's environment.
        case colors([Color])
        /// Resolved colors.
        case resolvedColors([Color.Resolved])
    }

    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    /// The vertices.
    public var locations: Locations
    /// Their colors.
    public var colors: Colors
    /// The color outside the mesh.
    public var background: Color
    /// Whether colors blend by cubic curves (else bilinearly).
    public var smoothsColors: Bool
    /// The space colors blend in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of locations and colors.
    nonisolated public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of points and colors.
    nonisolated public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of points and resolved colors.
    nonisolated public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of vertices with control points, and colors.
    nonisolated public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of vertices with control points, and resolved colors.
    nonisolated public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The mesh's paint: its colors then its background as stops, its
    /// vertices in the unit square.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        let resolved: [Color.Resolved]
        switch colors {
        case .colors(let list): resolved = list.map { $0.resolve(in: environment) }
        case .resolvedColors(let list): resolved = list
        }
        let stops = (resolved + [background.resolve(in: environment)]).enumerated().map {
            DisplayList.GradientStop(color: $0.element, location: Double($0.offset))
        }
        var style = _ResolvedShapeStyle(kind: .mesh, stops: stops, a: .zero)
        style.mesh = _ResolvedShapeStyle.Mesh(
            width: width, height: height, vertices: unitVertices, smoothsColors: smoothsColors, isPerceptual: colorSpace == .perceptual)
        return style
    }

    /// The vertices with control points, in the unit square (none when
    /// the counts do not match the grid).
    var unitVertices: [DisplayList.MeshGradient.Vertex] {
        func point(_ value: SIMD2<Float>) -> CGPoint {
            CGPoint(x: value.x.isFinite ? Double(value.x) : 0, y: value.y.isFinite ? Double(value.y) : 0)
        }
        switch locations {
        case .bezierPoints(let list):
            guard list.count == width * height else { return [] }
            return list.map {
                DisplayList.MeshGradient.Vertex(
                    position: point($0.position), leading: point($0.leadingControlPoint), top: point($0.topControlPoint),
                    trailing: point($0.trailingControlPoint), bottom: point($0.bottomControlPoint))
            }
        case .points(let list):
            guard width >= 1, height >= 1, list.count == width * height else { return [] }
            let positions = list.map(point)
            func at(_ column: Int, _ row: Int) -> CGPoint { positions[row * width + column] }
            // A third of the way along the tangent by the two neighbors.
            func tangent(_ previous: CGPoint?, _ here: CGPoint, _ next: CGPoint?) -> CGPoint {
                let a = previous ?? here, b = next ?? here
                let span: Double = previous != nil && next != nil ? 6 : 3
                return CGPoint(x: (b.x - a.x) / span, y: (b.y - a.y) / span)
            }
            var vertices: [DisplayList.MeshGradient.Vertex] = []
            for row in 0..<height {
                for column in 0..<width {
                    let here = at(column, row)
                    let across = tangent(column > 0 ? at(column - 1, row) : nil, here, column < width - 1 ? at(column + 1, row) : nil)
                    let down = tangent(row > 0 ? at(column, row - 1) : nil, here, row < height - 1 ? at(column, row + 1) : nil)
                    vertices.append(
                        DisplayList.MeshGradient.Vertex(
                            position: here, leading: CGPoint(x: here.x - across.x, y: here.y - across.y),
                            top: CGPoint(x: here.x - down.x, y: here.y - down.y),
                            trailing: CGPoint(x: here.x + across.x, y: here.y + across.y),
                            bottom: CGPoint(x: here.x + down.x, y: here.y + down.y)))
                }
            }
            return vertices
        }
    }
}

extension MeshGradient: View {
    /// The mesh filling its frame.
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}
