import AnimationCore
import Foundation

/// Builds the display list from placed nodes and patches it when only
/// drawing changes.
///
/// Each node that draws an item of its own remembers where its item is (a
/// path of indices from the top of the list, kept in one flat buffer), so
/// that a drawing attribute that changes (an opacity, a scale, a colour)
/// rewrites that one item in place: no layout, no rebuilding.
@MainActor
struct DisplayListBuilder {
    /// The paths of every drawing node's item, back to back.
    private(set) var paths: [Int] = []
    private var stack: [Int] = []

    /// The items of the tree under `root`, recording each item's path.
    mutating func build(_ root: ViewNode) -> [DisplayList.Item] {
        paths.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        var items: [DisplayList.Item] = []
        append(root, into: &items)
        return items
    }

    private mutating func append(_ node: ViewNode, into items: inout [DisplayList.Item]) {
        guard node.drawsItem else {
            node.itemPathCount = 0
            for child in node.children { append(child, into: &items) }
            return
        }
        var item = DisplayList.Item(frame: node.displayFrame)
        stack.append(items.count)
        node.itemPathStart = paths.count
        node.itemPathCount = stack.count
        paths.append(contentsOf: stack)
        for child in node.children { append(child, into: &item.children) }
        node.draw(&item)
        stack.removeLast()
        items.append(item)
    }

    /// Redraws the item of a node in place; when it `moved` (it was placed
    /// again, or its frame animates), at the node's display frame.
    func patch(_ node: ViewNode, in items: inout [DisplayList.Item], moved: Bool) {
        guard node.itemPathCount > 0, !node.isDetached else { return }
        patch(node, in: &items, moved: moved || node.geometry != nil, depth: 0)
    }

    private func patch(_ node: ViewNode, in items: inout [DisplayList.Item], moved: Bool, depth: Int) {
        let index = paths[node.itemPathStart + depth]
        if depth == node.itemPathCount - 1 {
            if moved { items[index].frame = node.displayFrame }
            node.draw(&items[index])
        } else {
            patch(node, in: &items[index].children, moved: moved, depth: depth + 1)
        }
    }
}
