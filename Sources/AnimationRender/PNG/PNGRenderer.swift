import AnimationCore
import AnimationViews
import Foundation

/// Draws a ``/AnimationEngine/DisplayList`` into pixels, and writes PNG files.
///
/// The pixels are Cairo's: a program that links the package built with the
/// `Cairo` trait (`swift build --traits Cairo`; Debian's `libcairo2-dev`,
/// `librsvg2-dev`, `libpoppler-glib-dev`) can draw; ``isAvailable`` says
/// whether this one can. It draws what the SVG renderer draws; blurs
/// (effects and shadows) are three box blurs, close to the SVG renderer's
/// Gaussian.
public struct PNGRenderer: Sendable {
    /// The size of the drawing, in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Double
    /// The background, or `nil` for a transparent one.
    public var background: Color?

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - scale: Pixels per point; 1 by default.
    ///   - background: The background; white by default.
    public init(size: CGSize, scale: Double = 1, background: Color? = .white) {
        self.size = size
        self.scale = scale
        self.background = background
    }

    /// A failure to draw or write, or PNG output in a program built
    /// without the `Cairo` trait.
    public struct RenderError: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String

        /// Creates an error with a message for people.
        public init(description: String) {
            self.description = description
        }
    }

    /// Whether this program can draw pixels (it links the package built
    /// with the `Cairo` trait).
    public static var isAvailable: Bool { RasterBackends.current != nil }

    /// Draws a display list into an image.
    ///
    /// - Parameter list: What to draw.
    /// - Returns: The pixels.
    /// - Precondition: ``isAvailable``.
    public func image(_ list: DisplayList) -> RGBAImage {
        guard let backend = RasterBackends.current else { preconditionFailure(RasterBackends.missing) }
        return backend.image(list, renderer: self)
    }

    /// Draws a display list and writes it as a PNG file.
    ///
    /// - Parameters:
    ///   - list: What to draw.
    ///   - url: The file to write.
    /// - Throws: ``RenderError`` when the file cannot be written, or when
    ///   the program cannot draw (``isAvailable``).
    public func writePNG(_ list: DisplayList, to url: URL) throws {
        guard let backend = RasterBackends.current else { throw RenderError(description: RasterBackends.missing) }
        try backend.writePNG(list, renderer: self, to: url)
    }

    /// Draws a display list and returns it as PNG bytes: 8-bit RGBA,
    /// written by libpng with its fast setting (larger files than
    /// ``writePNG(_:to:)``'s, in a quarter of the time: snapshots are
    /// written often and read back by tests). The same pixels give the same
    /// bytes every time.
    ///
    /// - Parameter list: What to draw.
    /// - Returns: The PNG file's bytes.
    /// - Throws: ``RenderError`` when libpng cannot encode the image, or
    ///   when the program cannot draw (``isAvailable``).
    public func pngData(_ list: DisplayList) throws -> Data {
        guard let backend = RasterBackends.current else { throw RenderError(description: RasterBackends.missing) }
        return try backend.pngData(list, renderer: self)
    }
}

extension RGBAImage {
    /// Decodes a PNG file's bytes (any PNG Cairo reads: 8-bit RGB or RGBA,
    /// gray, palette).
    ///
    /// - Parameter png: The bytes.
    /// - Returns: The pixels, or `nil` when the bytes are not a PNG Cairo
    ///   can read (empty, truncated, another format), or when the program
    ///   cannot draw (``PNGRenderer/isAvailable``).
    public init?(png: Data) {
        guard let image = RasterBackends.current?.decodePNG(png) else { return nil }
        self = image
    }
}
