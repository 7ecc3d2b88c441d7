import Foundation
import Synchronization

/// The pixels of image files, for what computes with them (Core Image's
/// filters): decoded by the raster backend (the Cairo trait's gdk-pixbuf,
/// which registers itself when a program links it). Without one nothing
/// decodes, and callers say so.
package enum ImagePixels {
    /// Decoded pixels: 8-bit red, green, blue and alpha, not
    /// premultiplied, rows from the top.
    package struct Bitmap: Sendable, Equatable {
        /// The width in pixels.
        package var width: Int
        /// The height in pixels.
        package var height: Int
        /// `width × height × 4` bytes.
        package var rgba: [UInt8]

        /// A bitmap of its size and bytes.
        package init(width: Int, height: Int, rgba: [UInt8]) {
            self.width = width
            self.height = height
            self.rgba = rgba
        }
    }

    private static let decoder = Mutex<(@Sendable (URL) -> Bitmap?)?>(nil)

    /// Registers the function that decodes an image file (the last
    /// registration wins).
    package static func register(_ decode: @escaping @Sendable (URL) -> Bitmap?) {
        decoder.withLock { $0 = decode }
    }

    /// Whether a decoder is registered.
    package static var canDecode: Bool { decoder.withLock { $0 != nil } }

    /// The pixels of an image file; `nil` when no decoder is registered or
    /// the file does not decode.
    package static func decode(file: URL) -> Bitmap? {
        guard let decode = decoder.withLock({ $0 }) else { return nil }
        return decode(file)
    }

    /// The pixels of PNG, JPEG (or, with the loaders, WebP and HEIC)
    /// bytes; `nil` when no decoder is registered or they do not decode.
    package static func decode(data: Data) -> Bitmap? {
        guard canDecode, let name = RuntimeImages.register(data, scale: 1), let asset = RuntimeImages.image(named: name) else {
            return nil
        }
        return decode(file: asset.file)
    }
}
