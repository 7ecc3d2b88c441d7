import AnimationCore
import Foundation

extension DisplayList {
    /// A mesh gradient as the renderers draw it: a grid of vertices in
    /// host coordinates (before the item's transforms), each with its
    /// color and its four Bézier control points, and a background color
    /// for what the mesh does not cover.
    ///
    /// Each cell of the grid is a Coons patch: its four edges are the
    /// cubic curves from a vertex through its trailing (or bottom) control
    /// point and the next vertex's leading (or top) one, and its inside
    /// blends the edges. Colors blend across a patch bilinearly, or, when
    /// ``smoothsColors``, by bicubic Hermite curves whose slopes at each
    /// vertex are the color differences to its neighbors (Catmull-Rom):
    /// what SwiftUI's documentation describes ("cubic curves derived from
    /// how the colors change between neighbors"); with ``isPerceptual``
    /// the blend is in Oklab, else in gamma-encoded sRGB.
    public struct MeshGradient: Equatable, Sendable {
        /// A vertex: its position and control points.
        public struct Vertex: Equatable, Sendable {
            /// The position.
            public var position: CGPoint
            /// The control point toward the previous vertex of its row.
            public var leading: CGPoint
            /// The control point toward the previous vertex of its column.
            public var top: CGPoint
            /// The control point toward the next vertex of its row.
            public var trailing: CGPoint
            /// The control point toward the next vertex of its column.
            public var bottom: CGPoint

            /// A vertex.
            public init(position: CGPoint, leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint) {
                self.position = position
                self.leading = leading
                self.top = top
                self.trailing = trailing
                self.bottom = bottom
            }
        }

        /// Vertices per row (at least 2).
        public var width: Int
        /// Vertices per column (at least 2).
        public var height: Int
        /// `width × height` vertices, row by row from the top left.
        public var vertices: [Vertex]
        /// Their colors.
        public var colors: [Color.Resolved]
        /// The color outside the mesh.
        public var background: Color.Resolved
        /// Whether colors blend by cubic curves (else bilinearly).
        public var smoothsColors: Bool
        /// Whether colors blend in Oklab (else in gamma-encoded sRGB).
        public var isPerceptual: Bool

        /// A mesh gradient.
        public init(
            width: Int, height: Int, vertices: [Vertex], colors: [Color.Resolved], background: Color.Resolved, smoothsColors: Bool,
            isPerceptual: Bool
        ) {
            self.width = width
            self.height = height
            self.vertices = vertices
            self.colors = colors
            self.background = background
            self.smoothsColors = smoothsColors
            self.isPerceptual = isPerceptual
        }

        /// A quadrilateral piece of the mesh: its corners (top left, top
        /// right, bottom right, bottom left) and their colors.
        public struct Cell: Equatable, Sendable {
            /// The corners.
            public var corners: [CGPoint]
            /// The corners' colors.
            public var colors: [Color.Resolved]

            /// The color at the cell's middle (the average of its corners).
            public var middleColor: Color.Resolved {
                let n = Float(colors.count)
                return Color.Resolved(
                    red: colors.map(\.red).reduce(0, +) / n, green: colors.map(\.green).reduce(0, +) / n,
                    blue: colors.map(\.blue).reduce(0, +) / n, opacity: colors.map(\.opacity).reduce(0, +) / n)
            }
        }

        /// The number of patches across and down (none for a mesh without
        /// a vertex and a color at every place of its grid).
        public var patches: (columns: Int, rows: Int) {
            guard width >= 2, height >= 2, vertices.count == width * height, colors.count == width * height else { return (0, 0) }
            return (width - 1, height - 1)
        }

        /// Every patch cut into `subdivisions × subdivisions` cells, row
        /// by row of patches.
        ///
        /// - Parameter subdivisions: Cells across one patch (at least 1).
        /// - Returns: The cells.
        public func cells(subdivisions: Int) -> [Cell] {
            let n = max(1, subdivisions), (columns, rows) = patches
            var cells: [Cell] = []
            cells.reserveCapacity(columns * rows * n * n)
            for row in 0..<rows {
                for column in 0..<columns {
                    for j in 0..<n {
                        for i in 0..<n {
                            let u0 = Double(i) / Double(n), u1 = Double(i + 1) / Double(n)
                            let v0 = Double(j) / Double(n), v1 = Double(j + 1) / Double(n)
                            let corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]
                            cells.append(
                                Cell(
                                    corners: corners.map { point(column, row, u: $0.0, v: $0.1) },
                                    colors: corners.map { color(column, row, u: $0.0, v: $0.1) }))
                        }
                    }
                }
            }
            return cells
        }

