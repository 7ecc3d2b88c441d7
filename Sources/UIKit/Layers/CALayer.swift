import AnimationCore
import AnimationViews
import CoreGraphics
import Foundation

/// The corners a layer rounds, as Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (minimum x and y, in UIKit's flipped layers).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// What a layer's delegate is asked, as Core Animation's protocol.
public protocol CALayerDelegate: AnyObject {
    /// Draws the layer's content.
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}

/// A layer, as Core Animation's `CALayer`: geometry (bounds, position,
/// anchor point, transform), appearance (background, corner radius,
/// border, opacity, shadow, contents) and a tree of sublayers.
///
/// The headless host does not composite layers on screen (UIKit views are
/// drawn as placeholders); ``render(in:)`` draws a layer tree into a Core
/// Graphics context (an image renderer's): backgrounds, rounded corners
/// (all four), borders, shape layers, what ``draw(in:)`` and the delegate
/// draw, sublayers in order, clipped by ``masksToBounds``, with each
/// layer's opacity and the affine part of its transform. Shadows, masks,
/// `contents` images and gradients are kept, not drawn.
open class CALayer: NSObject {
    /// The layer's rectangle in its own coordinates.
    open var bounds = CGRect.zero
    /// Where the anchor point sits in the superlayer's coordinates.
    open var position = CGPoint.zero
    /// The point of the bounds that `position` places and transforms turn
    /// about, in unit coordinates (the middle by default).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's depth among its siblings (kept).
    open var zPosition: CGFloat = 0
    /// The transform about the anchor point.
    open var transform = CATransform3DIdentity
    /// The transform of the sublayers (kept).
    open var sublayerTransform = CATransform3DIdentity
    /// Whether the layer is hidden.
    open var isHidden = false
    /// The opacity, 0 to 1.
    open var opacity: Float = 1
    /// The background color.
    open var backgroundColor: CGColor?
    /// The corners' radius.
    open var cornerRadius: CGFloat = 0
    /// The corners rounded (all by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Whether sublayers are clipped to the (rounded) bounds.
    open var masksToBounds = false
    /// The border's width, drawn inside the bounds.
    open var borderWidth: CGFloat = 0
    /// The border's color (opaque black by default).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's color (kept).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity (kept).
    open var shadowOpacity: Float = 0
    /// The shadow's offset (kept).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (kept).
    open var shadowRadius: CGFloat = 3
    /// The shadow's outline (kept).
    open var shadowPath: CGPath?
    /// The content image (kept).
    open var contents: Any?
    /// How the contents fill the bounds (kept).
    open var contentsGravity = CALayerContentsGravity.resize
    /// The contents' pixels per point.
    open var contentsScale: CGFloat = 1
    /// A layer whose alpha masks this one (kept).
    open var mask: CALayer?
    /// The layer's name.
    open var name: String?
    /// Whether the layer is opaque (kept).
    open var isOpaque = false
    /// Whether the layer is drawn as a bitmap (kept).
    open var shouldRasterize = false
    /// The bitmap's scale (kept).
    open var rasterizationScale: CGFloat = 1
    /// Who draws the layer's content.
    open weak var delegate: (any CALayerDelegate)?
    /// The sublayers, back to front.
    open internal(set) var sublayers: [CALayer]?
    /// The layer that holds this one.
    open internal(set) weak var superlayer: CALayer?
    /// The animations added, by key (see `CAAnimation.swift`).
    var animationsByKey: [(key: String, animation: CAAnimation)] = []

    /// A layer.
    public required override init() {
        super.init()
    }

    /// A copy of a layer's properties (Core Animation makes presentation
    /// layers with it).
    ///
    /// - Parameter layer: The layer.
    public required init(layer: Any) {
        super.init()
        guard let layer = layer as? CALayer else { return }
        (bounds, position, anchorPoint, transform, isHidden, opacity) =
            (layer.bounds, layer.position, layer.anchorPoint, layer.transform, layer.isHidden, layer.opacity)
        (backgroundColor, cornerRadius, masksToBounds, borderWidth, borderColor) =
            (layer.backgroundColor, layer.cornerRadius, layer.masksToBounds, layer.borderWidth, layer.borderColor)
    }

    /// The layer's rectangle in the superlayer's coordinates: the bounds'
    /// size placed so that the anchor point is at `position` (under an
    /// identity transform). Setting it sets the bounds' size and the
    /// position.
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The affine part of ``transform``.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets ``transform`` to an affine one.
    ///
    /// - Parameter m: The transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Adds a sublayer in front of the others (moving it from its old
    /// superlayer).
    ///
    /// - Parameter layer: The layer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts a sublayer at an index (clamped to the sublayers' count).
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - idx: The index.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(idx), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Inserts a sublayer behind a sibling (in front of the others when
    /// the sibling is not a sublayer).
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - sibling: The sibling.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? sublayers?.count ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts a sublayer in front of a sibling.
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - sibling: The sibling.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? sublayers?.count ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces a sublayer.
    ///
    /// - Parameters:
    ///   - oldLayer: The sublayer.
    ///   - newLayer: Its replacement.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    /// Marks the content for drawing (drawn by ``render(in:)``).
    open func setNeedsDisplay() {}
    /// Marks the layout for updating.
    open func setNeedsLayout() {}
    /// Lays out now.
    open func layoutIfNeeded() { layoutSublayers() }
    /// Lays out the sublayers (nothing by default).
    open func layoutSublayers() {}
    /// Updates the content.
    open func display() {}

    /// Draws the layer's content: the delegate's drawing by default.
    ///
    /// - Parameter ctx: The context, in the layer's coordinates.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// What a kind of layer draws over its background (shape layers draw
    /// their path); nothing by default.
    func drawContent(in ctx: CGContext) {}

    /// The layer as shown: the model layer itself (layer animations are
    /// not composited on the headless host).
    open func presentation() -> Self? { self }

    /// The model layer.
    open func model() -> Self { self }
}

/// How a layer's contents fill its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A gravity of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Centered.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
}
