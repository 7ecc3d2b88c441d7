import AnimationCore
import Foundation

/// Orders the view among its siblings when they are drawn: `zIndex`.
@usableFromInline
struct _ZIndexModifier: PrimitiveModifier, Equatable {
    var index: Double

    @usableFromInline
    init(index: Double) {
        self.index = index
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let order = node.ownPrimitive { ZIndexPrimitive(zIndex: index) }
        if order.zIndex != index {
            order.zIndex = index
            node.graph.display.invalidateStructure()
        }
        node.updateChild(content, in: context)
    }
}

/// The node of a `zIndex`: it passes layout through and tells the display
/// list builder its order.
final class ZIndexPrimitive: NodePrimitive, NodeLayout, NodeDrawing {
    var zIndex: Double

    init(zIndex: Double) {
        self.zIndex = zIndex
    }

    var isLayoutGroup: Bool { true }

    var drawsItem: Bool { false }
}

extension View {
    /// Orders the view among its siblings when they are drawn: higher
    /// values in front, equal values in the order of the code (0 by
    /// default). Siblings are the views of one builder block or `ForEach`
    /// (a stack's children); a conditional or a view with a body that holds
    /// one view takes that view's order. The order does not change layout.
    ///
    /// - Parameter value: The order; a value that is not finite is 0.
    /// - Returns: The view.
    @inlinable
    nonisolated public func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(index: value.isFinite ? value : 0))
    }
}
