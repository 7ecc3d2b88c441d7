import AnimationCore
import Foundation

/// A grid as a ``Layout`` value: what `Grid` arranges its views with, and
/// what ``AnyLayout`` can switch to.
///
/// The rules, SwiftUI's where it documents them:
/// - each `GridRow` is a row, its views in the columns in order (a view
///   with `gridCellColumns(n)` spans `n`); a view outside a row is a row
///   of its own spanning every column;
/// - a column is as wide as its widest view and a row as high as its
///   highest; when the proposal has a width (a height), the space is
///   shared out among columns (rows) as a stack shares it among its
///   children: the least flexible first, each offered an equal share of
///   what is left;
/// - views are aligned in their cells by the row's alignment, else the
///   grid's; 8 points between columns and between rows by default.
public struct GridLayout: Layout {
    /// How views line up in their cells.
    public var alignment: Alignment
    /// The space between columns; 8 when `nil`.
    public var horizontalSpacing: CGFloat?
    /// The space between rows; 8 when `nil`.
    public var verticalSpacing: CGFloat?

    /// Creates the layout.
    ///
    /// - Parameters:
    ///   - alignment: How views line up in their cells; centered by default.
    ///   - horizontalSpacing: The space between columns; 8 when `nil`.
    ///   - verticalSpacing: The space between rows; 8 when `nil`.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measure(proposal, subviews).size
    }

    /// Places each view in its cell.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = measure(proposal, subviews)
        let hs = horizontalSpacing ?? 8, vs = verticalSpacing ?? 8
        var y = bounds.minY
        for (r, row) in grid.rows.enumerated() {
            var column = 0
            let vertical = (row.alignment ?? alignment.vertical).fraction
            let horizontal = alignment.horizontal.fraction
            for cell in row.cells {
                let width: CGFloat
                let x: CGFloat
                if row.spansAll {
                    x = bounds.minX
                    width = bounds.width
                } else {
                    x = bounds.minX + grid.columnWidths[..<column].reduce(0, +) + hs * CGFloat(column)
                    let end = min(column + cell.span, grid.columnWidths.count)
                    width = grid.columnWidths[column..<end].reduce(0, +) + hs * CGFloat(max(0, end - column - 1))
                    column = end
                }
                let rect = CGRect(x: x, y: y, width: width, height: grid.rowHeights[r])
                subviews[cell.index].place(
                    at: CGPoint(x: rect.minX + horizontal * rect.width, y: rect.minY + vertical * rect.height),
                    anchor: UnitPoint(x: horizontal, y: vertical), proposal: ProposedViewSize(rect.size))
            }
            y += grid.rowHeights[r] + vs
        }
    }

    /// One row: its cells (subview indices and spans), its alignment, and
    /// whether it is a single view spanning every column.
    private struct Row {
        var cells: [(index: Int, span: Int)] = []
        var alignment: VerticalAlignment?
        var spansAll = false
    }

    private struct Measured {
        var rows: [Row]
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var size: CGSize
    }

    /// The rows, read from the subviews' grid rows.
    private func rows(of subviews: Subviews) -> [Row] {
        guard let container = subviews.first?.call.container else { return [] }
        return MainActor.assumeIsolated {
            var rows: [Row] = []
            var current: ViewNode?
            for (index, subview) in subviews.enumerated() {
                let span = subview[GridCellColumnsKey.self]
                guard let row = subview.node.gridRow(below: container) else {
                    rows.append(Row(cells: [(index, 1)], spansAll: true))
                    current = nil
                    continue
                }
                if row !== current {
                    rows.append(Row(alignment: row.primitive(as: GridRowPrimitive.self)?.alignment))
                    current = row
                }
                rows[rows.count - 1].cells.append((index, span))
            }
            return rows
        }
    }

    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Measured {
        let rows = rows(of: subviews)
        let hs = horizontalSpacing ?? 8, vs = verticalSpacing ?? 8
        let columnCount = rows.filter { !$0.spansAll }.map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 0
        // The views of each column (one-column cells only).
        var columns = [[Int]](repeating: [], count: columnCount)
        for row in rows where !row.spansAll {
            var column = 0
            for cell in row.cells {
                if cell.span == 1, column < columnCount { columns[column].append(cell.index) }
                column += cell.span
            }
        }
        let columnWidths = Self.share(
            proposal.width.map { max(0, $0 - hs * CGFloat(max(0, columnCount - 1))) }, among: columns
        ) { index, offer in subviews[index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }
        let columnsWidth = columnWidths.reduce(0, +) + hs * CGFloat(max(0, columnCount - 1))
        // Each row's views, offered their cells' widths.
        func cellWidth(_ row: Row, _ cell: Int) -> CGFloat? {
            if row.spansAll { return columnCount > 0 ? columnsWidth : proposal.width }
            let start = row.cells[..<cell].reduce(0) { $0 + $1.span }
            let end = min(start + row.cells[cell].span, columnCount)
            guard start < end else { return 0 }
            return columnWidths[start..<end].reduce(0, +) + hs * CGFloat(end - start - 1)
        }
        var offers: [Int: CGFloat?] = [:]
        for row in rows { for cell in row.cells.indices { offers[row.cells[cell].index] = cellWidth(row, cell) } }
        let rowHeights = Self.share(
            proposal.height.map { max(0, $0 - vs * CGFloat(max(0, rows.count - 1))) },
            among: rows.map { $0.cells.map(\.index) }
        ) { index, offer in subviews[index].sizeThatFits(ProposedViewSize(width: offers[index] ?? nil, height: offer)).height }
        var width = columnsWidth
        for row in rows where row.spansAll {
            let index = row.cells[0].index
            width = max(width, subviews[index].sizeThatFits(ProposedViewSize(width: offers[index] ?? nil, height: nil)).width)
        }
        let height = rowHeights.reduce(0, +) + vs * CGFloat(max(0, rows.count - 1))
        return Measured(rows: rows, columnWidths: columnWidths, rowHeights: rowHeights, size: CGSize(width: width, height: height))
    }

    /// Lengths of tracks (columns or rows), each as long as its longest
    /// view: without an available length, at their views' ideal sizes;
    /// with one, shared out as a stack does.
    private static func share(
        _ available: CGFloat?, among tracks: [[Int]], length: (Int, CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        func trackLength(_ track: [Int], _ offer: CGFloat?) -> CGFloat {
            track.reduce(0) { max($0, length($1, offer)) }
        }
        guard let available else { return tracks.map { trackLength($0, nil) } }
        let flexibility = tracks.map { trackLength($0, .infinity) - trackLength($0, 0) }
        let order = tracks.indices.sorted { flexibility[$0] < flexibility[$1] }
        var lengths = [CGFloat](repeating: 0, count: tracks.count)
        var remaining = available, left = tracks.count
        for index in order {
            lengths[index] = trackLength(tracks[index], remaining / CGFloat(left))
            remaining = max(0, remaining - lengths[index])
            left -= 1
        }
        return lengths
    }
}
