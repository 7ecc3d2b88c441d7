import AnimationCore
import AnimationRuntime
import Foundation

/// A sheet's card: the content on the system background, with 10-point
/// top corners (`presentationCornerRadius`), resting at one of the detents
/// its content asks for (`presentationDetents`; `.large` by default: 10
/// points below the top of the safe area); a full-screen cover is the whole
/// host, square. The content is inset by the safe area's bottom. A sheet
/// follows a drag (see `SheetCard+Drag.swift`): released, it rests at the
/// nearest detent, or dismisses when pulled down more than a quarter of its
/// smallest detent below it.
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
        card.environment = context.environment
        if !fullScreen { node.installDragging(card) }
        node.invalidateDrawing()
        let grabber = card.showsGrabber
        let background = card.options.backgroundView
        node.updateChild(
            Group {
                if let background { _SheetBackground(content: background) }
                content
                if grabber { SheetGrabber() }
            }, in: context)
        if !fullScreen { node.graph.preferences.register(card.reader) }
    }
}

extension _SheetCard: View {}

enum SheetColors {
    static let background = Color(
        light: Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1),
        dark: Color.Resolved(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: 1))
    /// The grabber: UIKit's tertiary label color.
    static let grabber = Color(
        light: Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
        dark: Color.Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3))
}

/// The grabber at the top of a sheet: a 36 × 5 capsule, 5 points below the
/// card's top edge (UIKit's).
struct SheetGrabber: View {
    var body: some View {
        Capsule().fill(SheetColors.grabber).frame(width: 36, height: 5).padding(.top, 5)
    }
}

/// A view a sheet's content draws behind itself
/// (`presentationBackground(alignment:content:)`): the card places it in
/// its whole rectangle.
struct _SheetBackground {
    let content: AnyView
    var body: Never { neverBody }
}

extension _SheetBackground: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        _ = node.ownPrimitive { SheetBackgroundMarker() }
        node.updateChild(content, in: context)
    }
}

extension _SheetBackground: View {}

/// The node of a sheet's background view: found by the card among its
/// children (``ViewNode/primitive(as:)``).
final class SheetBackgroundMarker: NodePrimitive {}

/// The node of a sheet's card.
final class SheetCardPrimitive: NodePrimitive, DragTracking, NodeLayout, NodeDrawing {
    /// Whether a press moved far enough to be this view's drag.
    var slop = DragSlop()
    var fullScreen = false
    var color = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
    var dismiss = DismissAction(action: {})
    var environment = EnvironmentValues()
    /// How far the card is dragged down (up: negative).
    let dragOffset: AnimatedValue<CGFloat>
    var dragStart: CGFloat?
    /// The top of the card, below the safe area.
    private(set) var topGap: CGFloat = 0
    /// The card's resting heights above the bottom safe area, smallest
    /// first (one, `.large`, unless the content asks for detents).
    var detents: [(detent: PresentationDetent, height: CGFloat)] = []
    /// The detent the card rests at, once a drag or the selection chose
    /// one; the smallest until then.
    var resting: PresentationDetent?
    /// The options the content asks for.
    let reader: SheetOptionsReader
    /// The resting height the drag offset is relative to: the last
    /// layout's, or the detent a drag or a selection just moved the card
    /// to (the next layout's); `nil` before the first layout.
    var shownHeight: CGFloat?
    /// The large detent's height at the last layout.
    private(set) var maximumHeight: CGFloat = 0

    init(node: ViewNode) {
        dragOffset = node.makeAttribute("sheetDrag", initial: 0, role: .drawing)
        reader = SheetOptionsReader(node: node)
        reader.onChange = { [unowned self] old, node in self.optionsChanged(from: old, node: node) }
    }

    var options: SheetOptions { reader.options }

    /// Whether the grabber shows: asked for, or (automatic) the sheet has
    /// more than one detent.
    var showsGrabber: Bool { Self.showsGrabber(options, fullScreen: fullScreen) }

