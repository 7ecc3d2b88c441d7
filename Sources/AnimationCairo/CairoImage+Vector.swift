#if Cairo
import AnimationCore
import AnimationViews
import CCairo
import CPoppler
import CRsvg
import Foundation
import Synchronization

/// A vector image drawn by Cairo: an SVG document (librsvg) or a PDF
/// document's first page (poppler).
enum VectorDocument: Sendable {
    case svg(SVGHandle)
    case pdf(PDFPage)

    /// Draws the document filling a box of `size` at the context's origin.
    func draw(in size: CGSize, context: OpaquePointer) {
        switch self {
        case .svg(let svg):
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            var error: UnsafeMutablePointer<GError>?
            _ = rsvg_handle_render_document(svg.handle, context, &viewport, &error)
            if let error { g_error_free(error) }
        case .pdf(let pdf):
            guard pdf.size.width > 0, pdf.size.height > 0 else { return }
            cairo_save(context)
            cairo_scale(context, size.width / pdf.size.width, size.height / pdf.size.height)
            poppler_page_render(pdf.page, context)
            cairo_restore(context)
        }
    }

    /// The document drawn into pixels at its size times a scale (a new
    /// surface the caller destroys).
    func rasterize(size: CGSize, scale: Double) -> OpaquePointer? {
        let width = Int32((size.width * scale).rounded(.up)), height = Int32((size.height * scale).rounded(.up))
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        draw(in: size, context: context)
        return surface
    }
}

/// A librsvg handle, released with its last reference.
final class SVGHandle: @unchecked Sendable {
    let handle: UnsafeMutablePointer<RsvgHandle>

    init(_ handle: UnsafeMutablePointer<RsvgHandle>) { self.handle = handle }

    deinit { g_object_unref(handle) }
}

/// A PDF document's first page, with its size in points.
final class PDFPage: @unchecked Sendable {
    let document: OpaquePointer
    let page: OpaquePointer
    let size: CGSize

    /// Opens a file's first page; `nil` (with poppler's error) when the
    /// file is not a PDF poppler reads or has no page.
    init?(file: URL, error: inout UnsafeMutablePointer<GError>?) {
        guard let uri = g_filename_to_uri(file.path, nil, &error) else { return nil }
        defer { g_free(uri) }
        guard let document = poppler_document_new_from_file(uri, nil, &error) else { return nil }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            g_object_unref(UnsafeMutableRawPointer(document))
            return nil
        }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        self.document = document
        self.page = page
        self.size = CGSize(width: width, height: height)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
    }
}

extension CairoImage {
    /// Converted files, by file: what browsers cannot draw from the file
    /// itself.
    private static let converted = Mutex<[URL: (data: Data, mimeType: String)]>([:])

    /// An image that browsers do not decode, as a file they do: a HEIC
    /// image as PNG, a PDF page as SVG (its vectors kept). `nil` (after one
    /// warning) when it does not decode; converted files are kept, up to
    /// ``cacheLimit``.
    static func browserImage(_ asset: AssetCatalog.ImageAsset) -> (data: Data, mimeType: String)? {
        if let done = converted.withLock({ $0[asset.file] }) { return done }
        guard let decoded = decoded(asset) else { return nil }
        let result: (data: Data, mimeType: String)?
        if case .pdf(let pdf)? = decoded.vector {
            result = svgData(of: pdf).map { ($0, "image/svg+xml") }
        } else if let surface = decoded.surface {
            result = pngData(of: surface).map { ($0, "image/png") }
        } else {
            result = nil
        }
        if let result {
            converted.withLock { table in
                if table.count >= cacheLimit { table.removeAll() }
                table[asset.file] = result
            }
        }
        return result
    }

    /// Bytes Cairo writes to a stream.
    private final class Stream {
        var data = Data()
    }

    private static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<Stream>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }

    /// A PDF page drawn on Cairo's SVG surface.
    private static func svgData(of pdf: PDFPage) -> Data? {
        let stream = Stream()
        let closure = Unmanaged.passUnretained(stream).toOpaque()
        guard let surface = cairo_svg_surface_create_for_stream(write, closure, pdf.size.width, pdf.size.height) else { return nil }
        let context = cairo_create(surface)!
        poppler_page_render(pdf.page, context)
        cairo_destroy(context)
        cairo_surface_finish(surface)
        let ok = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        cairo_surface_destroy(surface)
        return withExtendedLifetime(stream) { ok && !stream.data.isEmpty ? stream.data : nil }
    }

    /// An image surface written as PNG.
    private static func pngData(of surface: OpaquePointer) -> Data? {
        let stream = Stream()
        let closure = Unmanaged.passUnretained(stream).toOpaque()
        let status = cairo_surface_write_to_png_stream(surface, write, closure)
        return withExtendedLifetime(stream) { status == CAIRO_STATUS_SUCCESS ? stream.data : nil }
    }
}
#endif
