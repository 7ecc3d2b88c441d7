import AnimationCore
import AnimationRuntime
import Foundation

/// What a change invalidates (a redraw, a layout, a re-run), the children
/// layout sees, and the names recordings give attributes.
extension ViewNode {
    // MARK: Invalidation

    /// Redraws, lays out again or re-runs the node, as a change of an
    /// attribute with `role` needs.
    package func invalidate(for role: AttributeRole) {
        switch role {
        case .drawing: invalidateDrawing()
        case .layout: invalidateLayout()
        case .body: graph.scheduleRerun(self)
        }
    }

    /// The node's item must be drawn again (its place and size stay).
    package func invalidateDrawing() {
        graph.scheduleRedraw(self)
    }

    /// The node's size, or the places of its children, may have changed:
    /// its cached sizes and those of its ancestors go, and the next pass
    /// lays them out again.
    package func invalidateLayout() {
        graph.layoutState.needsLayout = true
        // Up to the root: groups that stacks open are never laid out
        // themselves, so a flag met on the way says nothing about the nodes
        // above it.
        var node: ViewNode? = self
        while let current = node {
            current.layoutCache.isValid = false
            current.layoutCache.needsPlacement = true
            node = current.parent
        }
    }

    /// Whether the node's cached sizes are valid and include `proposal` (a
    /// fixed size holds every proposal).
    func sizeCacheHolds(_ proposal: ProposedSize) -> Bool {
        guard layoutCache.isValid else { return false }
        if layoutCache.fixedSize != nil { return true }
        for entry in layoutCache.sizes where entry.proposal == proposal { return true }
        return false
    }

    /// The children that take part in the node's layout: groups among them
    /// are opened, so a stack lays out their children as its own.
    package var layoutChildren: [ViewNode] {
        if let children = layoutCache.layoutChildren { return children }
        var result: [ViewNode] = []
        Self.flatten(children, into: &result)
        layoutCache.layoutChildren = result
        return result
    }

    private static func flatten(_ nodes: [ViewNode], into result: inout [ViewNode]) {
        for node in nodes where !node.isLeaving {
            if node.primitive.layout.isLayoutGroup { flatten(node.children, into: &result) } else { result.append(node) }
        }
    }

    // MARK: Recording

    /// The attributes of the subtree, depth first, each named by its place
    /// in the view structure: the views whose bodies contain it and its
    /// label, such as `Avatar › scaleEffect`.
    func collectAttributes(into result: inout [(String, [Double])]) {
        visitAttributes { name, slot in
            let components = slot.attribute.presentationComponents
            if !components.isEmpty { result.append((name, components)) }
        }
    }

    /// Visits the attribute slots of the subtree, depth first, with their
    /// names in the view structure.
    func visitAttributes(path: String = "", pendingLabel: String = "", _ visit: (String, AttributeSlot) -> Void) {
        var path = path
        var pending = pendingLabel + (identityLabel ?? "")
        if let componentName {
            path += (path.isEmpty ? "" : " › ") + componentName + pending
            pending = ""
        }
        for slot in attributes {
            visit(path + (path.isEmpty ? "" : " › ") + slot.label + pending, slot)
        }
        for child in children { child.visitAttributes(path: path, pendingLabel: pending, visit) }
    }

    /// A type's name without its generic arguments (`Switchable` for
    /// `Switchable<Text>`).
    package static func displayName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

}
