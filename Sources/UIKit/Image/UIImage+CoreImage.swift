import AnimationViews
import Foundation
import Synchronization

extension UIImage {
    /// An image of a bitmap's pixels, at a scale (pixels per point) and
    /// orientation (the pixels are turned so the image shows upright).
    ///
    /// - Parameters:
    ///   - cgImage: The bitmap.
    ///   - scale: Pixels per point (1 by default; 0, negative and
    ///     non-finite scales are 1).
    ///   - orientation: How the pixels are turned (`.up` by default).
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        let upright = cgImage.oriented(orientation)
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.init(
            source: .data(upright.pngData()), size: CGSize(width: CGFloat(upright.width) / scale, height: CGFloat(upright.height) / scale),
            scale: scale)
        bitmapStorage.withLock { $0 = upright }
    }

    /// An image of a Core Image image's extent, rendered now; an image of
    /// no pixels when the extent is infinite or empty.
    ///
    /// - Parameter ciImage: The image.
    public convenience init(ciImage: CIImage) {
        if let cgImage = CIContext().createCGImage(ciImage, from: ciImage.extent) {
            self.init(cgImage: cgImage)
        } else {
            self.init()
        }
    }

    /// The image's pixels: those it was made of, its PNG or JPEG bytes
    /// (its asset's file) decoded, or an image renderer's drawing at the
    /// image's scale, with the Cairo trait; `nil` for a symbol, or when
    /// nothing decodes or draws them.
    public var cgImage: CGImage? {
        if let kept = bitmapStorage.withLock({ $0 }) { return kept }
        if let drawing {
            guard let image = Self.rasterize(drawing, size: size, scale: scale) else { return nil }
            bitmapStorage.withLock { $0 = image }
            return image
        }
        let bitmap: ImagePixels.Bitmap? =
            switch source {
            case .data(let data): ImagePixels.decode(data: data)
            case .asset(let name, let bundlePath):
                AssetBundles.image(named: name, bundlePath: bundlePath).flatMap { ImagePixels.decode(file: $0.file) }
            case .symbol: nil
            }
        guard let bitmap, let image = CGImage(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgba) else { return nil }
        bitmapStorage.withLock { $0 = image }
        return image
    }

    /// The Core Image image it was made from: `nil` (as for UIKit images
    /// made of bitmaps); `CIImage(image:)` makes one of its pixels.
    public var ciImage: CIImage? { nil }

    /// The orientations of an image's pixels, as in UIKit.
    public enum Orientation: Int, Sendable {
        /// Upright.
        case up
        /// Turned half a turn.
        case down
        /// Shown turned a quarter turn counterclockwise.
        case left
        /// Shown turned a quarter turn clockwise (a portrait photo's
        /// pixels).
        case right
        /// Mirrored left to right.
        case upMirrored
        /// Turned half a turn and mirrored.
        case downMirrored
        /// Mirrored and turned as `left`.
        case leftMirrored
        /// Mirrored and turned as `right`.
        case rightMirrored
    }
}

extension CIImage {
    /// An image of a UIKit image's pixels (its bitmap, or its PNG or JPEG
    /// bytes decoded with the Cairo trait); `nil` for a symbol or an image
    /// that does not decode, as in UIKit.
    ///
    /// - Parameter image: The image.
    public convenience init?(image: UIImage) {
        guard let cgImage = image.cgImage else {
            if !ImagePixels.canDecode { _ = CIImage.decode(Data()) }
            return nil
        }
        self.init(cgImage: cgImage)
    }
}

extension CGImage {
    /// The bitmap turned upright from an orientation.
    package func oriented(_ orientation: UIImage.Orientation) -> CGImage {
        guard orientation != .up else { return self }
        let turned = orientation == .left || orientation == .right || orientation == .leftMirrored || orientation == .rightMirrored
        let w = turned ? height : width, h = turned ? width : height
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                // The source pixel shown at (x, y) of the upright image.
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .upMirrored: (sx, sy) = (width - 1 - x, y)
                case .down: (sx, sy) = (width - 1 - x, height - 1 - y)
                case .downMirrored: (sx, sy) = (x, height - 1 - y)
                case .left: (sx, sy) = (width - 1 - y, x)
                case .leftMirrored: (sx, sy) = (width - 1 - y, height - 1 - x)
                case .right: (sx, sy) = (y, height - 1 - x)
                case .rightMirrored: (sx, sy) = (y, x)
                }
                let from = (sy * width + sx) * 4, to = (y * w + x) * 4
                out[to..<to + 4] = rgba[from..<from + 4]
            }
        }
        return CGImage(width: w, height: h, rgba: out) ?? self
    }
}
