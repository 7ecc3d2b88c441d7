import AnimationCore
import AnimationRuntime
import Foundation

/// The node of a custom ``Layout`` container: it calls the layout's
/// methods with proxies of its children, keeps the layout's cache, and
/// animates the layout's `animatableData` (an attribute of the node, so
/// every frame of the animation lays the container out again).
final class CustomLayoutPrimitive<L: Layout>: NodePrimitive, NodeLayout {
    private var model: L
    private var data: AnimatedValue<AnimatableBox<L.AnimatableData>>?
    private var cache: L.Cache?
    /// Whether the cache must be brought up to date before the next call.
    private var cacheIsStale = true
    private var subviews = LayoutSubviews([])
    private let call: LayoutCall
    private var warnedInvalidSize = false

    init(layout: L, node: ViewNode) {
        model = layout
        call = LayoutCall(graph: node.graph, container: node)
        node.graph.layoutState.noteExplicitGuideSource(node)
    }

    func nodeDidDetach(_ node: ViewNode) {
        node.graph.layoutState.dropExplicitGuideSource(node)
    }

    /// Takes the container's layout in the context's transaction.
    func update(_ layout: L, node: ViewNode, in context: ViewContext) {
        model = layout
        if L.AnimatableData.self != EmptyAnimatableData.self {
            let box = AnimatableBox(animatableData: layout.animatableData)
            let attribute = data ?? node.makeAttribute("layout", initial: box, role: .layout)
            data = attribute
            node.animate(attribute, to: box, in: context)
        }
        // Layouts need not be equatable: a new one lays the container out
        // again (this runs only when the container's view updates).
        cacheIsStale = true
        node.invalidateLayout()
    }

    /// The layout as shown now: the model with the animated data.
    private var presented: L {
        guard let data else { return model }
        var layout = model
        layout.animatableData = data.presentation.animatableData
        return layout
    }

    func attributeDidChange(_ role: AttributeRole, of node: ViewNode) {
        cacheIsStale = true
        node.invalidate(for: role)
    }

    /// The subviews' proxies: made again only when the children change.
    private func currentSubviews(of node: ViewNode) -> LayoutSubviews {
        let children = node.layoutChildren
        if children.count != subviews.elements.count
            || !children.indices.allSatisfy({ children[$0] === subviews.elements[$0].node })
        {
            subviews = LayoutSubviews(children.indices.map { LayoutSubview(node: children[$0], index: $0, call: call) })
            cacheIsStale = true
        }
        call.axis = (model as? any DynamicLayoutProperties)?.stackOrientation ?? L.layoutProperties.stackOrientation
        return subviews
    }

    /// Runs a method of the layout with the cache up to date, the pass
    /// lent to the proxies (see ``LayoutContext``).
    private func withLayout<T>(
        of node: ViewNode, in layout: inout LayoutPass, _ body: (L, LayoutSubviews, inout L.Cache) -> T
    ) -> T {
        let subviews = currentSubviews(of: node)
        let shown = presented
        return LayoutContext.lending(&layout, in: node.graph) { context in
            call.running(in: context) {
                var cache: L.Cache
                if let existing = self.cache {
                    cache = existing
                    if cacheIsStale { shown.updateCache(&cache, subviews: subviews) }
                } else {
                    cache = shown.makeCache(subviews: subviews)
                }
                cacheIsStale = false
                let result = body(shown, subviews, &cache)
                self.cache = cache
                return result
            }
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let size = withLayout(of: node, in: &layout) { shown, subviews, cache in
            shown.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
        return valid(size, for: proposal, node: node)
    }

    /// Sizes must be finite and not negative.
    private func valid(_ size: CGSize, for proposal: ProposedSize, node: ViewNode) -> CGSize {
        func valid(_ value: CGFloat, _ proposed: CGFloat?) -> CGFloat {
            if value.isNaN || value < 0 { return 0 }
            if value.isInfinite { return proposed.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
            return value
        }
        let result = CGSize(width: valid(size.width, proposal.width), height: valid(size.height, proposal.height))
        if result != size, !warnedInvalidSize {
            warnedInvalidSize = true
            node.graph.warn("\(L.self).sizeThatFits returned an invalid size \(size): using \(result).")
        }
        return result
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        withLayout(of: node, in: &layout) { shown, subviews, cache in
            call.placing(subviews, in: rect) {
                shown.placeSubviews(in: rect, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
            }
        }
    }

    /// What the layout's `spacing(subviews:cache:)` returns: what the
    /// container prefers in the stack around it.
    func spacing(of node: ViewNode, in layout: inout LayoutPass) -> LayoutSpacing {
        withLayout(of: node, in: &layout) { shown, subviews, cache in
            shown.spacing(subviews: subviews, cache: &cache).preferences
        }
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        let bounds = CGRect(origin: node.frame.origin, size: size)
        let proposal = ProposedViewSize(node.layoutCache.placedProposal ?? ProposedSize(width: size.width, height: size.height))
        let value = withLayout(of: node, in: &layout) { shown, subviews, cache in
            key.axis == .horizontal
                ? shown.explicitAlignment(of: HorizontalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : shown.explicitAlignment(of: VerticalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        guard let value, value.isFinite else { return nil }
        return value - key.origin(of: bounds)
    }
}

/// A layout whose properties depend on its value, not only its type
/// (``AnyLayout``).
protocol DynamicLayoutProperties {
    var stackOrientation: Axis? { get }
}

/// A container that arranges its content with a custom ``Layout``: what
/// calling a layout (`MyLayout { ... }`) makes.
struct _LayoutView<L: Layout, Content: View> {
    let layout: L
    let content: Content

    var body: Never { neverBody }
}

extension _LayoutView: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let primitive = node.ownPrimitive { CustomLayoutPrimitive(layout: layout, node: node) }
        primitive.update(layout, node: node, in: context)
        node.updateChild(content, in: context)
    }
}

extension _LayoutView: View {}
