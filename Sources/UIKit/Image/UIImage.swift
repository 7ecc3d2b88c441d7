import AnimationCore
import AnimationViews
import Foundation
import Synchronization

/// An image, as in UIKit: an image of the app's asset catalog, a system
/// symbol, or decoded bytes (PNG, JPEG or SVG). SwiftUI draws one through
/// `Image(uiImage:)`.
open class UIImage: NSObject, @unchecked Sendable {
    /// Where the image's pixels come from.
    package enum Source: Hashable, Sendable {
        /// An image of an asset catalog, by name, and the folder of its
        /// bundle (`nil`: the main bundle's).
        case asset(String, bundlePath: String?)
        /// A system symbol, by name.
        case symbol(String)
        /// Image bytes.
        case data(Data)
    }

    /// How an image is drawn: in its own colors, or as a template filled
    /// with the tint color.
    public enum RenderingMode: Int, Sendable {
        /// Templates for symbols, the image's colors otherwise.
        case automatic
        /// The image's own colors.
        case alwaysOriginal
        /// The image's opaque pixels filled with the tint color.
        case alwaysTemplate
    }

    /// The image's pixels.
    package let source: Source
    /// The pixels it was made of, or decoded once asked for.
    package let bitmapStorage = Mutex<CGImage?>(nil)
    /// The size in points: pixels divided by ``scale``.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// The drawing an image renderer recorded (its ``source`` is the SVG
    /// document of it), which `cgImage` rasterizes at ``scale``; `nil`
    /// for other images.
    package let drawing: DisplayList?

    /// An image of a source, its size in points and scale.
    package init(
        source: Source, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic, drawing: DisplayList? = nil
    ) {
        self.source = source
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.drawing = drawing
        super.init()
    }

    /// An image of the asset catalog, whether the catalog has it or not
    /// (an `#imageLiteral`): SwiftUI draws a missing one as a placeholder.
    convenience init(asset name: String, bundlePath: String? = nil) {
        let asset = AssetBundles.image(named: name, bundlePath: bundlePath)
        self.init(source: .asset(name, bundlePath: bundlePath), size: asset?.size ?? .zero, scale: CGFloat(asset?.scale ?? 1))
    }

    /// The asset image of an `#imageLiteral` (drawn as a placeholder when
    /// the catalog lacks it).
    public required convenience init(imageLiteralResourceName path: String) {
        self.init(asset: path)
    }

