import Foundation

/// A bitmap image, as in Core Graphics: 8-bit red, green, blue and alpha
/// per pixel, rows from the top, in the sRGB color space.
///
/// What Core Image's `CIContext.createCGImage(_:from:)` returns and
/// UIKit's `UIImage(cgImage:)` and SwiftUI's `Image(decorative:scale:)`
/// show. Its pixels are not premultiplied (``alphaInfo`` is `.last`).
public final class CGImage: @unchecked Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits of each color component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits of each pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes of each row: `width × 4`.
    public var bytesPerRow: Int { width * 4 }
    /// How alpha is stored: after the colors, not premultiplied.
    public var alphaInfo: CGImageAlphaInfo { .last }
    /// Whether the image's pixels are an alpha mask: `false`.
    public var isMask: Bool { false }

    /// Red, green, blue and alpha of each pixel, rows from the top.
    package let rgba: [UInt8]

    /// An image of `width × height` pixels of red, green, blue and alpha
    /// bytes (rows from the top); `nil` when the sizes are not positive or
    /// the bytes are not `width × height × 4`.
    package init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixels of a rectangle of the image (in pixels, from the top
    /// left), as a new image; `nil` when the rectangle does not meet the
    /// image. The rectangle is rounded outward to whole pixels.
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The cropped image.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.minX.isFinite || rect.isInfinite else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let cut = rect.isInfinite ? bounds : rect.standardized.integral.intersection(bounds)
        guard !cut.isNull, cut.width >= 1, cut.height >= 1 else { return nil }
        let x0 = Int(cut.minX), y0 = Int(cut.minY), w = Int(cut.width), h = Int(cut.height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let from = ((y0 + y) * width + x0) * 4
            out.replaceSubrange(y * w * 4..<(y + 1) * w * 4, with: rgba[from..<from + w * 4])
        }
        return CGImage(width: w, height: h, rgba: out)
    }

    /// Two images are equal when their sizes and pixels are.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.rgba == rhs.rgba)
    }
}

/// Where an image keeps alpha, as in Core Graphics.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none
    /// Alpha last, colors premultiplied by it.
    case premultipliedLast
    /// Alpha first, colors premultiplied by it.
    case premultipliedFirst
    /// Alpha last, colors not premultiplied.
    case last
    /// Alpha first, colors not premultiplied.
    case first
    /// A byte of no meaning last.
    case noneSkipLast
    /// A byte of no meaning first.
    case noneSkipFirst
    /// Alpha only.
    case alphaOnly
}
