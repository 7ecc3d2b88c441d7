import AnimationCore
import Foundation

/// A piece of a path as a cubic curve (lines and quadratic curves are
/// cubic curves too), for measuring and cutting.
package struct PathSegment {
    /// The start, the two control points and the end of the segment as a cubic curve.
    package var p0: CGPoint, c1: CGPoint, c2: CGPoint, p1: CGPoint
    /// Whether the segment is straight (a line or a close).
    var isLine: Bool
    /// Whether the segment starts a subpath (it follows a move).
    package var startsSubpath: Bool

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The part between two parameters (de Casteljau).
    func part(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        func split(_ s: PathSegment, at t: CGFloat) -> (PathSegment, PathSegment) {
            func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            let a = lerp(s.p0, s.c1), b = lerp(s.c1, s.c2), c = lerp(s.c2, s.p1)
            let d = lerp(a, b), e = lerp(b, c), f = lerp(d, e)
            return (
                PathSegment(p0: s.p0, c1: a, c2: d, p1: f, isLine: s.isLine, startsSubpath: s.startsSubpath),
                PathSegment(p0: f, c1: e, c2: c, p1: s.p1, isLine: s.isLine, startsSubpath: false)
            )
        }
        var segment = self
        if t1 < 1 { segment = split(segment, at: t1).0 }
        if t0 > 0 { segment = split(segment, at: t1 > 0 ? t0 / t1 : 0).1 }
        return segment
    }

    /// Points along the segment: its ends for a line, 16 steps for a curve.
    package var samples: [CGPoint] {
        isLine ? [p0, p1] : (0...16).map { point(at: CGFloat($0) / 16) }
    }
}

extension Path {
    /// The path as segments, and the subpaths' starts.
    package var segments: [PathSegment] {
        var result: [PathSegment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var startsSubpath = true
        func line(to p: CGPoint) {
            result.append(PathSegment(p0: current, c1: current, c2: p, p1: p, isLine: true, startsSubpath: startsSubpath))
            startsSubpath = false
            current = p
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
                startsSubpath = true
            case .line(let p):
                line(to: p)
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                result.append(PathSegment(p0: current, c1: c1, c2: c2, p1: p, isLine: false, startsSubpath: startsSubpath))
                startsSubpath = false
                current = p
            case .curve(let p, let c1, let c2):
                result.append(PathSegment(p0: current, c1: c1, c2: c2, p1: p, isLine: false, startsSubpath: startsSubpath))
                startsSubpath = false
                current = p
            case .closeSubpath:
                if current != start { line(to: start) }
                current = start
                startsSubpath = true
            }
        }
        return result
    }

    /// A segment's length, measured along 64 chords for a curve.
    private static func length(of segment: PathSegment) -> CGFloat {
        if segment.isLine { return hypot(segment.p1.x - segment.p0.x, segment.p1.y - segment.p0.y) }
        var total: CGFloat = 0
        var previous = segment.p0
        for step in 1...64 {
            let point = segment.point(at: CGFloat(step) / 64)
            total += hypot(point.x - previous.x, point.y - previous.y)
            previous = point
        }
        return total
    }

    /// The parameter of a curve at a length along it.
    private static func parameter(of segment: PathSegment, at length: CGFloat, total: CGFloat) -> CGFloat {
        if segment.isLine || total <= 0 { return total > 0 ? length / total : 0 }
        var travelled: CGFloat = 0
        var previous = segment.p0
        for step in 1...64 {
            let t = CGFloat(step) / 64
            let point = segment.point(at: t)
            let piece = hypot(point.x - previous.x, point.y - previous.y)
            if travelled + piece >= length {
                return t - (1 - (length - travelled) / max(piece, 1e-12)) / 64
            }
            travelled += piece
            previous = point
        }
        return 1
    }

