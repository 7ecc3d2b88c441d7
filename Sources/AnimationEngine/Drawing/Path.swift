import AnimationCore
import Foundation

/// The outline of a 2D shape: moves, lines, quadratic and cubic Bézier
/// curves and closes.
public struct Path: Equatable, Sendable {
    /// One element of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath.
        case closeSubpath
    }

    /// The elements, in order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path by calling a closure that adds to it.
    ///
    /// - Parameter callback: Adds elements to the path.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    init(elements: [Element]) {
        self.elements = elements
    }

    /// Appends an element.
    mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// Creates a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates an ellipse inscribed in a rectangle.
    ///
    /// - Parameter rect: The bounding rectangle.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Creates a rounded rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The corner radius, limited to half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerRadius: cornerRadius)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let point), .line(let point): return point
            case .quadCurve(let point, _), .curve(let point, _, _): return point
            case .closeSubpath: continue
            }
        }
        return nil
    }

    /// Starts a subpath.
    ///
    /// - Parameter end: The start point.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
    }

    /// Adds a line.
    ///
    /// - Parameter end: The end point.
    public mutating func addLine(to end: CGPoint) {
        elements.append(.line(to: end))
    }

    /// Adds lines through points, starting a subpath at the first.
    ///
    /// - Parameter points: The points.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve.
    ///
    /// - Parameters:
    ///   - end: The end point.
    ///   - control: The control point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve.
    ///
    /// - Parameters:
    ///   - end: The end point.
    ///   - control1: The first control point.
    ///   - control2: The second control point.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Adds a rectangle as a closed subpath.
    ///
    /// - Parameter rect: The rectangle.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a rounded rectangle as a closed subpath.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The corner radius, limited to half the shorter side.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: CGFloat) {
        let radius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        guard radius > 0 else { return addRect(rect) }
        let k = radius * 0.5522847498  // cubic approximation of a quarter circle
        move(to: CGPoint(x: rect.minX + radius, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + radius),
            control1: CGPoint(x: rect.maxX - radius + k, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + radius - k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius))
        addCurve(
            to: CGPoint(x: rect.maxX - radius, y: rect.maxY),
            control1: CGPoint(x: rect.maxX, y: rect.maxY - radius + k),
            control2: CGPoint(x: rect.maxX - radius + k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + radius, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - radius),
            control1: CGPoint(x: rect.minX + radius - k, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - radius + k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        addCurve(
            to: CGPoint(x: rect.minX + radius, y: rect.minY),
            control1: CGPoint(x: rect.minX, y: rect.minY + radius - k),
            control2: CGPoint(x: rect.minX + radius - k, y: rect.minY))
        closeSubpath()
    }

    /// Adds an ellipse inscribed in a rectangle, as four cubic curves.
    ///
    /// - Parameter rect: The bounding rectangle.
    public mutating func addEllipse(in rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        addArcs(
            center: center, radiusX: rect.width / 2, radiusY: rect.height / 2,
            startAngle: 0, endAngle: 2 * .pi, clockwise: false, connect: false)
        closeSubpath()
    }

    /// Adds a circular arc, starting with a line from the current point to
    /// the arc's start (or a move, if the path is empty).
    ///
    /// Angles are measured from the x axis towards the y axis (downwards on
    /// screen). `clockwise` is in the flipped coordinates of the screen, as
    /// in SwiftUI: `false` draws with increasing angles.
    ///
    /// - Parameters:
    ///   - center: The center.
    ///   - radius: The radius.
    ///   - startAngle: The start angle.
    ///   - endAngle: The end angle.
    ///   - clockwise: The direction.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        addArcs(
            center: center, radiusX: radius, radiusY: radius,
            startAngle: startAngle.radians, endAngle: endAngle.radians, clockwise: clockwise, connect: true)
    }

    /// An arc as cubic curves of at most a quarter turn each.
    private mutating func addArcs(
        center: CGPoint, radiusX: CGFloat, radiusY: CGFloat,
        startAngle: Double, endAngle: Double, clockwise: Bool, connect: Bool
    ) {
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep > 0 { sweep -= 2 * .pi * (sweep / (2 * .pi)).rounded(.up) }
        } else if sweep < 0 {
            sweep += 2 * .pi * (-sweep / (2 * .pi)).rounded(.up)
        }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radiusX * CGFloat(cos(angle)), y: center.y + radiusY * CGFloat(sin(angle)))
        }
        let start = point(startAngle)
        if connect && !elements.isEmpty { addLine(to: start) } else { move(to: start) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let control1 = CGPoint(
                x: center.x + radiusX * CGFloat(cos(angle) - k * sin(angle)),
                y: center.y + radiusY * CGFloat(sin(angle) + k * cos(angle)))
            let control2 = CGPoint(
                x: center.x + radiusX * CGFloat(cos(next) + k * sin(next)),
                y: center.y + radiusY * CGFloat(sin(next) - k * cos(next)))
            addCurve(to: point(next), control1: control1, control2: control2)
            angle = next
        }
    }

    /// The path with every point transformed.
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The transformed path.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(transform))
            case .line(let p): return .line(to: p.applying(transform))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
        return result
    }

    /// The smallest rectangle containing every point and control point.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var rect = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { rect = rect.union(CGRect(origin: point, size: .zero)) }
        return rect
    }
}
