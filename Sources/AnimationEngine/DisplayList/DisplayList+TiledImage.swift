import AnimationCore
import Foundation

extension DisplayList {
    /// A paint that repeats a part of an image across the plane
    /// (`ImagePaint`, `GraphicsContext.Shading.tiledImage`): one copy of
    /// the part fills ``tile``, and copies repeat it edge to edge in every
    /// direction.
    public struct TiledImage: Equatable, Sendable {
        /// The image: its name, file and size in points (`capInsets`,
        /// `resizingMode` and `tint` do not apply). Without a file the
        /// paint is ``placeholderColor``.
        public var image: ImageContent
        /// The part of the image repeated, in points of the image.
        public var sourceRect: CGRect
        /// Where one copy of the part is drawn, in host coordinates before
        /// the item's transforms: its origin is where the tiling starts,
        /// its size the part's size times the paint's scale.
        public var tile: CGRect
        /// The opacity the image is drawn at (a style's `opacity(_:)`).
        public var opacity: Double

        /// The color that stands for an image without a file: the
        /// placeholder's fill (220, 226, 240).
        public static let placeholderColor = Color.Resolved(red: 220 / 255, green: 226 / 255, blue: 240 / 255, opacity: 1)

        /// Creates a tiled image.
        ///
        /// - Parameters:
        ///   - image: The image.
        ///   - sourceRect: The part repeated, in points of the image.
        ///   - tile: Where one copy is drawn.
        ///   - opacity: The opacity it is drawn at.
        public init(image: ImageContent, sourceRect: CGRect, tile: CGRect, opacity: Double = 1) {
            self.image = image
            self.sourceRect = sourceRect
            self.tile = tile
            self.opacity = opacity
        }

        /// Whether there is something to repeat: a file, and a part and a
        /// tile of positive finite sizes.
        public var isDrawable: Bool {
            image.asset != nil && sourceRect.width > 0 && sourceRect.height > 0 && tile.width > 0 && tile.height > 0
                && tile.width.isFinite && tile.height.isFinite && tile.minX.isFinite && tile.minY.isFinite
        }
    }
}
