import AnimationCore
import AnimationRuntime
import Foundation

/// Reconciliation: matching a node's children to the views of an update,
/// making and removing nodes (with their transitions).
extension ViewNode {
    ///   reads in attribute names (`nil` when types tell children apart).
    package func updateChildren<V: View>(
        keys: [AnyHashable], views: [V], in context: ViewContext, identityLabel: ((Int) -> String?)? = nil
    ) {
        reconcile(keys: keys, type: { _ in ObjectIdentifier(V.self) }, identityLabel: identityLabel, in: context) {
            node, index in
            node.update(with: views[index], in: context)
        }
    }

    /// Updates the children with views of one type, one each, in order: the
    /// caller knows the keys did not change and no child is leaving.
    package func updateChildren<V: View>(inOrder views: [V], in context: ViewContext) {
        guard childKeys.leavingCount == 0, views.count == children.count else {
            updateChildren(keys: childKeys.keys, views: views, in: context)
            return
        }
        for index in views.indices {
            guard children[index].viewType == ObjectIdentifier(V.self) else {
                // Not the children of these views after all: reconcile them
                // (those already updated are equal now, and skip).
                updateChildren(keys: childKeys.keys, views: views, in: context)
                return
            }
            children[index].update(with: views[index], in: context)
        }
    }

    /// Reconciles children with views of any types, as a block of a view
    /// builder makes them (see ``updateChildren(keys:views:in:identityLabel:)``).
    package func updateChildren(
        _ views: [(AnyHashable, any View)], in context: ViewContext, identityLabel: ((Int) -> String?)? = nil
    ) {
        reconcile(
            keys: views.map(\.0), type: { ObjectIdentifier(type(of: views[$0].1)) }, identityLabel: identityLabel,
            in: context
        ) { node, index in
            node.update(erased: views[index].1, in: context)
        }
    }

    /// Matches children to keys, makes new nodes and removes the others, and
    /// updates each child with `update`.
    ///
    /// A child that is removed in a transaction with an animation (or whose
    /// transition has one of its own) stays among the children, *leaving*,
    /// until its removal transition ends: it keeps its place in drawing
    /// order, takes no part in layout and no hits. A leaving child whose key
    /// comes back with a view of its type is re-inserted, reversing its
    /// transition from where it is. A new child of a node that is not new
    /// itself runs its insertion transition (only the outermost inserted
    /// view transitions, as in SwiftUI).
    private func reconcile(
        keys: [AnyHashable], type: (Int) -> ObjectIdentifier, identityLabel: ((Int) -> String?)?,
        in context: ViewContext, update: (ViewNode, Int) -> Void
    ) {
        // The common case: the same keys with the same types in the same
        // order, and no child leaving.
        if childKeys.leavingCount == 0, keys == childKeys.keys, keys.indices.allSatisfy({ children[$0].viewType == type($0) }) {
            for index in keys.indices { update(children[index], index) }
            return
        }
        let oldChildren = children
        let oldKeys = childKeys.keys
        var active: [AnyHashable: ViewNode] = [:]
        var leaving: [AnyHashable: ViewNode] = [:]
        for (key, child) in zip(oldKeys, oldChildren) {
            if child.isLeaving { leaving[key] = child } else { active[key] = child }
        }
        Self.lastReconcileStamp &+= 1
        let stamp = Self.lastReconcileStamp
        var newChildren: [ViewNode] = []
        var newKeys: [AnyHashable] = []
        newChildren.reserveCapacity(keys.count + childKeys.leavingCount)
        newKeys.reserveCapacity(keys.count + childKeys.leavingCount)
        var inserted: [ViewNode] = []
        for index in keys.indices {
            let key = keys[index]
            let node: ViewNode
            if let old = active[key], old.viewType == type(index), old.reconcileStamp != stamp {
                node = old
            } else if let old = leaving[key], old.viewType == type(index), old.reconcileStamp != stamp {
                node = old
                leaving[key] = nil
                graph.cancelRemoval(of: node, in: context)
            } else {
                node = makeChild(type: type(index), label: identityLabel?(index))
                inserted.append(node)
            }
            node.reconcileStamp = stamp
            update(node, index)
            newChildren.append(node)
            newKeys.append(key)
        }
        // Children no key holds any more leave (with a transition) or go;
        // leaving children stay where they were in drawing order.
        var kept = 0
        for (oldIndex, child) in oldChildren.enumerated() where child.reconcileStamp != stamp {
            if child.isLeaving || (!isNew && graph.beginRemoval(of: child, in: context)) {
                let at = min(oldIndex, newChildren.count)
                newChildren.insert(child, at: at)
                newKeys.insert(oldKeys[oldIndex], at: at)
                kept += 1
            } else {
                child.detach()
            }
        }
        children = newChildren
        childKeys.keys = newKeys
        childKeys.leavingCount = kept
        childKeys.hasDefaultKey = kept == 0 && newKeys.count == 1 && newKeys[0] == Self.defaultKey
        childrenChanged()
        if !isNew {
            graph.noteStructureChange(in: context)
            for node in inserted { graph.beginInsertion(of: node, in: context) }
        }
    }

