#if Cairo
import AnimationCore
import AnimationViews
import CCairo
import Foundation

/// Paints (colors, gradients and tiled images) as Cairo sources.
///
/// Linear and radial gradients are Cairo's own (padded beyond their ends,
/// as SwiftUI's); an elliptical gradient is a radial gradient with a
/// pattern matrix; an angular gradient is a mesh of sectors of at most 6°,
/// each shading from the color at its start angle to the color at its end
/// angle. A mesh gradient is a mesh of its own patches (see
/// `setMeshSource`).
enum CairoPaint {
    /// Makes `paint` the context's source.
    static func setSource(_ paint: DisplayList.Paint, in context: OpaquePointer) {
        switch paint {
        case .color(let color):
            cairo_set_source_rgba(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
            return
        case .linearGradient(let stops, let start, let end):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            use(pattern, stops: stops, in: context)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let pattern = cairo_pattern_create_radial(center.x, center.y, startRadius, center.x, center.y, endRadius)!
            use(pattern, stops: stops, in: context)
        case .ellipticalGradient(let stops, let center, let radii, let start, let end):
            let pattern = cairo_pattern_create_radial(0, 0, start, 0, 0, end)!
            // The pattern's matrix maps user space to the unit circle's space.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / max(radii.width, 1e-9), 1 / max(radii.height, 1e-9))
            cairo_matrix_translate(&matrix, -center.x, -center.y)
            cairo_pattern_set_matrix(pattern, &matrix)
            use(pattern, stops: stops, in: context)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let pattern = cairo_pattern_create_mesh()!
            var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
            cairo_clip_extents(context, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
            let corners = [(clip.x1, clip.y1), (clip.x2, clip.y1), (clip.x1, clip.y2), (clip.x2, clip.y2)]
            let radius = (corners.map { hypot($0.0 - center.x, $0.1 - center.y) }.max() ?? 0) * 1.1 + 1
            let count = 60
            let step = 2 * Double.pi / Double(count)
            // Hard edges (two stops at one location, the middle of the
            // missing part of a turn) fall inside a sector and are shaded
            // across it.
            for index in 0..<count {
                let a0 = Double(index) * step, a1 = a0 + step
                let c0 = DisplayList.Paint.color(of: stops, at: DisplayList.Paint.angularLocation(at: a0, startAngle: startAngle, endAngle: endAngle))
                let c1 = DisplayList.Paint.color(
                    of: stops, at: DisplayList.Paint.angularLocation(at: a1 - 1e-9, startAngle: startAngle, endAngle: endAngle))
                // A sector: the center, then an arc as one cubic curve.
                let k = 4.0 / 3.0 * tan(step / 4) * radius
                let p0 = (center.x + radius * cos(a0), center.y + radius * sin(a0))
                let p1 = (center.x + radius * cos(a1), center.y + radius * sin(a1))
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, center.x, center.y)
                cairo_mesh_pattern_line_to(pattern, p0.0, p0.1)
                cairo_mesh_pattern_curve_to(
                    pattern, p0.0 - k * sin(a0), p0.1 + k * cos(a0), p1.0 + k * sin(a1), p1.1 - k * cos(a1), p1.0, p1.1)
                cairo_mesh_pattern_line_to(pattern, center.x, center.y)
                for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(
                        pattern, UInt32(corner), Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
        case .meshGradient(let mesh):
            setMeshSource(mesh, in: context)
        case .image(let tiled):
            CairoImage.setTiledSource(tiled, in: context)
        }
    }

    /// A mesh gradient as a Cairo mesh pattern: a patch of its background
    /// over the clip, then each of its patches cut into 8 × 8 patches with
    /// straight edges, whose corners take the mesh's points and colors
    /// (Cairo blends bilinearly inside each).
    private static func setMeshSource(_ mesh: DisplayList.MeshGradient, in context: OpaquePointer) {
        let pattern = cairo_pattern_create_mesh()!
        func corner(_ index: Int, _ color: Color.Resolved) {
            cairo_mesh_pattern_set_corner_color_rgba(
                pattern, UInt32(index), Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
        }
        if mesh.background.opacity > 0 {
            var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
            cairo_clip_extents(context, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, clip.x1 - 1, clip.y1 - 1)
            cairo_mesh_pattern_line_to(pattern, clip.x2 + 1, clip.y1 - 1)
            cairo_mesh_pattern_line_to(pattern, clip.x2 + 1, clip.y2 + 1)
            cairo_mesh_pattern_line_to(pattern, clip.x1 - 1, clip.y2 + 1)
            for index in 0..<4 { corner(index, mesh.background) }
            cairo_mesh_pattern_end_patch(pattern)
        }
        for cell in mesh.cells(subdivisions: 8) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, cell.corners[0].x, cell.corners[0].y)
            for point in cell.corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, point.x, point.y) }
            for (index, color) in cell.colors.enumerated() { corner(index, color) }
            cairo_mesh_pattern_end_patch(pattern)
        }
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }

    private static func use(_ pattern: OpaquePointer, stops: [DisplayList.GradientStop], in context: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, Double(stop.color.red), Double(stop.color.green), Double(stop.color.blue), Double(stop.color.opacity))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }
}
#endif
