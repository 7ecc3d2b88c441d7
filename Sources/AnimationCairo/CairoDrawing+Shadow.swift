#if Cairo
import AnimationCore
import AnimationRender
import AnimationViews
import CCairo
import Foundation

extension PNGRenderer {
    /// A drop shadow under a group: the group's shape in the shadow's
    /// color (at the item's opacity), blurred, offset.
    func drawDropShadow(of group: OpaquePointer, _ shadow: DisplayList.Shadow, opacity: Double, in context: OpaquePointer) {
        cairo_push_group(context)
        setColor(context, shadow.color, alpha: opacity)
        cairo_mask(context, group)
        let shape = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(shape) }
        if shadow.radius > 0 { blur(shape, radius: shadow.radius) }
        cairo_save(context)
        cairo_translate(context, Double(shadow.offset.width), Double(shadow.offset.height))
        cairo_set_source(context, shape)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// A group with an inner shadow on top: the shadow's color everywhere
    /// the group is not, blurred and offset, then kept only where the group
    /// is (by its alpha). Returns the new group; the old one is released.
    func innerShadowed(_ group: OpaquePointer, _ shadow: DisplayList.Shadow, in context: OpaquePointer) -> OpaquePointer {
        cairo_push_group(context)
        setColor(context, Color.Resolved(red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue, opacity: 1))
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source(context, group)
        cairo_paint(context)
        let outside = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(outside) }
        if shadow.radius > 0 { blur(outside, radius: shadow.radius) }
        cairo_push_group(context)
        cairo_set_source(context, group)
        cairo_paint(context)
        // The outside moved by the offset (in its pattern's matrix, so
        // that the mask below stays in place).
        var matrix = cairo_matrix_t()
        cairo_pattern_get_matrix(outside, &matrix)
        cairo_matrix_translate(&matrix, -Double(shadow.offset.width), -Double(shadow.offset.height))
        cairo_pattern_set_matrix(outside, &matrix)
        cairo_set_source(context, outside)
        // The shadow's own opacity, inside the group's shape only.
        cairo_push_group(context)
        cairo_set_source(context, group)
        cairo_paint_with_alpha(context, Double(shadow.color.opacity))
        let inside = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(inside) }
        cairo_mask(context, inside)
        let result = cairo_pop_group(context)!
        cairo_pattern_destroy(group)
        return result
    }
}
#endif
