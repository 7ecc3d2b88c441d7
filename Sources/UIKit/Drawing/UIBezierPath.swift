import AnimationCore
import AnimationViews
import Foundation

/// A path of lines and curves, as in UIKit: SwiftUI draws it through
/// `Path(_:)` of its ``cgPath``.
///
/// Angles are in radians; `clockwise` is as UIKit means it, on the screen
/// (`true` sweeps with increasing angles, the y axis pointing down).
/// Rounded corners are circular arcs (UIKit draws them slightly
/// continuous).
open class UIBezierPath: NSObject {
    /// The path, as SwiftUI's.
    package var path = Path()

    /// The width of its lines when ``stroke()`` draws it (SwiftUI strokes
    /// the path with its own style).
    open var lineWidth: CGFloat = 1
    /// How ``stroke()`` ends open lines.
    open var lineCapStyle = CGLineCap.butt
    /// How ``stroke()`` joins lines.
    open var lineJoinStyle = CGLineJoin.miter
    /// The limit past which ``stroke()`` bevels miter joins.
    open var miterLimit: CGFloat = 10
    /// Whether ``fill()`` and ``addClip()`` use the even-odd rule.
    open var usesEvenOddFillRule = false
    /// The dash pattern ``stroke()`` draws with (empty: solid).
    package var dashPattern: [CGFloat] = []
    /// How far into the pattern lines start.
    package var dashPhase: CGFloat = 0

    /// Sets the dash pattern ``stroke()`` draws with.
    ///
    /// - Parameters:
    ///   - pattern: The lengths of dashes and gaps, alternating; `nil`
    ///     for solid lines.
    ///   - count: How many lengths `pattern` holds.
    ///   - phase: How far into the pattern lines start.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A rectangle's path.
    public convenience init(rect: CGRect) {
        self.init()
        path = Path(rect)
    }

    /// An ellipse's path, inside a rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path = Path(ellipseIn: rect)
    }

    /// A rounded rectangle's path.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The corners' radius (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle's path with some corners rounded.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - corners: The corners to round.
    ///   - cornerRadii: The radius (its width; at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? cornerRadii.width : 0 }
        // SwiftUI's shape of four radii, which clamps them (not finite or
        // negative: 0; at most half the shorter side).
        path = UnevenRoundedRectangle(
            topLeadingRadius: radius(.topLeft), bottomLeadingRadius: radius(.bottomLeft), bottomTrailingRadius: radius(.bottomRight),
            topTrailingRadius: radius(.topRight)
        ).path(in: rect)
    }

    /// An arc's path.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: Its radius.
    ///   - startAngle: The start, in radians.
    ///   - endAngle: The end, in radians.
    ///   - clockwise: Whether it sweeps clockwise on the screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The path as a Core Graphics path (a copy; setting it replaces the
    /// path).
    open var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    /// Starts a subpath.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc, joined to the path by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
            clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Adds another path's subpaths.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// Removes every element.
    open func removeAllPoints() { path = Path() }
    /// Whether a point is inside.
    open func contains(_ point: CGPoint) -> Bool { path.contains(point) }
    /// The smallest rectangle that holds the path.
    open var bounds: CGRect { path.boundingRect }
    /// The last point (zero for an empty path).
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
}
