import AnimationCore
import AnimationRuntime
import Foundation

/// A thin line that separates content: across a vertical stack (or outside
/// a stack) a horizontal line as wide as offered, across a horizontal stack
/// a vertical one. It is 1 point thick (SwiftUI draws one pixel: the host
/// draws at one pixel per point by default) in the system separator color,
/// (60, 60, 67) at 29 % opacity ((84, 84, 88) at 60 % in the dark
/// appearance).
public struct Divider: Equatable, Sendable {
    /// Creates a divider.
    nonisolated public init() {}
}

extension Divider: View {
    /// Draws the line.
    public var body: Never { neverBody }
}

extension Divider: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let separator = Color(
            light: Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29),
            dark: Color.Resolved(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6))
        let color = separator.resolve(in: context.environment)
        let leaf = node.ownPrimitive { DividerLeaf(color: node.makeAttribute("color", initial: color, role: .drawing)) }
        node.animate(leaf.color, to: color, in: context)
        node.removeChildren()
    }
}

/// A divider: a color 1 point across its stack's axis, what it is offered
/// along the other.
final class DividerLeaf: ColorLeaf {
    override func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        axis == .horizontal
            ? CGSize(width: 1, height: proposal.height ?? 1)
            : CGSize(width: proposal.width ?? 1, height: 1)
    }
}
