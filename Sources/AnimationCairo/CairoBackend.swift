#if Cairo
import AnimationProcess
import AnimationRender
import AnimationViews
import CCairo
import Foundation

/// The raster backend of this module: Cairo, librsvg and poppler. It
/// registers itself when a program that links this module starts (the
/// `AnimationCairoRegistration` C target's constructor calls
/// ``registerCairoBackend()``), so that the modules that use it need not
/// import it, nor its C modules.
struct CairoBackend: RasterBackend {
    func image(_ list: DisplayList, renderer: PNGRenderer) -> RGBAImage {
        let surface = renderer.draw(list)
        defer { cairo_surface_destroy(surface) }
        return RGBAImage(surface: surface)
    }

    func writePNG(_ list: DisplayList, renderer: PNGRenderer, to url: URL) throws {
        let surface = renderer.draw(list)
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_write_to_png(surface, url.path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGRenderer.RenderError(description: "cannot write \(url.path): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    func pngData(_ list: DisplayList, renderer: PNGRenderer) throws -> Data {
        try renderer.cairoPNGData(list)
    }

    func fontSource(family: String, bold: Bool, italic: Bool) -> PNGRenderer.FontSource {
        CairoFonts.source(family: family, bold: bold, italic: italic)
    }

    func decodePNG(_ data: Data) -> RGBAImage? {
        RGBAImage(cairoPNG: data)
    }

    func browserImage(_ asset: AssetCatalog.ImageAsset) -> (data: Data, mimeType: String)? {
        CairoImage.browserImage(asset)
    }
}

/// Registers the Cairo backend; called once, by the registration target's
/// constructor, before `main`.
@_cdecl("swift_animation_register_cairo_backend")
func registerCairoBackend() {
    RasterBackends.register(CairoBackend())
    ImagePixels.register(CairoImage.bitmap(ofFile:))
    // ffmpeg, for GIF and MP4 of PNG frames: in the caller's process group
    // (a preview's program killed at its limit takes it along), an hour at most.
    VideoEncoder.register { executable, arguments in
        let outcome = try ChildProcess(executable: executable, arguments: arguments, timeLimit: 3600, ownsProcessGroup: false).run()
        return (outcome.status, outcome.standardError)
    }
}
#endif
