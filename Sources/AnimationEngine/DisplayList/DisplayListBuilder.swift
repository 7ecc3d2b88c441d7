import AnimationCore
import Foundation

/// Builds the display list from placed nodes and patches it when only
/// drawing changes.
///
/// Each node that draws an item of its own remembers where its item is (a
/// path of indices from the top of the list, kept in one flat buffer), so
/// that a drawing attribute that changes (an opacity, a scale, a colour)
/// rewrites that one item in place: no layout, no rebuilding. A path's index
/// counts into the parent item's children, or (negative: `-1 - index`) into
/// its mask. Siblings are drawn in order of their `zIndex` (stable).
@MainActor
package struct DisplayListBuilder {
    /// The paths of every drawing node's item, back to back.
    private(set) var paths: [Int] = []
    private var stack: [Int] = []

    /// The items of the tree under `root`, recording each item's path.
    package mutating func build(_ root: ViewNode) -> [DisplayList.Item] {
        paths.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        var items: [DisplayList.Item] = []
        append(root, into: &items)
        return items
    }

    private mutating func append(_ node: ViewNode, into items: inout [DisplayList.Item], mask: Bool = false) {
        guard node.primitive.drawing?.traits.contains(.hidesSubtree) != true else {
            Self.forget(node)
            return
        }
        guard node.drawsItem else {
            node.itemPath.count = 0
            for child in Self.ordered(node.children) { append(child, into: &items, mask: mask) }
            return
        }
        var item = DisplayList.Item(frame: node.displayFrame)
        stack.append(mask ? -1 - items.count : items.count)
        node.itemPath.start = paths.count
        node.itemPath.count = stack.count
        paths.append(contentsOf: stack)
        for child in Self.ordered(node.children) {
            if child.primitive.drawing?.traits.contains(.drawsIntoMask) == true {
                append(child, into: &item.mask, mask: true)
            } else {
                append(child, into: &item.children)
            }
        }
        node.draw(&item)
        item.updateHitTestingHint()
        stack.removeLast()
        items.append(item)
    }

    /// Marks a hidden subtree's nodes as having no item, so that patches
    /// skip them.
    package static func forget(_ node: ViewNode) {
        node.itemPath.count = 0
        for child in node.children { forget(child) }
    }

    /// Children in drawing order: by `zIndex`, keeping their order among
    /// equals.
    private static func ordered(_ children: [ViewNode]) -> [ViewNode] {
        guard children.count > 1, children.contains(where: { zIndex(of: $0) != 0 }) else { return children }
        let indices = children.map(zIndex(of:))
        return children.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }.map { children[$0] }
    }

    /// A node's order: its own, or (a group of one view: a conditional, a
    /// view with a body) its child's.
    private static func zIndex(of node: ViewNode) -> Double {
        var node = node
        while true {
            let order = node.primitive.drawing?.zIndex ?? 0
            guard order == 0, node.primitive.layout.isLayoutGroup, node.children.count == 1 else { return order }
            node = node.children[0]
        }
    }

    /// Redraws the item of a node in place; when it `moved` (it was placed
    /// again, or its frame animates), at the node's display frame.
    func patch(_ node: ViewNode, in items: inout [DisplayList.Item], moved: Bool) {
        guard node.itemPath.count > 0, !node.isDetached else { return }
        patch(node, in: &items, moved: moved || node.layoutCache.geometry != nil, depth: 0)
    }

    /// The item keeps its hit-testing hint: a redraw never gives an item a
    /// tap target or a content shape its build did not (their primitives
    /// set them on every draw), which debug builds check.
    private func patch(_ node: ViewNode, in items: inout [DisplayList.Item], moved: Bool, depth: Int) {
        let raw = paths[node.itemPath.start + depth]
        let index = raw < 0 ? -1 - raw : raw
        if depth == node.itemPath.count - 1 {
            if moved { items[index].frame = node.displayFrame }
            node.draw(&items[index])
            assert(items[index].hitTestingHint.covers(items[index]), "a redraw gave \(node) a tap target or content shape its build did not")
        } else if paths[node.itemPath.start + depth + 1] < 0 {
            patch(node, in: &items[index].mask, moved: moved, depth: depth + 1)
        } else {
            patch(node, in: &items[index].children, moved: moved, depth: depth + 1)
        }
    }

    /// A builder that knows no item yet (`paths` indexes items by node, as `build` fills it).
    package init(paths: [Int] = []) {
        self.paths = paths
    }
}
