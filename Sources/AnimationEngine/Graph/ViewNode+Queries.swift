import AnimationCore
import Foundation

/// Typed queries over the tree: how a feature finds the node of another
/// feature (the scroll view around a view, the list a row is in, the grid
/// row a cell is in) without walking parents and casting primitives
/// itself.
extension ViewNode {
    /// The node's primitive if it is a `P`.
    package func primitive<P>(as type: P.Type) -> P? {
        primitive as? P
    }

    /// The nearest node above this one whose primitive is a `P`, with that
    /// primitive: starting at this node itself when `includingSelf`, and
    /// stopping (without a result) at `boundary`.
    package func nearestAncestor<P>(
        _ type: P.Type, includingSelf: Bool = false, below boundary: ViewNode? = nil
    ) -> (node: ViewNode, primitive: P)? {
        var node: ViewNode? = includingSelf ? self : parent
        while let current = node, current !== boundary {
            if let found = current.primitive as? P { return (current, found) }
            node = current.parent
        }
        return nil
    }

    /// Calls `body` with each node above this one, nearest first.
    package func forEachAncestor(_ body: (ViewNode) -> Void) {
        var node = parent
        while let current = node {
            body(current)
            node = current.parent
        }
    }

    /// The nodes of the subtree (this node first, depth first, leaving
    /// nodes left out) whose primitive is a `P`, with their primitives.
    package func descendants<P>(_ type: P.Type) -> [(node: ViewNode, primitive: P)] {
        var result: [(node: ViewNode, primitive: P)] = []
        collect(type, into: &result, first: false)
        return result
    }

    /// The first node of the subtree (this node first, depth first, leaving
    /// nodes left out) whose primitive is a `P`.
    package func firstDescendant<P>(_ type: P.Type) -> (node: ViewNode, primitive: P)? {
        var result: [(node: ViewNode, primitive: P)] = []
        collect(type, into: &result, first: true)
        return result.first
    }

    private func collect<P>(_ type: P.Type, into result: inout [(node: ViewNode, primitive: P)], first: Bool) {
        if let found = primitive as? P {
            result.append((self, found))
            if first { return }
        }
        for child in children where !child.isLeaving {
            child.collect(type, into: &result, first: first)
            if first, !result.isEmpty { return }
        }
    }

    /// The view this node stands for, through its modifiers and the bodies
    /// of custom views: this node, then its sole layout child while the node
    /// is a modifier's or a group; the first whose primitive is a `P` that
    /// `matches`.
    package func throughModifiers<P>(_ type: P.Type, where matches: (P) -> Bool = { _ in true }) -> (node: ViewNode, primitive: P)? {
        var node = self
        while true {
            if let found = node.primitive as? P, matches(found) { return (node, found) }
            guard node.isModifier || node.primitive.layout.isLayoutGroup, let child = node.soleLayoutChild else { return nil }
            node = child
        }
    }
}