        /// The point of a patch at parameters `u` (across) and `v` (down),
        /// each 0...1.
        ///
        /// - Parameters:
        ///   - column: The patch's column.
        ///   - row: The patch's row.
        ///   - u: Across.
        ///   - v: Down.
        /// - Returns: The point.
        public func point(_ column: Int, _ row: Int, u: Double, v: Double) -> CGPoint {
            let p00 = vertex(column, row), p10 = vertex(column + 1, row), p01 = vertex(column, row + 1), p11 = vertex(column + 1, row + 1)
            let top = Self.bezier(p00.position, p00.trailing, p10.leading, p10.position, u)
            let bottom = Self.bezier(p01.position, p01.trailing, p11.leading, p11.position, u)
            let left = Self.bezier(p00.position, p00.bottom, p01.top, p01.position, v)
            let right = Self.bezier(p10.position, p10.bottom, p11.top, p11.position, v)
            func blend(_ key: KeyPath<CGPoint, CGFloat>) -> Double {
                let ruled = (1 - v) * top[keyPath: key] + v * bottom[keyPath: key] + (1 - u) * left[keyPath: key] + u * right[keyPath: key]
                let corners =
                    (1 - u) * (1 - v) * p00.position[keyPath: key] + u * (1 - v) * p10.position[keyPath: key]
                    + (1 - u) * v * p01.position[keyPath: key] + u * v * p11.position[keyPath: key]
                return ruled - corners
            }
            return CGPoint(x: blend(\.x), y: blend(\.y))
        }

        /// The color of a patch at parameters `u` and `v`.
        ///
        /// - Parameters:
        ///   - column: The patch's column.
        ///   - row: The patch's row.
        ///   - u: Across.
        ///   - v: Down.
        /// - Returns: The color.
        public func color(_ column: Int, _ row: Int, u: Double, v: Double) -> Color.Resolved {
            var channels = [Double](repeating: 0, count: 4)
            for channel in 0..<4 {
                func value(_ c: Int, _ r: Int) -> Double {
                    channelValue(colors[min(max(r, 0), height - 1) * width + min(max(c, 0), width - 1)], channel)
                }
                guard smoothsColors else {
                    let top = value(column, row) + (value(column + 1, row) - value(column, row)) * u
                    let bottom = value(column, row + 1) + (value(column + 1, row + 1) - value(column, row + 1)) * u
                    channels[channel] = top + (bottom - top) * v
                    continue
                }
                // Slopes by neighbors' differences (one-sided at the edges).
                func du(_ c: Int, _ r: Int) -> Double { (value(c + 1, r) - value(c - 1, r)) / (c == 0 || c == width - 1 ? 1 : 2) }
                func dv(_ c: Int, _ r: Int) -> Double { (value(c, r + 1) - value(c, r - 1)) / (r == 0 || r == height - 1 ? 1 : 2) }
                func edge(_ r: Int) -> (value: Double, slope: Double) {
                    let h = Self.hermite(u)
                    return (
                        h.0 * value(column, r) + h.1 * du(column, r) + h.2 * value(column + 1, r) + h.3 * du(column + 1, r),
                        (1 - u) * dv(column, r) + u * dv(column + 1, r)
                    )
                }
                let top = edge(row), bottom = edge(row + 1), h = Self.hermite(v)
                channels[channel] = h.0 * top.value + h.1 * top.slope + h.2 * bottom.value + h.3 * bottom.slope
            }
            return makeColor(channels)
        }

        private func vertex(_ column: Int, _ row: Int) -> Vertex { vertices[row * width + column] }

        private func channelValue(_ color: Color.Resolved, _ channel: Int) -> Double {
            if isPerceptual {
                let lab = Oklab(color)
                return [lab.l, lab.a, lab.b, lab.opacity][channel]
            }
            return Double([color.red, color.green, color.blue, color.opacity][channel])
        }

        private func makeColor(_ channels: [Double]) -> Color.Resolved {
            let resolved =
                isPerceptual
                ? Oklab(l: channels[0], a: channels[1], b: channels[2], opacity: channels[3]).resolved
                : Color.Resolved(red: Float(channels[0]), green: Float(channels[1]), blue: Float(channels[2]), opacity: Float(channels[3]))
            return Color.Resolved(
                red: min(max(resolved.red, 0), 1), green: min(max(resolved.green, 0), 1), blue: min(max(resolved.blue, 0), 1),
                opacity: min(max(resolved.opacity, 0), 1))
        }

        /// The cubic Hermite basis at `t`: value at 0, slope at 0, value
        /// at 1, slope at 1.
        static func hermite(_ t: Double) -> (Double, Double, Double, Double) {
            let t2 = t * t, t3 = t2 * t
            return (2 * t3 - 3 * t2 + 1, t3 - 2 * t2 + t, -2 * t3 + 3 * t2, t3 - t2)
        }

        static func bezier(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
            let s = 1 - t
            let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }
}
