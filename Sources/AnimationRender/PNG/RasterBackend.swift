import AnimationViews
import Foundation
import Synchronization

/// What draws display lists into pixels and reads PNG files: the Cairo
/// backend (the `AnimationCairo` module, built with the `Cairo` trait)
/// registers itself when a program links it, so that no module of this
/// package's public interface imports a C module (a library that says
/// `#if canImport(SwiftUI)` could not find it). Without one, PNG output
/// reports that it needs the trait.
package protocol RasterBackend: Sendable {
    /// Draws `list` as `renderer` sets it up.
    func image(_ list: DisplayList, renderer: PNGRenderer) -> RGBAImage

    /// Draws `list` and writes it as a PNG file (compressed well).
    func writePNG(_ list: DisplayList, renderer: PNGRenderer, to url: URL) throws

    /// Draws `list` and returns PNG bytes (compressed fast).
    func pngData(_ list: DisplayList, renderer: PNGRenderer) throws -> Data

    /// Decodes PNG bytes; `nil` when they are not a PNG.
    func decodePNG(_ data: Data) -> RGBAImage?

    /// Where text of a family, weight and slant is drawn from.
    func fontSource(family: String, bold: Bool, italic: Bool) -> PNGRenderer.FontSource

    /// An asset a browser cannot show (PDF, HEIC) as one it can (SVG, PNG);
    /// `nil` when it does not decode.
    func browserImage(_ asset: AssetCatalog.ImageAsset) -> (data: Data, mimeType: String)?
}

/// The registered ``RasterBackend``.
package enum RasterBackends {
    private static let registered = Mutex<(any RasterBackend)?>(nil)

    /// The backend, if one registered.
    package static var current: (any RasterBackend)? {
        registered.withLock { $0 }
    }

    /// Registers `backend` (the last registration wins).
    package static func register(_ backend: any RasterBackend) {
        registered.withLock { $0 = backend }
    }

    /// What to tell the user when PNG output is asked for without a backend.
    package static let missing =
        "PNG output needs the package built with the Cairo trait (Debian: libcairo2-dev librsvg2-dev libpoppler-glib-dev; "
        + "swift build --traits Cairo)"
}
