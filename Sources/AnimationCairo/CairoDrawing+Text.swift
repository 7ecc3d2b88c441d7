#if Cairo
import AnimationCore
import AnimationRender
import AnimationViews
import CCairo
import Foundation

extension PNGRenderer {
    /// A run of text: each character at its place, in the face's family
    /// (Inter from the shipped files, Liberation from the machine's: see
    /// `CairoFonts`), scaled across by its width, then its lines.
    func drawText(_ run: DisplayList.TextRun, in context: OpaquePointer) {
        let face = run.face
        cairo_set_font_face(context, CairoFonts.face(family: face.family, bold: face.weight >= 600, italic: face.italic).face)
        // The size, narrowed or widened by the font's width.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(face.size * face.widthScale), Double(face.size))
        cairo_set_font_matrix(context, &matrix)
        cairo_new_path(context)
        for (character, x) in zip(run.string, run.positions) {
            cairo_move_to(context, Double(x), Double(run.baseline))
            cairo_text_path(context, String(character))
        }
        CairoPaint.setSource(run.paint, in: context)
        cairo_fill(context)
        for decoration in [run.underline, run.strikethrough].compactMap({ $0 }) {
            cairo_new_path(context)
            cairo_move_to(context, Double(run.positions.first ?? run.endX), Double(decoration.y))
            cairo_line_to(context, Double(run.endX), Double(decoration.y))
            cairo_set_line_width(context, Double(decoration.thickness))
            let dashes = decoration.dash.map { Double($0) }
            cairo_set_dash(context, dashes, Int32(dashes.count), 0)
            if let color = decoration.color {
                setColor(context, color)
            } else {
                CairoPaint.setSource(run.paint, in: context)
            }
            cairo_stroke(context)
            cairo_set_dash(context, nil, 0, 0)
        }
    }
}
#endif
