import AnimationCore
import AnimationViews
import CoreGraphics
import Foundation

/// The settings shared by UIKit's graphics renderers.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// The drawing area of renderers made with this format.
    open var bounds: CGRect = .zero

    /// A format with default settings.
    public required override init() {
        super.init()
    }

    /// A format with default settings (UIKit's class method).
    ///
    /// - Returns: The format.
    open class func `default`() -> Self { Self() }
}

/// The settings of an image renderer: its scale and whether its images are
/// opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The range of colors images hold (kept: images here are standard
    /// sRGB).
    public enum Range: Int, Sendable {
        /// As the device prefers.
        case automatic
        /// Extended colors.
        case extended
        /// Standard colors.
        case standard
    }

    /// Pixels per point of the images (the screen's scale by default,
    /// 3 for the host's phone).
    open var scale: CGFloat
    /// Whether the images are opaque: where nothing is drawn they are
    /// black, as in UIKit.
    open var opaque = false
    /// Whether the images prefer extended colors (kept; images here are
    /// standard sRGB).
    open var prefersExtendedRange = false
    /// The images' range of colors (kept; images here are standard sRGB).
    open var preferredRange = Range.automatic

    /// A format at the main screen's scale.
    public required init() {
        scale = UIGraphicsImageRendererFormat.screenScale
        super.init()
    }

    /// A format for a trait collection: its display scale (the screen's
    /// when it has none).
    ///
    /// - Parameter traitCollection: The traits.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The format the device prefers (UIKit's class method).
    ///
    /// - Returns: The format.
    open class func preferred() -> Self { Self() }

    /// The main screen's scale, from any thread.
    static var screenScale: CGFloat {
        guard MainActorCheck.isOnMainActor else { return 3 }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }
}

/// What a graphics renderer's drawing closure gets: the Core Graphics
/// context, and UIKit's shortcuts for filling and stroking rectangles.
open class UIGraphicsRendererContext: NSObject, @unchecked Sendable {
    /// The Core Graphics context the drawing goes into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills a rectangle with the current fill color.
    ///
    /// - Parameter rect: The rectangle.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills a rectangle with the current fill color in a blend mode.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - blendMode: The blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a rectangle's outline with the current stroke color.
    ///
    /// - Parameter rect: The rectangle.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes a rectangle's outline in a blend mode.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - blendMode: The blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context of an image renderer's drawing.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext, @unchecked Sendable {
    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        let format = format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
        return UIImage(drawing: cgContext, scale: format.scale, opaque: format.opaque)
    }
}

/// UIKit's image renderer: a drawing closure draws into a Core Graphics
/// context, and the renderer makes an image of it.
///
/// The image is vector drawing (see ``CGContext``): `Image(uiImage:)`
/// shows it at any scale in SVG and PNG output; its `cgImage` and
/// `pngData()` hold pixels at the format's scale in a program built with
/// the `Cairo` trait (without it they are `nil` and empty, and the host
/// warns once).
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    /// The drawing area; its origin is where drawing's user space starts.
    public let bounds: CGRect

    /// Whether the renderer makes images (always).
    open var allowsImageOutput: Bool { true }

    /// A renderer of images of a size, in the default format.
    ///
    /// - Parameter size: The size in points.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of images of a size, in a format.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - format: The format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of a rectangle, in the default format.
    ///
    /// - Parameter bounds: The rectangle: its size is the images' size,
    ///   its origin the point of user space at their top-left corner.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of a rectangle, in a format.
    ///
    /// - Parameters:
    ///   - bounds: The rectangle. A size that is negative or not finite
    ///     is zero (an empty image).
    ///   - format: The format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let valid = bounds.standardized
        self.bounds =
            valid.origin.x.isFinite && valid.origin.y.isFinite && valid.width.isFinite && valid.height.isFinite
            ? valid : CGRect(origin: .zero, size: .zero)
        self.format = format
        format.bounds = self.bounds
        super.init()
    }

    /// Draws and makes an image of the drawing. The context is UIKit's
    /// current context while `actions` runs (`UIGraphicsGetCurrentContext()`,
    /// `UIColor.setFill()`, `UIBezierPath.fill()` draw into it).
    ///
    /// - Parameter actions: The drawing.
    /// - Returns: The image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = draw(actions)
        return UIImage(drawing: context.cgContext, scale: format.scale, opaque: format.opaque)
    }

    /// Draws and returns PNG bytes of the drawing at the format's scale
    /// (empty, with a warning, in a program built without the `Cairo`
    /// trait, which draws pixels).
    ///
    /// - Parameter actions: The drawing.
    /// - Returns: The PNG bytes.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs the drawing with its context current.
    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext {
        let cgContext = CGContext(size: bounds.size)
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
        UIGraphicsPushContext(cgContext)
        defer { UIGraphicsPopContext() }
        actions(context)
        return context
    }
}
