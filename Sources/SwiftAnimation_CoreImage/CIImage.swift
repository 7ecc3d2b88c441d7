import AnimationViews
import CoreGraphics
import Foundation

/// An image Core Image computes with, as in Core Image: pixels over an
/// extent, or one color over an infinite one.
///
/// Filters compute their output when it is asked for, on the CPU, in Core
/// Image's working space (linear sRGB, premultiplied). Coordinates grow up
/// from the bottom-left corner, as in Core Image.
open class CIImage: NSObject, @unchecked Sendable {
    /// What the image holds.
    package enum Content: Sendable {
        /// One color everywhere (premultiplied, linear).
        case constant(SIMD4<Float>)
        /// Pixels over a finite extent.
        case bitmap(CIBitmap)
        /// Nothing.
        case empty
    }

    /// What the image holds.
    package let content: Content

    /// An image of its content.
    package init(content: Content) {
        self.content = content
        super.init()
    }

    /// The rectangle the image covers: infinite for a color, empty for an
    /// empty image.
    open var extent: CGRect {
        switch content {
        case .constant: CGRect.infinite
        case .bitmap(let bitmap): bitmap.extent
        case .empty: CGRect.zero
        }
    }

    /// An image of a bitmap's pixels, its bottom-left corner at the origin.
    ///
    /// - Parameter cgImage: The bitmap.
    public convenience init(cgImage: CGImage) {
        self.init(content: .bitmap(CIBitmap(rgba: cgImage.rgba, width: cgImage.width, height: cgImage.height)))
    }

    /// An image of PNG or JPEG bytes; `nil` when they do not decode (this
    /// package decodes images when built with the Cairo trait; without it
    /// every image is `nil`, with one warning).
    ///
    /// - Parameter data: The bytes.
    public convenience init?(data: Data) {
        guard let bitmap = Self.decode(data) else { return nil }
        self.init(content: .bitmap(bitmap))
    }

    /// An image of a file's PNG or JPEG bytes; `nil` when the file cannot
    /// be read or does not decode.
    ///
    /// - Parameter url: The file.
    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// An image of one color, infinite in extent.
    ///
    /// - Parameter color: The color.
    public convenience init(color: CIColor) {
        self.init(content: .constant(color.premultipliedLinear))
    }

    /// An image of nothing, of empty extent.
    open class func empty() -> CIImage { CIImage(content: .empty) }

    /// The image within a rectangle (rounded out to whole pixels); what
    /// lies outside is gone.
    ///
    /// - Parameter rect: The rectangle, in Core Image's coordinates.
    /// - Returns: The cropped image.
    open func cropped(to rect: CGRect) -> CIImage {
        let cut = rect.isInfinite ? extent : rect.standardized.intersection(extent)
        guard !cut.isNull, !cut.isEmpty, cut.width.isFinite, cut.height.isFinite else {
            return rect.isInfinite ? self : .empty()
        }
        return CIImage(content: .bitmap(CIBitmap.rendering(cut) { x, y in self.sample(x, y) }))
    }

    /// The image moved, scaled or rotated by an affine transform (sampled
    /// linearly, as Core Image does by default: a QR code scaled up has
    /// soft module edges; scale it with whole factors and SwiftUI's
    /// `.interpolation(.none)` for sharp ones).
    ///
    /// - Parameter matrix: The transform, in Core Image's coordinates.
    /// - Returns: The transformed image.
    open func transformed(by matrix: CGAffineTransform) -> CIImage {
        guard case .bitmap = content else { return self }
        let inverse = matrix.inverted()
        guard matrix.a.isFinite, matrix.b.isFinite, matrix.c.isFinite, matrix.d.isFinite, matrix.tx.isFinite,
            matrix.ty.isFinite, abs(matrix.a * matrix.d - matrix.b * matrix.c) > 1e-12
        else { return .empty() }
        let target = extent.applying(matrix)
        return CIImage(
            content: .bitmap(
                CIBitmap.rendering(target) { x, y in
                    let source = CGPoint(x: x, y: y).applying(inverse)
                    return self.sample(source.x, source.y)
                }))
    }

    /// The image through a filter of a name, with parameters besides its
    /// input image; an empty image when no filter has that name.
    ///
    /// - Parameters:
    ///   - filterName: The filter's name (`"CISepiaTone"`).
    ///   - params: Values by input key.
    /// - Returns: The filter's output.
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return .empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    /// The image through a filter of a name with its default values.
    ///
    /// - Parameter filterName: The filter's name.
    /// - Returns: The filter's output.
    open func applyingFilter(_ filterName: String) -> CIImage {
        applyingFilter(filterName, parameters: [:])
    }

    /// The image blurred by a Gaussian of a standard deviation (as
    /// `CIGaussianBlur` with that radius).
    ///
    /// - Parameter sigma: The standard deviation, in pixels.
    /// - Returns: The blurred image.
    open func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    /// The color at a point (linear, premultiplied).
    package func sample(_ x: Double, _ y: Double) -> SIMD4<Float> {
        switch content {
        case .constant(let color): color
        case .bitmap(let bitmap): bitmap.sample(x, y)
        case .empty: .zero
        }
    }

    /// The image's pixels over its extent; `nil` for an infinite or empty
    /// image.
    package var bitmap: CIBitmap? {
        if case .bitmap(let bitmap) = content { return bitmap }
        return nil
    }

    /// Decoded pixels of image bytes; without a decoder, `nil` and a
    /// warning to the current host (once per host).
    package static func decode(_ data: Data) -> CIBitmap? {
        guard ImagePixels.canDecode else {
            CurrentHost.warn(
                "Core Image: images are decoded with the Cairo trait (gdk-pixbuf); this build has none, "
                    + "so CIImage(image:), CIImage(data:) and CIImage(contentsOf:) are nil.")
            return nil
        }
        return ImagePixels.decode(data: data).map { CIBitmap(rgba: $0.rgba, width: $0.width, height: $0.height) }
    }
}
