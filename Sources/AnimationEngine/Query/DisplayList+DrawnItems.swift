import AnimationCore
import Foundation

extension DisplayList {
    /// One item of a drawing that draws something itself (a shape, text,
    /// an image, a color), and where it lands in the drawing.
    public struct DrawnItem: Sendable {
        /// The item.
        public let item: Item
        /// From the item's coordinates to the drawing's: its transform, then
        /// those of the items around it.
        public let transform: CGAffineTransform
        /// How opaque it is drawn: its opacity times those of the items
        /// around it (0 to 1).
        public let opacity: Double

        /// The bounding box, in the drawing's coordinates, of what the item
        /// draws: a shape's outline, anything else's frame.
        public var frame: CGRect {
            if case .shape(let path, _, _, _)? = item.content { return path.boundingRect.box(under: transform) }
            return item.frame.box(under: transform)
        }

        /// The color it paints with: a shape's solid paint, or a color
        /// item's color; `nil` for a gradient, text or an image.
        public var color: Color.Resolved? {
            switch item.content {
            case .shape(_, let paint, _, _)?: return paint.color
            case .color(let color)?: return color
            default: return nil
            }
        }

        /// Whether it is a shape's stroke rather than its fill.
        public var isStroke: Bool {
            if case .shape(_, _, let stroke, _)? = item.content { return stroke != nil }
            return false
        }
    }

    /// Every item that draws something, back to front, each with its
    /// place in the drawing: what a test or a tool reads from a drawing no
    /// host lays out (an image drawn with `UIGraphicsImageRenderer`, a
    /// layer rendered into a context). Items inside masks are left out
    /// (they shape what they mask; they are not drawn). A host's views are
    /// found with ``ViewHost/drawnViews`` and the other queries instead,
    /// which also know what a tap reaches.
    public var drawnItems: [DrawnItem] {
        var found: [DrawnItem] = []
        func visit(_ item: Item, _ outer: CGAffineTransform, _ outerOpacity: Double) {
            let transform = item.transform.concatenating(outer)
            let opacity = outerOpacity * item.opacity
            if item.content != nil {
                found.append(DrawnItem(item: item, transform: transform, opacity: min(max(opacity, 0), 1)))
            }
            for child in item.children { visit(child, transform, opacity) }
        }
        for item in items { visit(item, .identity, 1) }
        return found
    }
}

extension CGRect {
    /// The bounding box of the rectangle under a transform; under a
    /// translation (or none) the rectangle moved, its size kept exactly
    /// (`CGRect.applying` recomputes the size from the corners, so a
    /// 20-point frame at y = 26.67 came back 20.000000000000004 high).
    func box(under transform: CGAffineTransform) -> CGRect {
        guard transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 else { return applying(transform) }
        return offsetBy(dx: transform.tx, dy: transform.ty)
    }
}
