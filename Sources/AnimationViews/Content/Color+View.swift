import AnimationCore
import AnimationRuntime
import Foundation

extension Color: ShapeStyle {
    /// The color itself.
    public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        resolved
    }
}

extension Color: View {
    /// Fills its frame.
    public var body: Never { neverBody }
}

extension Color: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let leaf = node.ownPrimitive {
            ColorLeaf(color: node.makeAttribute("color", initial: resolved, role: .drawing))
        }
        node.animate(leaf.color, to: resolved, in: context)
        node.removeChildren()
    }
}

/// A color as a view: it takes the size it is offered (10 × 10 for its
/// ideal size) and fills it; its color animates.
final class ColorLeaf: NodePrimitive {
    let color: AnimatedValue<Color.Resolved>

    init(color: AnimatedValue<Color.Resolved>) {
        self.color = color
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.content = .color(color.presentation)
    }
}