    /// The key of a single child given none: a private type, so that it
    /// matches no key a view gives.
    private static let defaultKey = AnyHashable(DefaultChildKey())

    /// The mark of the last reconciliation of children, in any graph (see
    /// ``NodeStatus/reconcileStamp``).
    private static var lastReconcileStamp = 0

    private func makeChild(type: ObjectIdentifier, label: String?) -> ViewNode {
        let node = ViewNode(graph: graph, viewType: type, parent: self)
        node.identityLabel = label
        return node
    }

    /// Updates with a view whose type is erased.
    func update(erased view: any View, in context: ViewContext) {
        func open<V: View>(_ view: V) { update(with: view, in: context) }
        open(view)
    }

    /// The single child for a view, under `key`: the child keeps its node
    /// while the key and the view's type stay the same; otherwise the old
    /// child is removed and a new one inserted (with their transitions).
    package func updateChild<V: View>(_ view: V, key: AnyHashable? = nil, in context: ViewContext) {
        if childKeys.leavingCount == 0, children.count == 1, children[0].viewType == ObjectIdentifier(V.self),
            key == nil ? childKeys.hasDefaultKey : !childKeys.hasDefaultKey && childKeys.keys[0] == key
        {
            children[0].update(with: view, in: context)
            return
        }
        reconcile(keys: [key ?? Self.defaultKey], type: { _ in ObjectIdentifier(V.self) }, identityLabel: nil, in: context) {
            node, _ in
            node.update(with: view, in: context)
        }
    }

    /// The nodes below this one keyed by an identity a view gave (see
    /// ``NodeChildKeys/areExplicit``), depth first, with their keys.
    package func explicitlyKeyedDescendants(into result: inout [(key: AnyHashable, node: ViewNode)]) {
        for (key, child) in zip(childKeys.keys, children) where !child.isLeaving {
            if childKeys.areExplicit { result.append((key, child)) }
            child.explicitlyKeyedDescendants(into: &result)
        }
    }

    /// Removes every child: at once without a context, or as their
    /// transitions say in the context's transaction.
    package func removeChildren(in context: ViewContext? = nil) {
        guard !children.isEmpty else { return }
        guard let context else {
            for child in children { child.detach() }
            children = []
            childKeys.keys = []
            childKeys.hasDefaultKey = false
            childKeys.leavingCount = 0
            childrenChanged()
            return
        }
        reconcile(keys: [], type: { _ in viewType }, identityLabel: nil, in: context) { _, _ in }
    }

    /// Takes a child whose removal transition ended out of the tree.
    func removeLeavingChild(_ child: ViewNode) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        childKeys.keys.remove(at: index)
        childKeys.leavingCount -= 1
        childKeys.hasDefaultKey = childKeys.leavingCount == 0 && childKeys.keys.count == 1 && childKeys.keys[0] == Self.defaultKey
        child.detach()
        graph.display.structureChanged = true
    }
    /// The node's children changed: groups above it flatten differently,
    /// and layout must run again.
    private func childrenChanged() {
        graph.display.structureChanged = true
        var node: ViewNode? = self
        while let current = node {
            current.layoutCache.layoutChildren = nil
            guard current.primitive.layout.isLayoutGroup else { break }
            node = current.parent
        }
        // The parent of a group flattens it.
        parent?.layoutCache.layoutChildren = nil
        invalidateLayout()
    }
}

/// The key of a single child given none (see `ViewNode.updateChild`).
private struct DefaultChildKey: Hashable {}
