import AnimationCore
import Foundation

struct _ContentShapeModifier<S: Shape>: PrimitiveModifier {
    let shape: S
    let eoFill: Bool

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let primitive = node.ownPrimitive { ContentShapePrimitive() }
        let shape = self.shape._resolved(in: context.environment)
        primitive.outline = { rect in shape.path(in: rect) }
        primitive.eoFill = eoFill
        node.invalidateDrawing()
        node.updateChild(content, in: context)
    }
}

/// The node of a content shape: laid out as its content, drawn as an item
/// that holds the content's and carries the shape in its frame.
final class ContentShapePrimitive: NodePrimitive, NodeDrawing {
    var outline: ((CGRect) -> Path)?
    var eoFill = false

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.hitShape = outline.map { DisplayList.HitShape(path: $0(item.frame), eoFill: eoFill) }
    }
}

extension View {
    /// Sets the region that takes taps and gestures on the view: the shape,
    /// in the view's frame.
    ///
    /// Difference from SwiftUI: a tap target here takes hits in its whole
    /// frame even without a content shape (SwiftUI skips its transparent
    /// parts), so `contentShape(Rectangle())` changes nothing; other shapes
    /// narrow the region, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - shape: The region's shape.
    ///   - eoFill: Whether the even-odd rule decides what is inside.
    /// - Returns: The view.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
}
