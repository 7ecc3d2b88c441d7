import AnimationCore
import AnimationViews
import CoreGraphics
import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled
/// (opaque black by default, `nil` for none) and stroked (none by
/// default), with the stroke's width, caps, joins, dashes and the part
/// between ``strokeStart`` and ``strokeEnd``.
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates.
    open var path: CGPath?
    /// The fill's color.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The fill rule.
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke's color.
    open var strokeColor: CGColor?
    /// The stroke's width.
    open var lineWidth: CGFloat = 1
    /// The stroke's ends.
    open var lineCap = CAShapeLayerLineCap.butt
    /// The stroke's corners.
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// The miter limit.
    open var miterLimit: CGFloat = 10
    /// The dash pattern.
    open var lineDashPattern: [NSNumber]?
    /// The dash pattern's phase.
    open var lineDashPhase: CGFloat = 0
    /// Where the stroke starts, 0 to 1 of the path's length.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends, 0 to 1 of the path's length.
    open var strokeEnd: CGFloat = 1

    override func drawContent(in ctx: CGContext) {
        guard let path else { return }
        if let fillColor {
            ctx.addPath(path)
            ctx.setFillColor(fillColor)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, lineWidth > 0 else { return }
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        guard end > start else { return }
        ctx.addPath(start == 0 && end == 1 ? path : CGPath(path: path.path.trimmedPath(from: start, to: end)))
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCap.cgLineCap)
        ctx.setLineJoin(lineJoin.cgLineJoin)
        ctx.setMiterLimit(miterLimit)
        if let lineDashPattern { ctx.setLineDash(phase: lineDashPhase, lengths: lineDashPattern.map { CGFloat($0.doubleValue) }) }
        ctx.strokePath()
    }
}

/// A shape layer's fill rule.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A rule of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A cap of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square at the end.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square past the end.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// A shape layer's line corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A join of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Round.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// A layer that draws a gradient, as Core Animation's `CAGradientLayer`:
/// its colors, locations, start and end points and type are kept; the
/// headless host draws its background only (see ``CALayer``).
open class CAGradientLayer: CALayer {
    /// The colors (`CGColor`s).
    open var colors: [Any]?
    /// Where each color is, 0 to 1 (evenly spaced when `nil`).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// Its kind.
    open var type = CAGradientLayerType.axial
}

/// A gradient layer's kind.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A kind of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along a line.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Around a point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around a point, by angle.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws copies of its sublayers, as Core Animation's
/// `CAReplicatorLayer`: ``instanceCount`` copies, each transformed by
/// ``instanceTransform`` once more than the one before.
open class CAReplicatorLayer: CALayer {
    /// How many copies (1: the sublayers alone).
    open var instanceCount = 1
    /// The transform from one copy to the next.
    open var instanceTransform = CATransform3DIdentity
    /// The delay between copies' animations (kept).
    open var instanceDelay: CFTimeInterval = 0
    /// The first copy's color (kept).
    open var instanceColor: CGColor?
    /// Each copy's change of alpha (kept).
    open var instanceAlphaOffset: Float = 0

    override func drawContent(in ctx: CGContext) {
        guard instanceCount > 1 else { return }
        // The copies after the first; the sublayers themselves are the first.
        for copy in 1..<min(instanceCount, 10_000) {
            ctx.saveGState()
            for _ in 0..<copy { ctx.concatenate(CATransform3DGetAffineTransform(instanceTransform)) }
            for sublayer in sublayers ?? [] {
                ctx.saveGState()
                ctx.translateBy(x: sublayer.frame.minX, y: sublayer.frame.minY)
                sublayer.render(in: ctx)
                ctx.restoreGState()
            }
            ctx.restoreGState()
        }
    }
}
