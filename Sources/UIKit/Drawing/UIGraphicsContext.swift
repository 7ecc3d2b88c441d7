import AnimationCore
import AnimationViews
import CoreGraphics
import Foundation

/// UIKit's stack of current graphics contexts, one per thread (as in
/// UIKit): image renderers and `UIGraphicsBeginImageContext` push theirs,
/// and UIKit's drawing shortcuts (`UIColor.setFill()`,
/// `UIBezierPath.fill()`, `UIImage.draw(in:)`) draw into the top one.
enum UIGraphicsStack {
    /// The stacks of one thread.
    final class Stacks {
        var contexts: [CGContext] = []
        /// The image contexts `UIGraphicsBeginImageContext...` began, with
        /// their scale and opacity.
        var images: [(context: CGContext, scale: CGFloat, opaque: Bool)] = []
    }

    private static let key = "SwiftAnimation.UIGraphicsStack"

    /// This thread's stacks.
    static var current: Stacks {
        let dictionary = Thread.current.threadDictionary
        if let stacks = dictionary[key] as? Stacks { return stacks }
        let stacks = Stacks()
        dictionary[key] = stacks
        return stacks
    }
}

/// The current graphics context of this thread: the context of the image
/// renderer drawing, of `UIGraphicsBeginImageContext...`, or one pushed
/// with ``UIGraphicsPushContext(_:)``; `nil` outside drawing.
///
/// - Returns: The context.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsStack.current.contexts.last
}

/// Makes a context current (until ``UIGraphicsPopContext()``).
///
/// - Parameter context: The context.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsStack.current.contexts.append(context)
}

/// Makes the context current before the last push current again; nothing
/// happens when none was pushed.
public func UIGraphicsPopContext() {
    _ = UIGraphicsStack.current.contexts.popLast()
}

/// Begins drawing an image of a size at scale 1 (transparent), as UIKit's
/// older API does; end it with ``UIGraphicsEndImageContext()``.
///
/// - Parameter size: The size in points.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins drawing an image of a size.
///
/// - Parameters:
///   - size: The size in points (negative or non-finite: zero).
///   - opaque: Whether the image is opaque (black where nothing is drawn).
///   - scale: Pixels per point; 0 is the main screen's scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let valid = CGSize(
        width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    let context = CGContext(size: valid)
    let scale = scale.isFinite && scale > 0 ? scale : UIGraphicsImageRendererFormat.screenScale
    let stacks = UIGraphicsStack.current
    stacks.images.append((context, scale, opaque))
    stacks.contexts.append(context)
}

/// An image of what the current image context (of
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``) has drawn; `nil`
/// when no image context is current.
///
/// - Returns: The image.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let image = UIGraphicsStack.current.images.last else { return nil }
    return UIImage(drawing: image.context, scale: image.scale, opaque: image.opaque)
}

/// Ends the current image context, and the context it made current;
/// nothing happens when none was begun.
public func UIGraphicsEndImageContext() {
    let stacks = UIGraphicsStack.current
    guard let image = stacks.images.popLast() else { return }
    if let index = stacks.contexts.lastIndex(where: { $0 === image.context }) { stacks.contexts.remove(at: index) }
}

/// Fills a rectangle of the current context with its fill color.
///
/// - Parameter rect: The rectangle.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame inside a rectangle of the current context.
///
/// - Parameter rect: The rectangle.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(1)
    context.setStrokeColor(context.state.fillColor)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}

/// Intersects the current context's clip with a rectangle.
///
/// - Parameter rect: The rectangle.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

extension UIColor {
    /// Makes this color the current context's fill and stroke color.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this color the current context's fill color.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this color the current context's stroke color.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}

extension UIBezierPath {
    /// Fills the path in the current context with its fill color.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.paintFill(path, evenOdd: usesEvenOddFillRule)
    }

    /// Fills the path in a blend mode and at an opacity.
    ///
    /// - Parameters:
    ///   - blendMode: The blend mode.
    ///   - alpha: The opacity.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke color and
    /// this path's line width, cap, join, miter limit and dashes.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.paintStroke(path)
        context.restoreGState()
    }

    /// Strokes the path in a blend mode and at an opacity.
    ///
    /// - Parameters:
    ///   - blendMode: The blend mode.
    ///   - alpha: The opacity.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's inside.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
