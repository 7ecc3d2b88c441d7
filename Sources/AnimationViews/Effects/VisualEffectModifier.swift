import AnimationCore
import Foundation

/// `visualEffect` and `scrollTransition`: the content, laid out as it is,
/// in an item whose drawing a closure of the view's geometry changes.
/// Layout reads the geometry where it places the view (so a scroll moves
/// the effect in the same frame) and the item is drawn again when the
/// effects change.
struct _VisualEffectModifier: PrimitiveModifier {
    var effects: @MainActor (GeometryProxy, ViewNode) -> any VisualEffect

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let primitive = node.ownPrimitive { VisualEffectPrimitive() }
        primitive.effects = effects
        node.invalidateLayout()
        node.updateChild(content, in: context)
    }
}

/// The node of a visual effect.
final class VisualEffectPrimitive: NodePrimitive, NodeLayout, NodeDrawing {
    var effects: @MainActor (GeometryProxy, ViewNode) -> any VisualEffect = { _, _ in EmptyVisualEffect() }
    /// The effects at the last placement.
    private var operations: [VisualEffectOperation] = []

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let proxy = GeometryProxy(
            size: rect.size, safeAreaInsets: layout.safeArea.insets(of: rect), globalFrame: rect,
            namedFrames: GeometryProxy.namedFrames(around: node))
        let effect = effects(proxy, node)
        let operations =
            effect.visualEffectOperations
            ?? {
                node.graph.warn("\(type(of: effect)) is a visual effect of your own: the headless host does not apply it.")
                return []
            }()
        if operations != self.operations {
            self.operations = operations
            node.invalidateDrawing()
        }
        layout.placeChildren(of: node, in: rect, proposal: proposal, alignment: .center, axis: axis)
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.transform = .identity
        item.opacity = 1
        item.blurRadius = 0
        item.colorFilters = []
        item.apply(operations)
    }
}

extension View {
    /// Changes how the view is drawn by its geometry: the closure gets an
    /// ``EmptyVisualEffect`` and the view's ``GeometryProxy`` (its frame
    /// where layout placed it) and returns effects (`offset`,
    /// `scaleEffect`, `rotationEffect`, `opacity`, `blur`, color effects).
    /// It runs again whenever layout places the view, so effects follow a
    /// scroll frame by frame. Layout is unchanged.
    ///
    /// - Parameter effect: The effects for the geometry.
    /// - Returns: The view.
    @preconcurrency nonisolated public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        modifier(_VisualEffectModifier(effects: { proxy, _ in effect(EmptyVisualEffect(), proxy) }))
    }
}
