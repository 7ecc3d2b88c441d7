import AnimationCore
import AnimationViews
import Foundation

/// A line through points, animatable point by point.
struct ChartLineShape: Shape {
    var points: AnimatableVector
    let interpolation: InterpolationMethod

    var animatableData: AnimatableVector {
        get { points }
        set { points = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        ChartCurve.add(ChartCurve.points(of: points), interpolation, to: &path, moving: true)
        return path
    }
}

/// An area between an upper and a lower edge, animatable point by point.
struct ChartAreaShape: Shape {
    /// The upper edge's points, then the lower edge's.
    var points: AnimatableVector
    let interpolation: InterpolationMethod

    var animatableData: AnimatableVector {
        get { points }
        set { points = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let all = ChartCurve.points(of: points)
        let half = all.count / 2
        var path = Path()
        ChartCurve.add(Array(all[..<half]), interpolation, to: &path, moving: true)
        ChartCurve.add(Array(all[half...].reversed()), interpolation, to: &path, moving: false)
        path.closeSubpath()
        return path
    }
}

/// A pie or donut slice, animatable by its angles.
struct ChartSectorShape: Shape {
    var angles: AnimatablePair<Double, Double>
    let inner: CGFloat
    let outer: CGFloat
    let center: CGPoint

    var animatableData: AnimatablePair<Double, Double> {
        get { angles }
        set { angles = newValue }
    }

    func path(in rect: CGRect) -> Path {
        // Clockwise from twelve o'clock: angle 0 points up.
        let start = Angle(radians: angles.first - .pi / 2), end = Angle(radians: angles.second - .pi / 2)
        var path = Path()
        path.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: false)
        if inner > 0 {
            path.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: true)
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }
}

/// How lines join their points.
enum ChartCurve {
    static func vector(_ points: [CGPoint]) -> AnimatableVector {
        AnimatableVector(points.flatMap { [Double($0.x), Double($0.y)] })
    }

    static func points(of vector: AnimatableVector) -> [CGPoint] {
        stride(from: 0, to: vector.values.count - 1, by: 2).map { CGPoint(x: vector.values[$0], y: vector.values[$0 + 1]) }
    }

    /// Adds the curve through points: straight segments, steps, or a
    /// Catmull-Rom curve (for the spline and monotone methods).
    static func add(_ points: [CGPoint], _ method: InterpolationMethod, to path: inout Path, moving: Bool) {
        guard let first = points.first else { return }
        if moving { path.move(to: first) } else { path.addLine(to: first) }
        for index in points.indices.dropFirst() {
            let previous = points[index - 1], point = points[index]
            switch method.kind {
            case .linear:
                path.addLine(to: point)
            case .stepStart:
                path.addLine(to: CGPoint(x: previous.x, y: point.y))
                path.addLine(to: point)
            case .stepEnd:
                path.addLine(to: CGPoint(x: point.x, y: previous.y))
                path.addLine(to: point)
            case .stepCenter:
                let middle = (previous.x + point.x) / 2
                path.addLine(to: CGPoint(x: middle, y: previous.y))
                path.addLine(to: CGPoint(x: middle, y: point.y))
                path.addLine(to: point)
            case .catmullRom, .cardinal, .monotone:
                let before = index >= 2 ? points[index - 2] : previous
                let after = index + 1 < points.count ? points[index + 1] : point
                let control1 = CGPoint(x: previous.x + (point.x - before.x) / 6, y: previous.y + (point.y - before.y) / 6)
                let control2 = CGPoint(x: point.x - (after.x - previous.x) / 6, y: point.y - (after.y - previous.y) / 6)
                path.addCurve(to: point, control1: control1, control2: control2)
            }
        }
    }
}
