import AnimationCore
import Foundation

/// `allowsHitTesting(_:)` and `hidden()`: the content, laid out as it is, in
/// an item that takes no hits (taps and drags reach the views behind it),
/// and for `hidden()` draws nothing.
@usableFromInline
struct _HitTestingModifier: PrimitiveModifier, Equatable {
    var allowsHitTesting: Bool
    var isHidden = false

    @usableFromInline
    init(allowsHitTesting: Bool, isHidden: Bool = false) {
        self.allowsHitTesting = allowsHitTesting
        self.isHidden = isHidden
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let primitive = node.ownPrimitive { HitTestingPrimitive() }
        if primitive.allowsHitTesting != allowsHitTesting || primitive.isHidden != isHidden {
            primitive.allowsHitTesting = allowsHitTesting
            primitive.isHidden = isHidden
            node.invalidateDrawing()
        }
        node.updateChild(content, in: context)
    }
}

/// The node of a hit-testing modifier: an item around its content.
final class HitTestingPrimitive: NodePrimitive, NodeDrawing {
    var allowsHitTesting = true
    var isHidden = false

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.allowsHitTesting = allowsHitTesting && !isHidden && !(node.transition?.isLeaving ?? false)
        if isHidden { item.opacity = 0 }
    }
}

extension View {
    /// Whether the view (and everything in it) takes taps and drags; with
    /// `false`, they reach the views behind it. It is drawn either way.
    ///
    /// - Parameter enabled: Whether it takes hits.
    /// - Returns: The view.
    @inlinable
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_HitTestingModifier(allowsHitTesting: enabled))
    }

    /// Hides the view: it keeps its place in the layout, draws nothing and
    /// takes no hits.
    ///
    /// - Returns: The view.
    @inlinable
    nonisolated public func hidden() -> some View {
        modifier(_HitTestingModifier(allowsHitTesting: false, isHidden: true))
    }
}