    static func showsGrabber(_ options: SheetOptions, fullScreen: Bool) -> Bool {
        guard !fullScreen else { return false }
        switch options.dragIndicator {
        case .visible?: return true
        case .hidden?: return false
        default: return (options.detents?.count ?? 0) > 1
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let insets = node.graph.layoutState.safeAreaInsets
        let maximum = max(0, rect.height - insets.top - 10 - insets.bottom)
        maximumHeight = maximum
        detents = resolvedDetents(maximum: maximum)
        let height = restingHeight
        shownHeight = height
        topGap = fullScreen ? 0 : max(0, rect.height - insets.bottom - height)
        let inner = CGRect(
            x: rect.minX + (fullScreen ? insets.leading : 0), y: rect.minY + (fullScreen ? insets.top : topGap),
            width: max(0, rect.width - (fullScreen ? insets.leading + insets.trailing : 0)),
            height: max(0, rect.height - (fullScreen ? insets.top : topGap) - insets.bottom))
        let offer = ProposedSize(width: inner.width, height: inner.height)
        let outer = layout.safeArea
        layout.safeArea = SafeAreaRegion(safe: inner, outer: rect)
        // The card's rectangle, under the bottom safe area too.
        let card = CGRect(x: rect.minX, y: rect.minY + topGap, width: rect.width, height: max(0, rect.height - topGap))
        for child in node.layoutChildren {
            if child.primitive(as: SheetBackgroundMarker.self) != nil {
                let proposal = ProposedSize(width: card.width, height: card.height)
                let size = layout.size(child, proposal)
                let alignment = options.backgroundAlignment
                layout.place(child, in: LayoutPass.aligned(size, in: card, alignment: alignment), proposal: proposal)
                continue
            }
            let size = layout.size(child, offer)
            // The content goes at the top, centered across.
            layout.place(
                child, in: CGRect(x: inner.midX - size.width / 2, y: inner.minY, width: size.width, height: size.height),
                proposal: offer)
        }
        layout.safeArea = outer
        node.invalidateDrawing()
    }

    /// The active detents' heights, smallest first; `.large` when none is
    /// active.
    func resolvedDetents(maximum: CGFloat) -> [(detent: PresentationDetent, height: CGFloat)] {
        var result: [(detent: PresentationDetent, height: CGFloat)] = []
        for detent in options.detents ?? [] {
            if let height = detent.height(maximum: maximum, environment: environment) { result.append((detent, height)) }
        }
        if result.isEmpty { result = [(.large, maximum)] }
        // Ties broken by kind, so that the order does not depend on the set's.
        return result.sorted { ($0.height, "\($0.detent.kind)") < ($1.height, "\($1.detent.kind)") }
    }

    /// The detent the card rests at: the selection's, else the one a drag
    /// chose, when active; else the smallest.
    var restingDetent: (detent: PresentationDetent, height: CGFloat) {
        let wanted = options.selection?.wrappedValue ?? resting
        if let wanted, let match = detents.first(where: { $0.detent == wanted }) { return match }
        return detents.first ?? (.large, 0)
    }

    var restingHeight: CGFloat { fullScreen ? 0 : restingDetent.height }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }

    var drawsItem: Bool { true }

    /// The top corners' radius: the content's, or the system's 10.
    private var cornerRadius: CGFloat {
        guard !fullScreen else { return 0 }
        guard let asked = options.cornerRadius ?? nil, asked.isFinite, asked >= 0 else { return 10 }
        return asked
    }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        let frame = item.frame
        let card = CGRect(x: frame.minX, y: frame.minY + topGap, width: frame.width, height: max(0, frame.height - topGap))
        let radius = cornerRadius
        let shape = UnevenRoundedRectangle(
            topLeadingRadius: radius, bottomLeadingRadius: 0, bottomTrailingRadius: 0, topTrailingRadius: radius)
        let paint = options.resolvedBackground?.paint(in: card) ?? .color(color)
        let path = shape.path(in: card)
        // A background view replaces the fill (the shape stays, clear, for
        // hits), clipped to the card.
        let clear = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        item.content = .shape(path, paint: options.backgroundView == nil ? paint : .color(clear), stroke: nil)
        item.clip = options.backgroundView == nil ? nil : DisplayList.Clip(path: path, eoFill: false)
        item.transform = CGAffineTransform(translationX: 0, y: dragOffset.presentation)
        item.tapTarget = ObjectIdentifier(node)
    }
}
