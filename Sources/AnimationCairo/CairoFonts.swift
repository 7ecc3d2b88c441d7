#if Cairo
import AnimationRender
import CCairo
import Foundation
import Synchronization

/// The faces text is drawn with in PNG output.
///
/// Inter, the face of SwiftUI's system font here (its widths are what
/// text is measured with), is drawn from the files this package ships in
/// `Fonts/` whatever the machine has installed, so that a PNG with text is
/// the same on every machine. Serif and monospaced text (Liberation Serif
/// and Liberation Mono) come from the machine through fontconfig;
/// ``source(family:bold:italic:)`` says which file drew them, or which
/// font stood in for a family the machine lacks.
enum CairoFonts {
    /// The family drawn from the shipped files.
    static let shippedFamily = "Inter"

    /// The folder of the shipped files: in the resource bundle beside the
    /// program (where SwiftPM copies it), else this source folder's
    /// `Fonts/`; `nil` when neither holds them.
    static let shippedFolder: URL? = {
        let bundle = "swift-animation_AnimationCairo.resources"
        var candidates = [Bundle.main.bundleURL.appendingPathComponent(bundle)]
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent(bundle))
        }
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        return candidates.map { $0.appendingPathComponent("Fonts") }.first { folder in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Inter-Regular.otf").path)
        }
    }()

    /// A face of a family: its Cairo font face (kept for the program's
    /// life) and where it comes from.
    final class Face: @unchecked Sendable {
        /// The Cairo font face; immutable once made, so shared across threads.
        let face: OpaquePointer
        /// Where it comes from.
        let source: PNGRenderer.FontSource

        init(face: OpaquePointer, source: PNGRenderer.FontSource) {
            self.face = face
            self.source = source
        }
    }

    private struct Key: Hashable {
        var family: String
        var bold: Bool
        var italic: Bool
    }

    private static let faces = Mutex<[Key: Face]>([:])

    /// The face text of a family, weight and slant is drawn with.
    static func face(family: String, bold: Bool, italic: Bool) -> Face {
        let key = Key(family: family, bold: bold, italic: italic)
        return faces.withLock { faces in
            if let face = faces[key] { return face }
            let made = make(key)
            faces[key] = made
            return made
        }
    }

    /// Where text of a family is drawn from (see ``PNGRenderer/FontSource``).
    static func source(family: String, bold: Bool, italic: Bool) -> PNGRenderer.FontSource {
        face(family: family, bold: bold, italic: italic).source
    }

    private static func make(_ key: Key) -> Face {
        let style = (key.bold ? "Bold" : "") + (key.italic ? "Italic" : "")
        if key.family == shippedFamily, let folder = shippedFolder {
            let file = folder.appendingPathComponent("Inter-\(style.isEmpty ? "Regular" : style).otf").path
            let pattern = FcPatternCreate()!
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FILE, file)
            FcPatternAddInteger(pattern, FC_INDEX, 0)
            let face = cairo_ft_font_face_create_for_pattern(pattern)!
            return Face(
                face: face,
                source: PNGRenderer.FontSource(
                    family: key.family, bold: key.bold, italic: key.italic, drawnFamily: key.family, file: file, isShipped: true))
        }
        // The machine's: what fontconfig matches, as Cairo's own lookup does.
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, key.family)
        FcPatternAddInteger(pattern, FC_WEIGHT, key.bold ? Int32(FC_WEIGHT_BOLD) : Int32(FC_WEIGHT_REGULAR))
        FcPatternAddInteger(pattern, FC_SLANT, key.italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        var drawnFamily = "none", file: String?
        if let match = FcFontMatch(nil, pattern, &result) {
            defer { FcPatternDestroy(match) }
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(match, FC_FAMILY, 0, &value) == FcResultMatch, let value {
                drawnFamily = String(cString: value)
            }
            if FcPatternGetString(match, FC_FILE, 0, &value) == FcResultMatch, let value {
                file = String(cString: value)
            }
        }
        let face = cairo_toy_font_face_create(
            key.family, key.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
            key.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)!
        return Face(
            face: face,
            source: PNGRenderer.FontSource(
                family: key.family, bold: key.bold, italic: key.italic, drawnFamily: drawnFamily, file: file,
                isShipped: false))
    }

    /// Sets a context to draw glyph outlines the same on every machine:
    /// no hinting (which a machine's fontconfig settings choose), grey
    /// antialiasing, unhinted metrics.
    static func pinOptions(of context: OpaquePointer) {
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
    }
}
#endif
