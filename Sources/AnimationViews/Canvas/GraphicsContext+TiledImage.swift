import AnimationCore
import Foundation

extension GraphicsContext.Shading {
    /// Returns a shading instance that tiles an image across the infinite
    /// plane.
    ///
    /// Where Apple places "the bottom left corner" of the part at
    /// `origin`, this places its top-left corner there: the corner at the
    /// lowest y of SwiftUI's flipped user space, where Core Graphics'
    /// unflipped image space has its bottom left. As ``ImagePaint``, a
    /// `sourceRect` reaching outside the unit square is cut to it, and a
    /// `scale` that is not a positive finite number is 1.
    ///
    /// - Parameters:
    ///   - image: An image to use as fill.
    ///   - origin: The point in the current user space where one copy of
    ///     the part starts. The image repeats as needed.
    ///   - sourceRect: A unit space subregion of the image. The default is
    ///     a unit rectangle, which selects the whole image.
    ///   - scale: A factor that you can use to control the image size.
    /// - Returns: A shading instance filled with a tiled image.
    public static func tiledImage(
        _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> GraphicsContext.Shading {
        GraphicsContext.Shading(storage: .tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale))
    }

    /// The paint of a tiled image whose copy starts at `origin` (host
    /// coordinates): the image resolved as the context resolves images
    /// (a missing one warns and paints the placeholder color).
    static func tiledPaint(_ image: Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat, context: GraphicsContext) -> DisplayList.Paint {
        let content = context.resolve(image).content
        let item = DisplayList.ImageContent(
            name: content.name, asset: content.asset, naturalSize: content.naturalSize, interpolation: content.interpolation)
        let tiled = _ResolvedShapeStyle.Tiled(image: item, unitRect: ImagePaint.unitRect(sourceRect), scale: ImagePaint.checkedScale(scale))
        return tiled.paint(in: CGRect(origin: origin, size: .zero))
    }
}
