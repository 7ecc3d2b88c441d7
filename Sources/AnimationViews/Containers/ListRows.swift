import AnimationCore
import AnimationRuntime
import Foundation

/// The rows of a list or of one of its sections: each view of the content
/// is a row, drawn on the style's cards with separators between rows.
///
/// A row is offered the card's width less 16 points on each side, and is
/// at least `defaultMinListRowHeight` high (44 points by default), its
/// content 6 points from the top and bottom
/// at least, leading-aligned and vertically centered; a row's
/// `listRowInsets(_:)` replace those paddings. A row's separator traits
/// hide or tint the line under it or above it, and its
/// `listRowSeparatorLeading` and `listRowSeparatorTrailing` guides move the
/// ends of the line under it. A `Section` among
/// the rows is a block of its own: its header, cards and footer span the
/// width.
struct _ListRows<Content: View> {
    let content: Content
    var body: Never { neverBody }
}

extension _ListRows: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let rows = node.ownPrimitive { ListRowsPrimitive() }
        let style = context.environment.listStyleKind
        let card = ListColors.card.resolve(in: context.environment)
        let spacing = context.environment.listRowSpacing
        let minimum = context.environment.minimumListRowHeight
        if style != rows.style || card != rows.cardColor || spacing != rows.rowSpacing || minimum != rows.minimumRowHeight {
            rows.style = style
            rows.cardColor = card
            rows.rowSpacing = spacing
            rows.minimumRowHeight = minimum
            node.invalidateLayout()
            node.invalidateDrawing()
        }
        node.updateChildren(
            [
                (AnyHashable(0), content),
                (AnyHashable(1), _ListSeparators(color: ListColors.separator.resolve(in: context.environment)))
            ], in: context)
    }
}

extension _ListRows: View {}

/// The node of a list's rows: lays them out and draws the cards.
final class ListRowsPrimitive: NodePrimitive, NodeLayout, NodeDrawing {
    var style = ListStyleKind.automatic
    var cardColor = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
    /// The space between rows (`listRowSpacing`): each row is then a card
    /// of its own, without separators.
    var rowSpacing: CGFloat = 0
    /// The cards and the separator lines of the last placement, in host
    /// coordinates.
    private(set) var cards: [CGRect] = []
    private(set) var separators: [ListSeparatorLine] = []

    /// The least height of a row (`defaultMinListRowHeight`, 44 points
    /// by default).
    var minimumRowHeight: CGFloat = 44

