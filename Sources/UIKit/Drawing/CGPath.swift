import AnimationCore
import AnimationViews
import Foundation

/// An immutable path, as in Core Graphics (which Linux does not have):
/// lines and curves that SwiftUI draws through `Path(_:)`.
///
/// Arcs follow Core Graphics' convention, which SwiftUI's `Path` shares:
/// `clockwise` is in the flipped coordinates of the screen, so `false`
/// sweeps with increasing angles.
open class CGPath: @unchecked Sendable {
    /// The path, as SwiftUI's.
    package var path: Path

    /// A path of SwiftUI's path's elements.
    package init(path: Path) {
        self.path = path
    }

    /// A rectangle's path.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: A transform of its points, or `nil`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Self.transformed(Path(rect), transform))
    }

    /// An ellipse's path.
    ///
    /// - Parameters:
    ///   - rect: The rectangle the ellipse fills.
    ///   - transform: A transform of its points, or `nil`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Self.transformed(Path(ellipseIn: rect), transform))
    }

    /// A rounded rectangle's path (elliptical corners are drawn with the
    /// smaller radius).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The corners' horizontal radius.
    ///   - cornerHeight: The corners' vertical radius.
    ///   - transform: A transform of its points, or `nil`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(path: Self.transformed(Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)), transform))
    }

    static func transformed(_ path: Path, _ transform: UnsafePointer<CGAffineTransform>?) -> Path {
        transform.map { path.applying($0.pointee) } ?? path
    }

    /// The smallest rectangle that holds every point, control points too.
    public var boundingBox: CGRect { path.boundingRect }
    /// The smallest rectangle that holds the path's curves.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The last point of the path (zero for an empty path).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether a point is inside the path.
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - rule: The fill rule.
    ///   - transform: A transform of the path first.
    /// - Returns: Whether it is inside.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// A copy of the path.
    public func copy() -> CGPath { CGPath(path: path) }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath {
        let copy = CGMutablePath()
        copy.path = path
        return copy
    }
}

/// How a path's inside is decided.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it.
    case winding
    /// A point is inside when a ray from it crosses the path an odd
    /// number of times.
    case evenOdd
}

/// A path that grows, as in Core Graphics.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(path: Path())
    }

    /// Starts a subpath at a point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// Adds a line to a point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Adds lines between points (starting a subpath at the first).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect), transform: transform)
    }

    /// Adds rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    /// Adds an ellipse.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Adds a rounded rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.addPath(Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)), transform: transform)
    }

    /// Adds an arc, angles in radians (see ``CGPath`` for `clockwise`).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        var arc = path
        arc.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: clockwise)
        path = transform.isIdentity ? arc : Self.replacingTail(of: path, with: arc, transform: transform)
    }

    /// Adds another path.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        path.closeSubpath()
    }

    private static func replacingTail(of path: Path, with grown: Path, transform: CGAffineTransform) -> Path {
        var result = Path()
        for element in path.elements { result.append(element) }
        var tail = Path()
        for element in grown.elements.dropFirst(path.elements.count) { tail.append(element) }
        result.addPath(tail, transform: transform)
        return result
    }
}

extension Path {
    fileprivate mutating func append(_ element: Element) {
        switch element {
        case .move(let to): move(to: to)
        case .line(let to): addLine(to: to)
        case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
        case .curve(let to, let control1, let control2): addCurve(to: to, control1: control1, control2: control2)
        case .closeSubpath: closeSubpath()
        }
    }
}
