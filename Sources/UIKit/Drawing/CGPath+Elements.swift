import AnimationCore
import AnimationViews
import Foundation

/// The kind of a path element, as Core Graphics names it.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath: one point.
    case moveToPoint = 0
    /// A straight line: one point, its end.
    case addLineToPoint = 1
    /// A quadratic curve: the control point, then the end.
    case addQuadCurveToPoint = 2
    /// A cubic curve: the two control points, then the end.
    case addCurveToPoint = 3
    /// Closes the subpath: no point.
    case closeSubpath = 4
}

/// One element of a path, as ``CGPath/applyWithBlock(_:)`` hands it out:
/// its kind and its points (valid only during the call).
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points: 1 for moves and lines, 2 for quadratic
    /// curves, 3 for cubic curves, none for a close (the pointer then
    /// points at no valid point).
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of a kind and points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A function called with each element of a path, and the `info` given to
/// ``CGPath/apply(info:function:)`` (a Swift function: Core Graphics' C
/// convention needs the Objective-C representation Linux lacks).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath: Equatable {
    /// Calls a closure with each element of the path, in order (Core
    /// Graphics' `applyWithBlock`). Points are handed out in a buffer that
    /// is valid only during the call. Arcs, ellipses and rounded
    /// rectangles arrive as the cubic curves that make them up, as in Core
    /// Graphics.
    ///
    /// - Parameter block: The closure, called once per element.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            guard let base = buffer.baseAddress else { return }
            base.initialize(repeating: .zero, count: 3)
            for element in path.elements {
                var current = CGPathElement(type: Self.fill(base, with: element), points: base)
                withUnsafePointer(to: &current) { block($0) }
            }
            base.deinitialize(count: 3)
        }
    }

    /// Calls a C function with each element of the path and `info`, as
    /// ``applyWithBlock(_:)`` calls its closure.
    ///
    /// - Parameters:
    ///   - info: A pointer handed to every call.
    ///   - function: The function.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    private static func fill(_ points: UnsafeMutablePointer<CGPoint>, with element: Path.Element) -> CGPathElementType {
        switch element {
        case .move(let to):
            points[0] = to
            return .moveToPoint
        case .line(let to):
            points[0] = to
            return .addLineToPoint
        case .quadCurve(let to, let control):
            points[0] = control
            points[1] = to
            return .addQuadCurveToPoint
        case .curve(let to, let control1, let control2):
            points[0] = control1
            points[1] = control2
            points[2] = to
            return .addCurveToPoint
        case .closeSubpath:
            return .closeSubpath
        }
    }

    /// The outline of the path stroked with a width, as a path to fill
    /// (Core Graphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`).
    /// A width of 0, a negative or a non-finite one gives an empty path.
    ///
    /// - Parameters:
    ///   - lineWidth: The stroke's width.
    ///   - lineCap: The ends of open subpaths.
    ///   - lineJoin: The corners.
    ///   - miterLimit: Where miters become bevels.
    ///   - transform: A transform of the outline.
    /// - Returns: The outline.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        return CGPath(path: path.strokedPath(style).applying(transform))
    }

    /// A copy of the path with its points transformed; `nil` without a
    /// transform, as in Core Graphics.
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The transformed path.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        transform.map { CGPath(path: path.applying($0.pointee)) }
    }

    /// Two paths are equal when their elements are (Core Graphics'
    /// `CGPathEqualToPath`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.path == rhs.path
    }
}

extension CGMutablePath {
    /// Adds an arc of a sweep from a start angle, in radians (Core
    /// Graphics' `addRelativeArc`), joined to the current point by a line.
    ///
    /// - Parameters:
    ///   - center: The center.
    ///   - radius: The radius.
    ///   - startAngle: The start angle.
    ///   - delta: The sweep; positive sweeps with increasing angles.
    ///   - transform: A transform of the arc.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        path.addRelativeArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta)), transform: transform)
    }

    /// Adds an arc tangent to the lines from the current point to
    /// `tangent1End` and from there to `tangent2End` (Core Graphics'
    /// `addArc(tangent1End:tangent2End:radius:transform:)`).
    ///
    /// - Parameters:
    ///   - tangent1End: The corner.
    ///   - tangent2End: Where the second line goes.
    ///   - radius: The radius.
    ///   - transform: A transform of the arc.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }
}
