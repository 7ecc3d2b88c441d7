import AnimationCore
import Foundation

/// What the subviews of one custom layout container share: the layout pass
/// lent to the container's layout while one of its methods runs (the
/// context their measurements join), the container's node and stack
/// orientation, and, while `placeSubviews` runs, the bounds and which
/// subviews it placed.
@MainActor
final class LayoutCall {
    /// Not retained: the graph holds the container that holds this call
    /// (a strong reference kept every graph with a custom layout alive).
    unowned let graph: ViewGraph
    unowned(unsafe) let container: ViewNode
    /// The axis spacers inside grow along (the layout's stack orientation).
    var axis: Axis?
    /// The bounds being placed in, while `placeSubviews` runs.
    private(set) var placingBounds: CGRect?
    /// Which subviews `placeSubviews` placed.
    private var placed: [Bool] = []
    /// The pass lent to the container's layout, while one of its methods runs.
    private var context: LayoutContext?

    init(graph: ViewGraph, container: ViewNode) {
        self.graph = graph
        self.container = container
    }

    /// Runs a method of the container's layout (in `body`) with the pass
    /// lent to it: the subviews' proxies measure and place in it.
    func running<T>(in context: LayoutContext, _ body: () -> T) -> T {
        let outer = self.context
        self.context = context
        defer { self.context = outer }
        return body()
    }

    /// The context the container's layout runs in; outside its methods (a
    /// proxy the layout kept), one whose proxies measure in passes of their own.
    var currentContext: LayoutContext {
        context ?? .closed(in: graph)
    }

    /// Runs `body` with the pass lent to the container's layout (see
    /// ``LayoutContext/withPass(_:)``).
    func withPass<T>(_ body: (inout LayoutPass) -> T) -> T {
        currentContext.withPass(body)
    }

    /// Runs `placeSubviews` (in `body`), then places at the center of the
    /// bounds, with their ideal sizes, the subviews it left out.
    func placing(_ subviews: LayoutSubviews, in bounds: CGRect, _ body: () -> Void) {
        let outer = (placingBounds, placed)
        placingBounds = bounds
        placed = [Bool](repeating: false, count: subviews.elements.count)
        body()
        for index in placed.indices where !placed[index] {
            place(
                index, of: subviews.elements[index].node, at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                proposal: ProposedSize(width: nil, height: nil))
        }
        (placingBounds, placed) = outer
    }

    /// Places subview `index` (see ``LayoutSubview/place(at:anchor:proposal:)``).
    func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedSize) {
        guard placingBounds != nil, index < placed.count else {
            graph.warn("LayoutSubview.place(at:anchor:proposal:) called outside placeSubviews: ignored.")
            return
        }
        let node = container.layoutChildren.indices.contains(index) ? container.layoutChildren[index] : nil
        guard let node else { return }
        place(index, of: node, at: position, anchor: anchor, proposal: proposal)
    }

    private func place(_ index: Int, of node: ViewNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedSize) {
        guard let bounds = placingBounds else { return }
        var position = position, anchor = anchor
        if !position.x.isFinite || !position.y.isFinite || !anchor.x.isFinite || !anchor.y.isFinite {
            graph.warn("A layout placed a subview at a non-finite position \(position): placed at the center instead.")
            position = CGPoint(x: bounds.midX, y: bounds.midY)
            anchor = .center
        }
        placed[index] = true
        let axis = self.axis
        withPass { pass in
            let size = pass.size(node, proposal, axis: axis)
            let rect = CGRect(
                x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                width: size.width, height: size.height)
            pass.place(node, in: rect, proposal: proposal, axis: axis)
        }
    }
}
