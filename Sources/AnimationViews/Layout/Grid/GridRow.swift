import Foundation

/// A row of a `Grid`: its views go into the grid's columns, one per cell.
///
/// Outside a grid (in a stack, or when an ``AnyLayout`` switches a grid to
/// a stack) a row is a group: its views are the container's, one by one.
public struct GridRow<Content: View> {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - alignment: How the row's views line up vertically in their
    ///     cells; the grid's alignment when `nil`.
    ///   - content: The row's views.
    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Rows are primitive.
    public var body: Never { neverBody }
}

extension GridRow: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let row = node.ownPrimitive { GridRowPrimitive(alignment: alignment) }
        if row.alignment != alignment {
            row.alignment = alignment
            node.invalidateLayout()
        }
        node.updateChild(content, in: context)
    }
}

extension GridRow: View {}

/// The node of a grid row: a group whose views a grid finds by it.
final class GridRowPrimitive: NodePrimitive, NodeLayout {
    var alignment: VerticalAlignment?

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }

    var isLayoutGroup: Bool { true }
}

extension ViewNode {
    /// The grid row the node is in, below `container`, if any.
    func gridRow(below container: ViewNode) -> ViewNode? {
        nearestAncestor(GridRowPrimitive.self, below: container)?.node
    }
}

/// How many columns a view in a grid row spans.
enum GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

extension View {
    /// Makes the view span several columns of its grid row.
    ///
    /// - Parameter count: The number of columns (at least 1; smaller
    ///   counts are 1).
    /// - Returns: The view.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }
}