    /// An image of the app's asset catalog (the assets folder of the host:
    /// `animate preview --assets`, `ViewHost(... assets:)`, else the main
    /// bundle's catalogs); `nil` when there is no image of that name, as in
    /// UIKit.
    ///
    /// - Parameter name: The image's name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image of a bundle's asset catalogs (after the host's assets
    /// folder); `nil` when there is no image of that name. The traits are
    /// not read: the image keeps every variant, and SwiftUI draws the one
    /// of its environment's scale and appearance.
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: The bundle; the main bundle when `nil`.
    ///   - traitCollection: Not read.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundlePath = bundle?.bundleURL.path
        guard let asset = AssetBundles.image(named: name, bundlePath: bundlePath) else { return nil }
        self.init(source: .asset(name, bundlePath: bundlePath), size: asset.size, scale: CGFloat(asset.scale))
    }

    /// A system symbol. The headless host has no symbol table, so every
    /// name that is not empty makes an image (UIKit returns `nil` for a
    /// name it does not know); it draws as SwiftUI's `Image(systemName:)`.
    ///
    /// - Parameter systemName: The symbol's name.
    public convenience init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        self.init(source: .symbol(systemName), size: CGSize(width: 20, height: 20), scale: 3)
    }

    /// A system symbol with a configuration (its point size sets the size).
    ///
    /// - Parameters:
    ///   - systemName: The symbol's name.
    ///   - configuration: The configuration.
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !systemName.isEmpty else { return nil }
        let side = configuration?.pointSize ?? 20
        self.init(source: .symbol(systemName), size: CGSize(width: side, height: side), scale: 3)
    }

    /// An image of PNG, JPEG or SVG bytes, at a scale; `nil` for other
    /// bytes (a headless host decodes no other format).
    ///
    /// - Parameters:
    ///   - data: The bytes.
    ///   - scale: Pixels per point (1 by default, as in UIKit).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = RuntimeImages.pixelSize(of: data) else { return nil }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.init(source: .data(data), size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }

    /// An image of a file's PNG, JPEG or SVG bytes; `nil` when the file
    /// cannot be read or is not such an image.
    ///
    /// - Parameter path: The file's path.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// An image with no pixels, of size zero.
    public override convenience init() {
        self.init(source: .data(Data()), size: .zero, scale: 1)
    }

    /// The same image drawn in another rendering mode.
    ///
    /// - Parameter renderingMode: The mode.
    /// - Returns: The image.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, size: size, scale: scale, renderingMode: renderingMode, drawing: drawing)
    }

    /// The same image drawn as a template in a color: the color is not
    /// kept (SwiftUI fills a template with the foreground style).
    ///
    /// - Parameters:
    ///   - color: The color.
    ///   - renderingMode: The mode.
    /// - Returns: The image.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .automatic) -> UIImage {
        UIImage(source: source, size: size, scale: scale, renderingMode: renderingMode, drawing: drawing)
    }

    /// The PNG bytes of an image made from PNG bytes, or of an image
    /// renderer's drawing (rasterized at the image's scale, in a program
    /// built with the `Cairo` trait); `nil` otherwise (the host encodes no
    /// other images).
    open func pngData() -> Data? {
        if drawing != nil { return cgImage?.pngData() }
        guard case .data(let data) = source, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return data
    }

    /// The JPEG bytes of an image made from JPEG bytes; `nil` otherwise
    /// (the host encodes no images).
    ///
    /// - Parameter compressionQuality: Unused.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        guard case .data(let data) = source, data.starts(with: [0xFF, 0xD8]) else { return nil }
        return data
    }

    /// The configuration of a symbol image.
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// The point size, when one was given.
        public let pointSize: CGFloat?

        /// A configuration of a point size.
        ///
        /// - Parameter pointSize: The size.
        public init(pointSize: CGFloat) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : nil
            super.init()
        }

        /// A configuration of a point size and a weight (the weight is
        /// not drawn: symbols have one weight here).
        ///
        /// - Parameters:
        ///   - pointSize: The size.
        ///   - weight: The weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize)
        }

        /// A configuration of a text style's size.
        ///
        /// - Parameter textStyle: The style.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize)
        }
    }

    /// The weights of symbols.
    public enum SymbolWeight: Int, Sendable {
        /// No weight given.
        case unspecified
        /// Ultralight.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }
}

/// Saves an image to the photo library, as UIKit's function does: the
/// headless host has no library, so the image is recorded in
/// ``UIImageSavedToPhotosAlbum`` and the completion selector is not called
/// (Linux has no Objective-C runtime to call it with).
///
/// - Parameters:
///   - image: The image.
///   - completionTarget: Unused.
///   - completionSelector: Unused.
///   - contextInfo: Unused.
@MainActor
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?, _ contextInfo: UnsafeMutableRawPointer?
) {
    UIImageSavedToPhotosAlbum.append(image)
}

/// The images ``UIImageWriteToSavedPhotosAlbum(_:_:_:_:)`` saved, in order,
/// for tests to read (not UIKit API).
@MainActor
public var UIImageSavedToPhotosAlbum: [UIImage] = []

extension UIImage {
    /// The SwiftUI image that draws this image (what `Image(uiImage:)`
    /// is): an asset image as `Image(_:)`, a symbol as
    /// `Image(systemName:)`, an image of bytes (PNG, JPEG, SVG) as those
    /// pixels at its size; an image of no pixels (`UIImage()`) draws the
    /// missing-image placeholder.
    package var swiftUIImage: Image {
        let image: Image =
            switch source {
            case .asset(let name, let bundlePath): Image(name, bundlePath: bundlePath)
            case .symbol(let name): Image(systemName: name)
            case .data(let data): Image(RuntimeImages.register(data, scale: scale) ?? "UIImage")
            }
        switch renderingMode {
        case .automatic: return image
        case .alwaysOriginal: return image.renderingMode(.original)
        case .alwaysTemplate: return image.renderingMode(.template)
        }
    }
}