    static let rowPadding = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)

    /// The rows and section blocks (not the separators).
    private func rows(of node: ViewNode) -> [ViewNode] {
        node.layoutChildren.filter { $0.primitive(as: ListSeparatorsPrimitive.self) == nil }
    }

    private static func isBlock(_ node: ViewNode) -> Bool {
        node.throughModifiers(SectionPrimitive.self) != nil
    }

    /// A row's paddings: its `listRowInsets`, or the list's.
    private static func insets(of row: ViewNode) -> EdgeInsets {
        row.listRowInsets ?? rowPadding
    }

    /// Each row's offer and height, and the width.
    private func measure(_ rows: [ViewNode], _ proposal: ProposedSize, in layout: inout LayoutPass)
        -> (width: CGFloat, offers: [ProposedSize], heights: [CGFloat])
    {
        let inset = style.horizontalInset
        let width =
            proposal.width
            ?? rows.reduce(0) { widest, row in
                let ideal = layout.size(row, ProposedSize(width: nil, height: nil)).width
                let padding = Self.insets(of: row).leading + Self.insets(of: row).trailing
                return max(widest, ideal + (Self.isBlock(row) ? 0 : 2 * inset + padding))
            }
        var offers: [ProposedSize] = [], heights: [CGFloat] = []
        for row in rows {
            if Self.isBlock(row) {
                let offer = ProposedSize(width: width, height: nil)
                offers.append(offer)
                heights.append(layout.size(row, offer).height)
            } else {
                let padding = Self.insets(of: row)
                let offer = ProposedSize(width: max(0, width - 2 * inset - padding.leading - padding.trailing), height: nil)
                offers.append(offer)
                let height = layout.size(row, offer).height + padding.top + padding.bottom
                heights.append(max(minimumRowHeight, height))
            }
        }
        return (width, offers, heights)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let rows = rows(of: node)
        let measured = measure(rows, proposal, in: &layout)
        let gaps = zip(rows, rows.dropFirst()).filter { !Self.isBlock($0) && !Self.isBlock($1) }.count
        return CGSize(width: measured.width, height: measured.heights.reduce(0, +) + rowSpacing * CGFloat(gaps))
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let rows = rows(of: node)
        let measured = measure(rows, proposal, in: &layout)
        let inset = style.horizontalInset
        var y = rect.minY
        var cards: [CGRect] = [], separators: [ListSeparatorLine] = []
        var runStart: CGFloat?
        var above: (row: ViewNode, frame: CGRect)?
        for (index, row) in rows.enumerated() {
            let height = measured.heights[index]
            if Self.isBlock(row) {
                if let start = runStart { cards.append(CGRect(x: rect.minX + inset, y: start, width: rect.width - 2 * inset, height: y - start)) }
                runStart = nil
                above = nil
                layout.place(row, in: CGRect(x: rect.minX, y: y, width: rect.width, height: height), proposal: measured.offers[index])
            } else {
                let padding = Self.insets(of: row)
                if above != nil, rowSpacing > 0, let start = runStart {
                    cards.append(CGRect(x: rect.minX + inset, y: start, width: rect.width - 2 * inset, height: y - start))
                    y += rowSpacing
                    runStart = y
                }
                if runStart == nil { runStart = y }
                if let above, rowSpacing == 0, let line = separator(between: above, and: row, at: y, cardMaxX: rect.maxX - inset, in: &layout) {
                    separators.append(line)
                }
                let size = layout.size(row, measured.offers[index])
                let frame = CGRect(
                    x: rect.minX + inset + padding.leading, y: y + padding.top + (height - padding.top - padding.bottom - size.height) / 2,
                    width: size.width, height: size.height)
                row.throughModifiers(ListRowBackgroundPrimitive.self)?.primitive.cell = CGRect(
                    x: rect.minX + inset, y: y, width: rect.width - 2 * inset, height: height)
                layout.place(row, in: frame, proposal: measured.offers[index])
                above = (row, frame)
            }
            y += height
        }
        if let start = runStart { cards.append(CGRect(x: rect.minX + inset, y: start, width: rect.width - 2 * inset, height: y - start)) }
        if !style.hasCards { cards = [] }
        if cards != self.cards {
            self.cards = cards
            node.invalidateDrawing()
        }
        if let lines = node.layoutChildren.first(where: { $0.primitive(as: ListSeparatorsPrimitive.self) != nil }) {
            if separators != self.separators {
                self.separators = separators
                lines.invalidateDrawing()
            }
            layout.place(lines, in: rect, proposal: proposal)
        }
    }

    /// The line between two rows at `y`, unless either hides it: from the
    /// upper row's `listRowSeparatorLeading` guide (its leading edge when it
    /// has none) to its `listRowSeparatorTrailing` guide (the card's
    /// trailing edge).
    private func separator(
        between above: (row: ViewNode, frame: CGRect), and below: ViewNode, at y: CGFloat, cardMaxX: CGFloat, in layout: inout LayoutPass
    ) -> ListSeparatorLine? {
        guard !above.row.listRowHidesSeparator(.bottom), !below.listRowHidesSeparator(.top) else { return nil }
        let size = above.frame.size
        let leading = layout.explicitGuide(HorizontalAlignment.listRowSeparatorLeading.key, of: above.row, size: size) ?? 0
        let trailing = layout.explicitGuide(HorizontalAlignment.listRowSeparatorTrailing.key, of: above.row, size: size)
        let minX = above.frame.minX + leading
        let maxX = trailing.map { above.frame.minX + $0 } ?? cardMaxX
        let tint = above.row.listRowSeparatorTint(.bottom) ?? below.listRowSeparatorTint(.top)
        return ListSeparatorLine(rect: CGRect(x: minX, y: y - 0.5, width: max(0, maxX - minX), height: 0.5), tint: tint)
    }

    /// The rows pass no guides on.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        guard !cards.isEmpty else {
            item.content = nil
            return
        }
        var path = Path()
        for card in cards {
            path.addPath(RoundedRectangle(cornerRadius: style.cornerRadius).path(in: card))
        }
        item.content = .shape(path, paint: .color(cardColor), stroke: nil)
    }
}

/// The separator lines between a list's rows (drawn above them).
struct _ListSeparators: Equatable {
    let color: Color.Resolved
    var body: Never { neverBody }
}

extension _ListSeparators: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let lines = node.ownPrimitive { ListSeparatorsPrimitive(color: color) }
        if lines.color != color {
            lines.color = color
            node.invalidateDrawing()
        }
    }
}

extension _ListSeparators: View {}

/// The node of the separators: it takes the rows' rectangle and draws the
/// lines its parent's layout found.
final class ListSeparatorsPrimitive: NodePrimitive, NodeLayout, NodeDrawing {
    var color: Color.Resolved

    init(color: Color.Resolved) {
        self.color = color
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        let lines = node.nearestAncestor(ListRowsPrimitive.self)?.primitive.separators ?? []
        item.allowsHitTesting = false
        // The list's color is the item's own shape; each row tint is a child
        // item of its own.
        var plain = Path()
        var tinted: [(color: Color.Resolved, path: Path)] = []
        for line in lines {
            if let tint = line.tint {
                if let index = tinted.firstIndex(where: { $0.color == tint }) {
                    tinted[index].path.addRect(line.rect)
                } else {
                    var path = Path()
                    path.addRect(line.rect)
                    tinted.append((tint, path))
                }
            } else {
                plain.addRect(line.rect)
            }
        }
        item.content = plain.isEmpty ? nil : .shape(plain, paint: .color(color), stroke: nil)
        item.children = tinted.map { group in
            var child = DisplayList.Item(frame: item.frame)
            child.content = .shape(group.path, paint: .color(group.color), stroke: nil)
            child.allowsHitTesting = false
            return child
        }
    }
}

/// One separator line of a list: its rectangle in host coordinates, and
/// the row's tint (`nil`: the list's separator color).
struct ListSeparatorLine: Equatable {
    var rect: CGRect
    var tint: Color.Resolved?
}
