import CoreGraphics
import Foundation

/// What renders Core Image's images into bitmaps, as in Core Image (on
/// the CPU here; options are kept and change nothing).
open class CIContext: NSObject, @unchecked Sendable {
    /// The options it was made with.
    public let options: [CIContextOption: Any]

    /// A context with options (kept: the CPU renders either way).
    ///
    /// - Parameter options: The options.
    public init(options: [CIContextOption: Any]? = nil) {
        self.options = options ?? [:]
        super.init()
    }

    /// A context with the default options.
    public override convenience init() { self.init(options: nil) }

    /// The pixels of a rectangle of an image as a bitmap (8-bit sRGB, the
    /// rectangle's top row first); `nil` when the rectangle is empty,
    /// infinite or not finite, or larger than 16,384 pixels a side (as
    /// Core Image's CPU limit).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - fromRect: The rectangle, in Core Image's coordinates.
    /// - Returns: The bitmap.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let rect = fromRect.standardized
        guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
            rect.height.isFinite
        else { return nil }
        let cut = rect.integral
        guard cut.width >= 1, cut.height >= 1, cut.width <= 16_384, cut.height <= 16_384 else { return nil }
        let bitmap = CIBitmap.rendering(cut) { x, y in image.sample(x, y) }
        return CGImage(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgba)
    }

    /// PNG bytes of an image's extent (`format` and `colorSpace` are
    /// kept as 8-bit sRGB); `nil` when its extent is infinite or empty.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - format: The pixel format (8-bit RGBA is written).
    ///   - colorSpace: The color space (sRGB is written).
    ///   - options: Options (none change the output).
    /// - Returns: The bytes.
    open func pngRepresentation(
        of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? {
        createCGImage(image, from: image.extent)?.pngData()
    }
}

/// An option of a ``CIContext``, as in Core Image.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// An option of a name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Whether to render on the CPU (this context always does).
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    /// The working color space (linear sRGB here).
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    /// The output color space (sRGB here).
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    /// Whether to cache intermediates.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}

/// An option of an image representation, as in Core Image.
public struct CIImageRepresentationOption: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// An option of a name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// A pixel format, as in Core Image (the codes are this package's; every
/// format renders as 8-bit RGBA here).
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    /// The format's code.
    public let rawValue: Int32
    /// A format of a code.
    ///
    /// - Parameter rawValue: The code.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// 8-bit red, green, blue and alpha.
    public static let RGBA8 = CIFormat(rawValue: 264)
    /// 8-bit blue, green, red and alpha.
    public static let BGRA8 = CIFormat(rawValue: 266)
    /// 8-bit alpha, red, green and blue.
    public static let ARGB8 = CIFormat(rawValue: 264 + 1)
}
