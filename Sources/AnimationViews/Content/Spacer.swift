import AnimationCore
import Foundation

/// A flexible space along the axis of the stack that contains it.
public struct Spacer: Equatable, Sendable {
    /// The least length the spacer takes; 8 when `nil`.
    public var minLength: CGFloat?

    /// Creates a spacer.
    ///
    /// - Parameter minLength: The least length; 8 when omitted.
    nonisolated public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

}

extension Spacer: View {
    /// Takes space.
    public var body: Never { neverBody }
}

extension Spacer: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let leaf = node.ownPrimitive { SpacerLeaf(minLength: minLength) }
        if leaf.minLength != minLength {
            leaf.minLength = minLength
            node.invalidateLayout()
        }
        node.removeChildren()
    }
}

/// A spacer: at least `minLength` (8 by default) along its stack's axis, as
/// much as it is offered; nothing across it.
final class SpacerLeaf: NodePrimitive, NodeLayout {
    var minLength: CGFloat?

    init(minLength: CGFloat?) {
        self.minLength = minLength
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let least = minLength ?? 8
        switch axis {
        case .horizontal: return CGSize(width: max(least, proposal.width ?? least), height: 0)
        case .vertical: return CGSize(width: 0, height: max(least, proposal.height ?? least))
        case nil: return CGSize(width: max(least, proposal.width ?? least), height: max(least, proposal.height ?? least))
        }
    }
}
