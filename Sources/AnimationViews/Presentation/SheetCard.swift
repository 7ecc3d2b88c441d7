import AnimationCore
import AnimationRuntime
import Foundation

/// A sheet's card: the content on the system background, with 10-point
/// top corners, 10 points below the top of the safe area (a full-screen
/// cover: the whole host, square); the content is inset by the safe
/// area's bottom. A sheet follows a downward drag (press, move, release on
/// the card where no control takes the press) and dismisses when released
/// more than a quarter of its height down; otherwise it springs back.
struct _SheetCard<Content: View> {
    let content: Content
    let fullScreen: Bool
    let dismiss: DismissAction
    var body: Never { neverBody }
}

extension _SheetCard: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        let card = node.ownPrimitive { SheetCardPrimitive(node: node) }
        card.fullScreen = fullScreen
        card.color = SheetColors.background.resolve(in: context.environment)
        card.dismiss = dismiss
        if !fullScreen { node.installDragging(card) }
        node.invalidateDrawing()
        node.updateChild(content, in: context)
    }
}

extension _SheetCard: View {}

enum SheetColors {
    static let background = Color(
        light: Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1),
        dark: Color.Resolved(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: 1))
}

/// The node of a sheet's card.
final class SheetCardPrimitive: NodePrimitive, DragTracking, NodeLayout, NodeDrawing {
    /// Whether a press moved far enough to be this view's drag.
    var slop = DragSlop()
    var fullScreen = false
    var color = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
    var dismiss = DismissAction(action: {})
    /// How far the card is dragged down.
    let dragOffset: AnimatedValue<CGFloat>
    private var dragStart: CGFloat?
    /// The top of the card, below the safe area.
    private var topGap: CGFloat = 0

    init(node: ViewNode) {
        dragOffset = node.makeAttribute("sheetDrag", initial: 0, role: .drawing)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let insets = node.graph.layoutState.safeAreaInsets
        topGap = fullScreen ? 0 : insets.top + 10
        let inner = CGRect(
            x: rect.minX + (fullScreen ? insets.leading : 0), y: rect.minY + (fullScreen ? insets.top : topGap),
            width: max(0, rect.width - (fullScreen ? insets.leading + insets.trailing : 0)),
            height: max(0, rect.height - (fullScreen ? insets.top : topGap) - insets.bottom))
        let offer = ProposedSize(width: inner.width, height: inner.height)
        let outer = layout.safeArea
        layout.safeArea = SafeAreaRegion(safe: inner, outer: rect)
        for child in node.layoutChildren {
            let size = layout.size(child, offer)
            // The content goes at the top, centered across.
            layout.place(
                child, in: CGRect(x: inner.midX - size.width / 2, y: inner.minY, width: size.width, height: size.height),
                proposal: offer)
        }
        layout.safeArea = outer
        node.invalidateDrawing()
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        let frame = item.frame
        let card = CGRect(x: frame.minX, y: frame.minY + topGap, width: frame.width, height: max(0, frame.height - topGap))
        let shape = UnevenRoundedRectangle(
            topLeadingRadius: fullScreen ? 0 : 10, bottomLeadingRadius: 0, bottomTrailingRadius: 0,
            topTrailingRadius: fullScreen ? 0 : 10)
        item.content = .shape(shape.path(in: card), paint: .color(color), stroke: nil)
        item.transform = CGAffineTransform(translationX: 0, y: dragOffset.presentation)
        item.tapTarget = ObjectIdentifier(node)
    }

    func drag(_ phase: PressPhase, node: ViewNode) {
        let environment = node.lastContext?.environment ?? EnvironmentValues()
        func set(_ value: CGFloat, _ animation: Animation?) {
            var transaction = Transaction()
            transaction.animation = animation
            node.animate(
                dragOffset, to: value, in: ViewContext(transaction: transaction, environment: environment, time: node.graph.clock.currentTime))
            node.invalidateDrawing()
        }
        // Points arrive in the card's coordinates, which move with the
        // drag: adding the drag undoes that.
        let offset = dragOffset.presentation
        switch phase {
        case .began(let point):
            dragStart = point.y
        case .moved(let point, _):
            guard let start = dragStart, point.y.isFinite else { return }
            set(max(0, point.y + offset - start), nil)
        case .ended(let point, _):
            guard let start = dragStart else { return }
            dragStart = nil
            let distance = point.y.isFinite ? max(0, point.y + offset - start) : 0
            if distance > (node.frame.height - topGap) / 4 {
                dismiss()
            } else {
                set(0, .spring(response: 0.3, dampingFraction: 0.8))
            }
        case .cancelled:
            dragStart = nil
            set(0, .spring(response: 0.3, dampingFraction: 0.8))
        }
    }
}
