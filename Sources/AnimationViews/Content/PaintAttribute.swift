import AnimationCore
import AnimationRuntime
import Foundation

/// The animated style of a view that fills or strokes with a shape style
/// (shapes, text): a color attribute while the style is a color (no
/// allocation per frame), and a style attribute once a gradient is
/// involved, so that a color animates into a gradient and gradients
/// animate stop by stop (see ``_ResolvedShapeStyle/matched(to:)``).
@MainActor
final class PaintAttribute {
    let color: AnimatedValue<Color.Resolved>
    private var gradient: AnimatedValue<_ResolvedShapeStyle>?
    private let label: String
    /// Whether the gradient attribute is the one that draws.
    private var drawsGradient = false

    init(_ label: String, initial: _ResolvedShapeStyle, node: ViewNode) {
        self.label = label
        color = node.makeAttribute(label, initial: initial.color ?? Color.Resolved(red: 0, green: 0, blue: 0), role: .drawing)
        if initial.color == nil {
            gradient = node.makeAttribute(label + "Gradient", initial: initial, role: .drawing)
            drawsGradient = true
        }
    }

    /// Animates to a style in the node's transaction.
    func update(to style: _ResolvedShapeStyle, node: ViewNode, in context: ViewContext) {
        if let color = style.color, !drawsGradient {
            node.animate(self.color, to: color, in: context)
            return
        }
        let current = drawsGradient ? gradient!.presentation : .color(color.presentation)
        let attribute = gradient ?? node.makeAttribute(label + "Gradient", initial: current, role: .drawing)
        gradient = attribute
        drawsGradient = true
        guard let (from, to) = current.matched(to: style) else {
            // Gradients of different kinds: the change does not animate.
            attribute.removeAllAnimations()
            var unanimated = context
            unanimated.transaction = Transaction()
            node.animate(attribute, to: style, in: unanimated)
            return
        }
        if !from.hasSameStructure(as: attribute.model) || from != current {
            attribute.removeAllAnimations()
            attribute.set(from, transaction: Transaction(), at: context.time)
        }
        node.animate(attribute, to: to, in: context)
    }

    /// The paint for the rectangle the style fills.
    func paint(in rect: CGRect) -> DisplayList.Paint {
        drawsGradient ? gradient!.presentation.paint(in: rect) : .color(color.presentation)
    }

    /// The shadow the style casts (``ShapeStyle/shadow(_:)-method``), if any.
    var shadow: DisplayList.Shadow? {
        drawsGradient ? gradient!.presentation.shadow : nil
    }
}
