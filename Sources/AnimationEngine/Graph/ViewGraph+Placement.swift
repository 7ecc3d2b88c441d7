import AnimationCore
import AnimationRuntime
import Foundation

extension ViewGraph {
    /// Lays out now what changed, if anything, without animating (scroll
    /// targets need their frames).
    package func layoutNow() {
        guard layoutState.needsLayout, let size = layoutState.size else { return }
        _ = displayList(in: size)
    }

    /// The rectangle a node's views cover: its frame if it was placed
    /// itself, else the union of its placed descendants' (groups are not
    /// placed).
    package static func placedBounds(of node: ViewNode) -> CGRect? {
        if node.layoutCache.placedProposal != nil { return node.frame }
        var result: CGRect?
        for child in node.children where !child.isLeaving {
            guard let bounds = placedBounds(of: child) else { continue }
            result = result.map { $0.union(bounds) } ?? bounds
        }
        return result
    }
}
