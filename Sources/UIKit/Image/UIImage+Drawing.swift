import AnimationCore
import AnimationRender
import AnimationViews
import CoreGraphics
import Foundation

extension UIImage {
    /// An image of what a Core Graphics context recorded: its SVG document
    /// (what `Image(uiImage:)` draws, at any size) and the drawing, which
    /// ``cgImage`` rasterizes at `scale`.
    ///
    /// - Parameters:
    ///   - context: The context.
    ///   - scale: Pixels per point.
    ///   - opaque: Whether the image is opaque: black where nothing is
    ///     drawn, as UIKit's opaque contexts are.
    package convenience init(drawing context: CGContext, scale: CGFloat, opaque: Bool) {
        let list = DisplayList(items: context.items)
        let svg = SVGRenderer(size: context.size, background: opaque ? .black : nil).render(list)
        let drawn = opaque ? DisplayList(items: [Self.blackBackground(context.size)] + list.items) : list
        self.init(source: .data(Data(svg.utf8)), size: context.size, scale: scale, drawing: drawn)
    }

    private static func blackBackground(_ size: CGSize) -> DisplayList.Item {
        let rect = CGRect(origin: .zero, size: size)
        return DisplayList.Item(frame: rect, content: .shape(Path(rect), paint: .color(Color.black.resolved), stroke: nil))
    }

    /// The pixels of a drawing at a scale, with the raster backend (the
    /// `Cairo` trait); `nil` (and a warning) without one, or for an empty
    /// image.
    static func rasterize(_ drawing: DisplayList, size: CGSize, scale: CGFloat) -> CGImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        guard PNGRenderer.isAvailable else {
            CurrentHost.warn("The pixels of a UIGraphicsImageRenderer image need the Cairo trait: cgImage is nil and pngData is empty.")
            return nil
        }
        let rgba = PNGRenderer(size: size, scale: Double(scale), background: nil).image(drawing)
        return CGImage(width: rgba.width, height: rgba.height, rgba: rgba.pixels)
    }

    /// Draws the image into the current context (of an image renderer),
    /// its top-left corner at a point, at its size.
    ///
    /// - Parameter point: The point.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at a point in a blend mode and at an opacity.
    ///
    /// - Parameters:
    ///   - point: The top-left corner.
    ///   - blendMode: The blend mode.
    ///   - alpha: The opacity.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image into the current context, scaled to fill a
    /// rectangle (upright, as UIKit draws).
    ///
    /// - Parameter rect: The rectangle.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawImage(swiftUIImage.resizable(), in: rect)
    }

    /// Draws the image into a rectangle in a blend mode and at an opacity.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - blendMode: The blend mode.
    ///   - alpha: The opacity.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }
}

extension CGContext {
    /// Draws a bitmap into a rectangle as Core Graphics does: in its own
    /// y-up space, so that in UIKit's flipped contexts it appears upside
    /// down (draw a `UIImage` for an upright one).
    ///
    /// - Parameters:
    ///   - image: The bitmap.
    ///   - rect: The rectangle, in user space.
    public func draw(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        drawImage(UIImage(cgImage: image).swiftUIImage.resizable(), in: rect)
        restoreGState()
    }

    /// Draws a SwiftUI image into a rectangle with the state's alpha,
    /// blend mode and shadow.
    func drawImage(_ image: Image, in rect: CGRect) {
        guard invertibleInverse != nil, rect.width.isFinite, rect.height.isFinite else { return }
        paintingContext.draw(image, in: rect.standardized)
    }
}
