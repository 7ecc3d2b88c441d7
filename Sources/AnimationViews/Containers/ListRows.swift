import AnimationCore
import AnimationRuntime
import Foundation

/// The rows of a list or of one of its sections: each view of the content
/// is a row, drawn on the style's cards with separators between rows.
///
/// A row is offered the card's width less 16 points on each side, and is
/// at least 44 points high, its content 6 points from the top and bottom
/// at least, leading-aligned and vertically centered. A `Section` among
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
        if style != rows.style || card != rows.cardColor {
            rows.style = style
            rows.cardColor = card
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
    /// The cards and the separator lines of the last placement, in host
    /// coordinates.
    private(set) var cards: [CGRect] = []
    private(set) var separators: [CGRect] = []

    static let rowPadding = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    static let minimumRowHeight: CGFloat = 44

    /// The rows and section blocks (not the separators).
    private func rows(of node: ViewNode) -> [ViewNode] {
        node.layoutChildren.filter { $0.primitive(as: ListSeparatorsPrimitive.self) == nil }
    }

    private static func isBlock(_ node: ViewNode) -> Bool {
        node.throughModifiers(SectionPrimitive.self) != nil
    }

    /// Each row's offer and height, and the width.
    private func measure(_ rows: [ViewNode], _ proposal: ProposedSize, in layout: inout LayoutPass)
        -> (width: CGFloat, offers: [ProposedSize], heights: [CGFloat])
    {
        let inset = style.horizontalInset
        let padding = Self.rowPadding.leading + Self.rowPadding.trailing
        let width =
            proposal.width
            ?? rows.reduce(0) { widest, row in
                let ideal = layout.size(row, ProposedSize(width: nil, height: nil)).width
                return max(widest, ideal + (Self.isBlock(row) ? 0 : 2 * inset + padding))
            }
        var offers: [ProposedSize] = [], heights: [CGFloat] = []
        for row in rows {
            if Self.isBlock(row) {
                let offer = ProposedSize(width: width, height: nil)
                offers.append(offer)
                heights.append(layout.size(row, offer).height)
            } else {
                let offer = ProposedSize(width: max(0, width - 2 * inset - padding), height: nil)
                offers.append(offer)
                let height = layout.size(row, offer).height + Self.rowPadding.top + Self.rowPadding.bottom
                heights.append(max(Self.minimumRowHeight, height))
            }
        }
        return (width, offers, heights)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        let measured = measure(rows(of: node), proposal, in: &layout)
        return CGSize(width: measured.width, height: measured.heights.reduce(0, +))
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let rows = rows(of: node)
        let measured = measure(rows, proposal, in: &layout)
        let inset = style.horizontalInset
        var y = rect.minY
        var cards: [CGRect] = [], separators: [CGRect] = []
        var runStart: CGFloat?
        for (index, row) in rows.enumerated() {
            let height = measured.heights[index]
            if Self.isBlock(row) {
                if let start = runStart { cards.append(CGRect(x: rect.minX + inset, y: start, width: rect.width - 2 * inset, height: y - start)) }
                runStart = nil
                layout.place(row, in: CGRect(x: rect.minX, y: y, width: rect.width, height: height), proposal: measured.offers[index])
            } else {
                if runStart == nil {
                    runStart = y
                } else {
                    let x = rect.minX + inset + Self.rowPadding.leading
                    separators.append(CGRect(x: x, y: y - 0.5, width: rect.maxX - inset - x, height: 0.5))
                }
                let size = layout.size(row, measured.offers[index])
                let frame = CGRect(
                    x: rect.minX + inset + Self.rowPadding.leading, y: y + (height - size.height) / 2,
                    width: size.width, height: size.height)
                layout.place(row, in: frame, proposal: measured.offers[index])
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
        guard !lines.isEmpty else {
            item.content = nil
            return
        }
        var path = Path()
        for line in lines { path.addRect(line) }
        item.content = .shape(path, paint: .color(color), stroke: nil)
        item.allowsHitTesting = false
    }
}