    /// The part of the path between two fractions of its length, as Core
    /// Graphics and SwiftUI cut it: fractions are clamped to `0...1`; a
    /// start after the end (or either not finite) gives an empty path.
    /// Curves are cut exactly at the parameter where their length (measured
    /// along 64 chords) reaches the fraction.
    ///
    /// - Parameters:
    ///   - from: Where the part starts.
    ///   - to: Where it ends.
    /// - Returns: The part.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        let segments = self.segments
        let lengths = segments.map(Self.length(of:))
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let from = start * total, to = end * total
        var result = Path()
        var position: CGFloat = 0
        var needsMove = true
        for (segment, length) in zip(segments, lengths) {
            defer { position += length }
            if segment.startsSubpath { needsMove = true }
            let a = position, b = position + length
            guard b > from, a < to, length > 0 else { continue }
            let t0 = a < from ? Self.parameter(of: segment, at: from - a, total: length) : 0
            let t1 = b > to ? Self.parameter(of: segment, at: to - a, total: length) : 1
            let part = segment.part(from: t0, to: t1)
            if needsMove || result.isEmpty {
                result.move(to: part.p0)
                needsMove = false
            }
            if segment.isLine {
                result.addLine(to: part.p1)
            } else {
                result.addCurve(to: part.p1, control1: part.c1, control2: part.c2)
            }
        }
        return result
    }

    /// Whether a point is inside the path when it is filled (curves
    /// flattened to 16 chords each).
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - eoFill: The even-odd rule; non-zero winding when omitted.
    /// - Returns: Whether it is inside.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0, crossings = 0
        var polygon: [CGPoint] = []
        func close() {
            guard polygon.count > 1 else { polygon = []; return }
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x {
                        crossings += 1
                        winding += b.y > a.y ? 1 : -1
                    }
                }
            }
            polygon = []
        }
        for segment in segments {
            if segment.startsSubpath { close() }
            if polygon.isEmpty { polygon.append(segment.p0) }
            polygon += segment.samples.dropFirst()
        }
        close()
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// Calls a closure with each element.
    ///
    /// - Parameter body: The closure.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The path moved.
    ///
    /// - Parameters:
    ///   - dx: Along x.
    ///   - dy: Along y.
    /// - Returns: The moved path.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Adds another path's elements, transformed.
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - transform: The transform; none when omitted.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements { append(element) }
    }

    /// Adds rectangles as closed subpaths.
    ///
    /// - Parameters:
    ///   - rects: The rectangles.
    ///   - transform: The transform; none when omitted.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addPath(Path(rect), transform: transform) }
    }

    /// Adds an arc of a circle around a center, from an angle through a
    /// signed sweep (positive sweeps go clockwise on screen).
    ///
    /// - Parameters:
    ///   - center: The center.
    ///   - radius: The radius.
    ///   - startAngle: The start angle.
    ///   - delta: The sweep.
    ///   - transform: The transform; none when omitted.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
        if !isEmpty, let first = arc.elements.first, case .move(let point) = first {
            var connected = arc
            connected.replaceFirstMove(with: .line(to: point))
            addPath(connected, transform: transform)
        } else {
            addPath(arc, transform: transform)
        }
    }

    /// Adds an arc of a circle tangent to the line from the current point
    /// to `tangent1End` and to the line from there to `tangent2End`, with a
    /// line from the current point to the arc's start (as Core Graphics'
    /// `addArc(tangent1End:tangent2End:radius:)`). Without a current point
    /// the path starts at `tangent1End`.
    ///
    /// - Parameters:
    ///   - tangent1End: The corner.
    ///   - tangent2End: Where the second tangent line goes.
    ///   - radius: The radius.
    ///   - transform: The transform; none when omitted.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        var part = Path()
        guard let start = currentPoint else {
            part.move(to: tangent1End)
            addPath(part, transform: transform)
            return
        }
        let v1 = CGPoint(x: start.x - tangent1End.x, y: start.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0 else {
            part.move(to: start)
            part.addLine(to: tangent1End)
            part.replaceFirstMove(with: nil)
            addPath(part, transform: transform)
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let p1 = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let p2 = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x / bl * centerDistance, y: tangent1End.y + bisector.y / bl * centerDistance)
        let a1 = atan2(p1.y - center.y, p1.x - center.x), a2 = atan2(p2.y - center.y, p2.x - center.x)
        part.move(to: start)
        part.addLine(to: p1)
        part.addArc(center: center, radius: radius, startAngle: .radians(a1), endAngle: .radians(a2), clockwise: cross > 0)
        part.replaceFirstMove(with: nil)
        addPath(part, transform: transform)
    }

    /// Replaces the first move (or drops it with `nil`).
    private mutating func replaceFirstMove(with element: Element?) {
        var all = elements
        guard let index = all.firstIndex(where: { if case .move = $0 { return true } else { return false } }) else { return }
        if let element { all[index] = element } else { all.remove(at: index) }
        self = Path(elements: all)
    }
}
