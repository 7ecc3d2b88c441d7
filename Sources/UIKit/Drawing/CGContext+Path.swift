import AnimationCore
import AnimationViews
import CoreGraphics
import Foundation

extension CGContext {
    // MARK: Building the path

    /// Starts a new path, discarding the current one.
    public func beginPath() { currentPath = Path() }

    /// Starts a subpath at a point.
    ///
    /// - Parameter point: The point, in user space.
    public func move(to point: CGPoint) { currentPath.move(to: point.applying(ctm)) }

    /// Adds a line from the current point.
    ///
    /// - Parameter point: The line's end, in user space.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point.applying(ctm)) }

    /// Adds lines through points: a move to the first, lines to the rest.
    ///
    /// - Parameter points: The points, in user space.
    public func addLines(between points: [CGPoint]) {
        currentPath.addLines(points.map { $0.applying(ctm) })
    }

    /// Adds a cubic Bézier curve from the current point.
    ///
    /// - Parameters:
    ///   - end: The curve's end.
    ///   - control1: The first control point.
    ///   - control2: The second control point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end.applying(ctm), control1: control1.applying(ctm), control2: control2.applying(ctm))
    }

    /// Adds a quadratic Bézier curve from the current point.
    ///
    /// - Parameters:
    ///   - end: The curve's end.
    ///   - control: The control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end.applying(ctm), control: control.applying(ctm))
    }

    /// Closes the current subpath with a line to its start.
    public func closePath() { currentPath.closeSubpath() }

    /// Adds a rectangle as a closed subpath.
    ///
    /// - Parameter rect: The rectangle, in user space.
    public func addRect(_ rect: CGRect) { addPath(Path(rect)) }

    /// Adds rectangles as closed subpaths.
    ///
    /// - Parameter rects: The rectangles, in user space.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// Adds the ellipse a rectangle holds.
    ///
    /// - Parameter rect: The rectangle, in user space.
    public func addEllipse(in rect: CGRect) { addPath(Path(ellipseIn: rect)) }

    /// Adds an arc of a circle (with a line from the current point to its
    /// start, if there is a current point). `clockwise` is in Core
    /// Graphics' sense, which on UIKit's flipped screen looks
    /// counterclockwise, as SwiftUI's `Path` takes it.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: The radius.
    ///   - startAngle: Where the arc starts, in radians.
    ///   - endAngle: Where it ends, in radians.
    ///   - clockwise: The direction.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var arc = Path()
        arc.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
            clockwise: clockwise)
        appendContinuing(arc)
    }

    /// Adds an arc tangent to two lines: from the current point to
    /// `tangent1End`, and from there to `tangent2End`.
    ///
    /// - Parameters:
    ///   - tangent1End: The corner the arc rounds.
    ///   - tangent2End: A point on the second line.
    ///   - radius: The arc's radius.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let current = currentPointInUserSpace else { return }
        var arc = Path()
        arc.move(to: current)
        arc.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        appendContinuing(arc)
    }

    /// Adds a path, each of its points through the current transform.
    ///
    /// - Parameter path: The path, in user space.
    public func addPath(_ path: CGPath) { addPath(path.path) }

    /// Whether the path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point, in user space (`.zero` when there is none).
    public var currentPointOfPath: CGPoint { currentPointInUserSpace ?? .zero }

    /// The bounding box of the path, in user space (`.null` when it is
    /// empty).
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : userPath.boundingRect
    }

    /// A copy of the path, in user space; `nil` when it is empty.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(path: userPath)
    }

    // MARK: Painting the path

    /// Fills the path and starts a new one.
    ///
    /// - Parameter rule: The fill rule (`.winding` by default).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintFill(userPath, evenOdd: rule == .evenOdd)
        beginPath()
    }

    /// Fills the path with the even-odd rule and starts a new one.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the path and starts a new one.
    public func strokePath() {
        paintStroke(userPath)
        beginPath()
    }

    /// Paints the path as a mode says and starts a new one.
    ///
    /// - Parameter mode: Fill, stroke, or both.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = userPath
        switch mode {
        case .fill: paintFill(path, evenOdd: false)
        case .eoFill: paintFill(path, evenOdd: true)
        case .stroke: paintStroke(path)
        case .fillStroke:
            paintFill(path, evenOdd: false)
            paintStroke(path)
        case .eoFillStroke:
            paintFill(path, evenOdd: true)
            paintStroke(path)
        }
        beginPath()
    }

    /// Intersects the clip with the path's inside and starts a new path.
    ///
    /// - Parameter rule: The fill rule (`.winding` by default).
    public func clip(using rule: CGPathFillRule = .winding) {
        graphics.clip(to: userPath, style: FillStyle(eoFill: rule == .evenOdd))
        beginPath()
    }

    /// Intersects the clip with a rectangle.
    ///
    /// - Parameter rect: The rectangle, in user space.
    public func clip(to rect: CGRect) { graphics.clip(to: Path(rect)) }

    /// Intersects the clip with the union of rectangles.
    ///
    /// - Parameter rects: The rectangles, in user space.
    public func clip(to rects: [CGRect]) {
        var union = Path()
        for rect in rects { union.addRect(rect) }
        graphics.clip(to: union)
    }

    /// The clip's bounding box, in user space.
    public var boundingBoxOfClipPath: CGRect {
        CGRect(origin: .zero, size: size).applying(ctm.inverted())
    }

    // MARK: Painting shapes

    /// Fills a rectangle (the path is left alone).
    ///
    /// - Parameter rect: The rectangle, in user space.
    public func fill(_ rect: CGRect) { paintFill(Path(rect), evenOdd: false) }

    /// Fills rectangles.
    ///
    /// - Parameter rects: The rectangles, in user space.
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }

    /// Strokes a rectangle's outline.
    ///
    /// - Parameter rect: The rectangle, in user space.
    public func stroke(_ rect: CGRect) { paintStroke(Path(rect)) }

    /// Strokes a rectangle's outline with a line width.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in user space.
    ///   - width: The line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        state.lineWidth = width
        stroke(rect)
        restoreGState()
    }

    /// Fills the ellipse a rectangle holds.
    ///
    /// - Parameter rect: The rectangle, in user space.
    public func fillEllipse(in rect: CGRect) { paintFill(Path(ellipseIn: rect), evenOdd: false) }

    /// Strokes the ellipse a rectangle holds.
    ///
    /// - Parameter rect: The rectangle, in user space.
    public func strokeEllipse(in rect: CGRect) { paintStroke(Path(ellipseIn: rect)) }

    /// Strokes line segments: each pair of points is one segment.
    ///
    /// - Parameter points: The segments' ends, in pairs (an odd last point
    ///   is ignored, as in Core Graphics).
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = Path()
        var index = 0
        while index + 1 < points.count {
            segments.move(to: points[index])
            segments.addLine(to: points[index + 1])
            index += 2
        }
        paintStroke(segments)
    }

    /// Paints a rectangle transparent: what was drawn under it is erased
    /// (Core Graphics' clear, drawn as SwiftUI's `destinationOut` blend of
    /// an opaque fill).
    ///
    /// - Parameter rect: The rectangle, in user space.
    public func clear(_ rect: CGRect) {
        var context = graphics
        context.blendMode = .destinationOut
        context.fill(Path(rect), with: .color(.black))
    }
}
