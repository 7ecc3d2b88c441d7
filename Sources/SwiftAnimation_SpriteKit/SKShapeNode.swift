import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// A path filled and stroked, as SpriteKit's `SKShapeNode`.
///
/// SpriteKit's defaults: no fill (clear), a white stroke 1 point wide.
open class SKShapeNode: SKNode {
    /// The path, in the node's coordinates (y up).
    open var path: CGPath?
    /// The fill color.
    open var fillColor: SKColor = .clear
    /// The stroke color.
    open var strokeColor: SKColor = .white
    /// The stroke's width.
    open var lineWidth: CGFloat = 1
    /// A glow around the stroke (not drawn).
    open var glowWidth: CGFloat = 0
    /// The stroke's ends.
    open var lineCap: CGLineCap = .butt
    /// The stroke's corners.
    open var lineJoin: CGLineJoin = .miter
    /// Whether edges are smoothed.
    open var isAntialiased = true
    /// A texture for the fill (the fill color is drawn).
    open var fillTexture: SKTexture?

    /// An empty shape.
    public override init() {
        super.init()
    }

    /// A shape from an archive: none on the headless host.
    public required init?(coder: NSCoder) {
        nil
    }

    /// A shape of a path.
    public convenience init(path: CGPath) {
        self.init()
        self.path = path
    }

    /// A shape of a path, centered on the node when asked.
    public convenience init(path: CGPath, centered: Bool) {
        self.init()
        guard centered else {
            self.path = path
            return
        }
        let box = path.boundingBox
        self.path = CGPath(path: path.path.applying(CGAffineTransform(translationX: -box.midX, y: -box.midY)))
    }

    /// A rectangle of a size, centered on the node.
    public convenience init(rectOf size: CGSize) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// A rounded rectangle of a size, centered on the node.
    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), cornerRadius: cornerRadius)
    }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path = CGPath(path: Path(rect))
    }

    /// A rounded rectangle.
    public convenience init(rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path = CGPath(path: Path(roundedRect: rect, cornerRadius: cornerRadius))
    }

    /// A circle centered on the node.
    public convenience init(circleOfRadius radius: CGFloat) {
        self.init(ellipseIn: CGRect(x: -radius, y: -radius, width: radius * 2, height: radius * 2))
    }

    /// An ellipse of a size centered on the node.
    public convenience init(ellipseOf size: CGSize) {
        self.init(ellipseIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// An ellipse in a rectangle.
    public convenience init(ellipseIn rect: CGRect) {
        self.init()
        path = CGPath(path: Path(ellipseIn: rect))
    }

    /// Lines through points.
    public convenience init(points: UnsafeMutablePointer<CGPoint>, count: Int) {
        self.init()
        var line = Path()
        line.addLines((0..<max(count, 0)).map { points[$0] })
        path = CGPath(path: line)
    }

    /// A smooth curve through points (a Catmull–Rom spline drawn as cubic
    /// curves, as SpriteKit's spline passes through every point).
    public convenience init(splinePoints points: UnsafeMutablePointer<CGPoint>, count: Int) {
        self.init()
        let list = (0..<max(count, 0)).map { points[$0] }
        var curve = Path()
        guard let first = list.first else { return }
        curve.move(to: first)
        for i in 0..<max(list.count - 1, 0) {
            let p0 = list[max(i - 1, 0)], p1 = list[i], p2 = list[i + 1], p3 = list[min(i + 2, list.count - 1)]
            curve.addCurve(
                to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                control2: CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
        }
        path = CGPath(path: curve)
    }

    /// The path's box in the node's coordinates, the stroke included.
    open override var contentRect: CGRect? {
        path.map { $0.boundingBox.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2) }
    }
}
