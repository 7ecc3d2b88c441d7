import AnimationCore
import Foundation

extension Path {
    /// The outline of the path stroked with a style, as a path to fill.
    ///
    /// The outline is made of pieces that overlap: a quadrilateral per
    /// straight piece (curves are flattened to 16 chords each), a piece per
    /// join (round joins as 16-sided polygons; miters cut at the miter
    /// limit to bevels) and per cap, all wound the same way, so that
    /// filling it with the non-zero rule (the default) covers exactly the
    /// stroked area. Dashes split the lines first. A line width of 0 (or a
    /// negative or non-finite one) gives an empty path.
    ///
    /// - Parameter style: The stroke style.
    /// - Returns: The outline.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.drawnLineWidth / 2
        guard half > 0 else { return Path() }
        var result = Path()
        for (points, closed) in Self.dashed(polylines, dash: style.drawnDash, phase: style.dashPhase) where points.count > 1 {
            Self.stroke(points, closed: closed, half: half, style: style, into: &result)
        }
        return result
    }

    /// The subpaths as polylines, and whether each is closed.
    private var polylines: [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        for segment in segments {
            if segment.startsSubpath, !current.isEmpty {
                result.append((current, false))
                current = []
            }
            if current.isEmpty { current.append(segment.p0) }
            current += segment.samples.dropFirst()
        }
        if !current.isEmpty { result.append((current, false)) }
        // A subpath is closed when the path closes it.
        var closes: [Bool] = []
        var open = false
        for element in elements {
            switch element {
            case .move: if open { closes.append(false) }; open = true
            case .closeSubpath: if open { closes.append(true) }; open = false
            default: open = true
            }
        }
        if open { closes.append(false) }
        for index in result.indices where index < closes.count { result[index].closed = closes[index] }
        return result
    }

    /// Polylines cut into dashes (open pieces), or as they are.
    private static func dashed(_ lines: [(points: [CGPoint], closed: Bool)], dash: [CGFloat], phase: CGFloat) -> [(points: [CGPoint], closed: Bool)] {
        guard !dash.isEmpty else { return lines }
        let pattern = dash.count % 2 == 0 ? dash : dash + dash
        let period = pattern.reduce(0, +)
        var result: [(points: [CGPoint], closed: Bool)] = []
        for (points, closed) in lines {
            let all = closed ? points + [points[0]] : points
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0, left = pattern[0]
            while offset >= left { offset -= left; index = (index + 1) % pattern.count; left = pattern[index] }
            left -= offset
            var piece: [CGPoint] = index % 2 == 0 ? [all[0]] : []
            for i in 1..<all.count {
                var a = all[i - 1]
                let b = all[i]
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > left {
                    let t = left / length
                    let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if index % 2 == 0 { piece.append(cut); result.append((piece, false)); piece = [] } else { piece = [cut] }
                    length -= left
                    a = cut
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                }
                left -= length
                if index % 2 == 0 { piece.append(b) }
            }
            if piece.count > 1 { result.append((piece, false)) }
        }
        return result
    }

    /// Adds a polygon wound clockwise on screen (negative area in the
    /// shoelace sum), so that every piece winds the same way.
    private static func addPolygon(_ points: [CGPoint], to path: inout Path) {
        guard points.count > 2 else { return }
        var area: CGFloat = 0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        path.addLines(area > 0 ? points.reversed() : points)
        path.closeSubpath()
    }

    private static func circle(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
        (0..<16).map { CGPoint(x: center.x + radius * cos(Double($0) * .pi / 8), y: center.y + radius * sin(Double($0) * .pi / 8)) }
    }

    private static func stroke(_ points: [CGPoint], closed: Bool, half: CGFloat, style: StrokeStyle, into path: inout Path) {
        var pts = points
        if closed, let first = pts.first, let last = pts.last, first == last { pts.removeLast() }
        let count = pts.count
        let segmentCount = closed ? count : count - 1
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { return nil }
            return CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
        }
        for i in 0..<segmentCount {
            var a = pts[i], b = pts[(i + 1) % count]
            guard let n = normal(a, b) else { continue }
            if !closed, style.lineCap == .square {
                let dx = (b.x - a.x) / hypot(b.x - a.x, b.y - a.y) * half, dy = (b.y - a.y) / hypot(b.x - a.x, b.y - a.y) * half
                if i == 0 { a = CGPoint(x: a.x - dx, y: a.y - dy) }
                if i == segmentCount - 1 { b = CGPoint(x: b.x + dx, y: b.y + dy) }
            }
            addPolygon(
                [
                    CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                    CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)
                ], to: &path)
        }
        // Joins at the inner points (every point of a closed line).
        for i in 0..<count where closed || (i > 0 && i < count - 1) {
            let previous = pts[(i - 1 + count) % count], point = pts[i], next = pts[(i + 1) % count]
            guard let n1 = normal(previous, point), let n2 = normal(point, next) else { continue }
            switch style.lineJoin {
            case .round:
                addPolygon(circle(point, half), to: &path)
            case .bevel, .miter:
                let cross = (point.x - previous.x) * (next.y - point.y) - (point.y - previous.y) * (next.x - point.x)
                let side: CGFloat = cross > 0 ? -1 : 1  // the outer side of the turn
                let p1 = CGPoint(x: point.x + side * n1.x, y: point.y + side * n1.y)
                let p2 = CGPoint(x: point.x + side * n2.x, y: point.y + side * n2.y)
                var piece = [point, p1, p2]
                if style.lineJoin == .miter {
                    let bisector = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
                    let length = hypot(bisector.x, bisector.y)
                    let cosHalf = length / (2 * half)
                    if cosHalf > 0, 1 / cosHalf <= style.miterLimit {
                        let reach = half / cosHalf
                        piece = [
                            point, p1, CGPoint(x: point.x + side * bisector.x / length * reach, y: point.y + side * bisector.y / length * reach), p2
                        ]
                    }
                }
                addPolygon(piece, to: &path)
            }
        }
        if !closed, style.lineCap == .round {
            addPolygon(circle(pts[0], half), to: &path)
            addPolygon(circle(pts[count - 1], half), to: &path)
        }
    }
}
