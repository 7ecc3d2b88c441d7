import AnimationCore
import Foundation

/// A view laid out in the frame of another: what `background` and
/// `overlay` add (and `mask` lays out).
///
/// The modified view is laid out as if the modifier were not there; the
/// secondary view is then offered the modified view's size and aligned in
/// its frame (its children overlaid as in a `ZStack` with that alignment),
/// so it does not change the modified view's size. A background is drawn
/// behind the view, an overlay in front of it; a mask's items go into the
/// mask of an item that holds the view's.
struct _SecondaryViewModifier<Secondary: View>: PrimitiveModifier {
    var secondary: Secondary
    var alignment: Alignment
    var placement: SecondaryPlacement

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let layout = node.ownPrimitive { SecondaryViewPrimitive(placement: placement) }
        layout.placement = placement
        let primary = _LayoutSlot(content: content, alignment: .center, role: .primary)
        let other = _LayoutSlot(content: secondary, alignment: alignment, role: placement == .mask ? .mask : .secondary)
        switch placement {
        case .background:
            node.updateChildren([(AnyHashable(1), other), (AnyHashable(0), primary)], in: context)
        case .overlay, .mask:
            node.updateChildren([(AnyHashable(0), primary), (AnyHashable(1), other)], in: context)
        }
    }
}

/// Where a secondary view goes.
enum SecondaryPlacement {
    case background, overlay, mask
}

/// One side of a secondary-view modifier: a node that is laid out as one
/// child (its children overlaid and aligned), so that the modifier knows
/// which of its children is which.
struct _LayoutSlot<Content: View>: PrimitiveView {
    var content: Content
    var alignment: Alignment
    var role: LayoutSlotRole

    func update(_ node: ViewNode, in context: ViewContext) {
        let slot = node.ownPrimitive { LayoutSlotPrimitive(alignment: alignment, role: role) }
        if slot.alignment != alignment {
            slot.alignment = alignment
            node.invalidateLayout()
        }
        node.updateChild(content, in: context)
    }

    /// Lays out its content.
    var body: Never { neverBody }
}

extension _LayoutSlot: View {}

/// Which side of a secondary-view modifier a slot is.
enum LayoutSlotRole {
    case primary, secondary, mask
}

/// The node of a ``_LayoutSlot``.
final class LayoutSlotPrimitive: NodePrimitive, NodeLayout, NodeDrawing {
    var alignment: Alignment
    let role: LayoutSlotRole

    init(alignment: Alignment, role: LayoutSlotRole) {
        self.alignment = alignment
        self.role = role
    }

    var drawsItem: Bool { false }

    var traits: DrawingTraits { role == .mask ? .drawsIntoMask : [] }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let children = node.layoutChildren
        for child in children {
            let size = layout.size(child, proposal)
            layout.place(child, in: layout.aligned(size, of: child, in: rect, alignment: alignment), proposal: proposal)
        }
    }
}

/// The layout of a secondary-view modifier: the primary slot's size; the
/// secondary slot offered and placed in the primary's frame.
final class SecondaryViewPrimitive: NodePrimitive, NodeLayout, NodeDrawing {
    var placement: SecondaryPlacement

    init(placement: SecondaryPlacement) {
        self.placement = placement
    }

    /// A mask draws an item that holds the masked view's items, and the
    /// mask's in its ``AnimationEngine/DisplayList/Item/mask``.
    var drawsItem: Bool { placement == .mask }

    private func slots(of node: ViewNode) -> (primary: ViewNode?, secondary: ViewNode?) {
        node.layoutSlots
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        guard let primary = slots(of: node).primary else { return .zero }
        return layout.size(primary, proposal, axis: axis)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let (primary, secondary) = slots(of: node)
        if let primary { layout.place(primary, in: rect, proposal: proposal, axis: axis) }
        if let secondary {
            let offered = ProposedSize(width: rect.width, height: rect.height)
            _ = layout.size(secondary, offered)
            layout.place(secondary, in: rect, proposal: offered)
        }
    }

    /// The primary view's spacing (a background or overlay changes none).
    func spacing(of node: ViewNode, in layout: inout LayoutPass) -> LayoutSpacing {
        guard let primary = slots(of: node).primary else { return .standard }
        return layout.spacing(of: primary)
    }

    /// The primary view's guides.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        guard let primary = slots(of: node).primary else { return nil }
        return layout.explicitGuide(key, of: primary, size: size)
    }
}

extension ViewNode {
    /// The node's ``_LayoutSlot`` children (those not leaving): the primary
    /// one (the modified view) and the other (a secondary view or a mask).
    var layoutSlots: (primary: ViewNode?, secondary: ViewNode?) {
        var primary: ViewNode?, secondary: ViewNode?
        for child in children where !child.isLeaving {
            if let slot = child.primitive(as: LayoutSlotPrimitive.self), slot.role != .primary { secondary = child } else { primary = child }
        }
        return (primary, secondary)
    }
}

extension View {
    /// Layers a view behind this one, in its frame.
    ///
    /// - Parameters:
    ///   - background: The view behind.
    ///   - alignment: How it aligns in the frame; centered when omitted.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryViewModifier(secondary: background, alignment: alignment, placement: .background))
    }

    /// Layers views behind this one, in its frame.
    ///
    /// - Parameters:
    ///   - alignment: How they align in the frame; centered when omitted.
    ///   - content: The views behind, back to front.
    /// - Returns: The view.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryViewModifier(secondary: content(), alignment: alignment, placement: .background))
    }

    /// Fills the view's frame behind it with a style.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - edges: The safe-area edges the fill extends into, where the
    ///     view touches them (see ``AnimationEngine/View/ignoresSafeArea(_:edges:)``).
    /// - Returns: The view.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

    /// Fills a shape in the view's frame behind it with a style.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - shape: The shape.
    ///   - fillStyle: The fill rule.
    /// - Returns: The view.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Fills the view's frame behind it with the background style.
    ///
    /// - Parameter edges: The safe-area edges the fill extends into.
    /// - Returns: The view.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills a shape in the view's frame behind it with the background
    /// style.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - fillStyle: The fill rule.
    /// - Returns: The view.
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Layers a view in front of this one, in its frame.
    ///
    /// - Parameters:
    ///   - overlay: The view in front.
    ///   - alignment: How it aligns in the frame; centered when omitted.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryViewModifier(secondary: overlay, alignment: alignment, placement: .overlay))
    }

    /// Layers views in front of this one, in its frame.
    ///
    /// - Parameters:
    ///   - alignment: How they align in the frame; centered when omitted.
    ///   - content: The views in front, back to front.
    /// - Returns: The view.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryViewModifier(secondary: content(), alignment: alignment, placement: .overlay))
    }

    /// Fills the view's frame in front of it with a style.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - edges: The safe-area edges the fill extends into, where the
    ///     view touches them (see ``AnimationEngine/View/ignoresSafeArea(_:edges:)``).
    /// - Returns: The view.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

    /// Fills a shape in the view's frame in front of it with a style.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - shape: The shape.
    ///   - fillStyle: The fill rule.
    /// - Returns: The view.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Draws a border inside the view's frame.
    ///
    /// - Parameters:
    ///   - content: The border's style.
    ///   - width: The border's width; 1 when omitted.
    /// - Returns: The view.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
    }

    /// Masks the view with the opacity of other views, laid out in its
    /// frame: where they are transparent the view is too.
    ///
    /// - Parameters:
    ///   - alignment: How the mask aligns in the frame; centered when omitted.
    ///   - mask: The mask's views.
    /// - Returns: The view.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_SecondaryViewModifier(secondary: mask(), alignment: alignment, placement: .mask))
    }

    /// Masks the view with the opacity of another view.
    ///
    /// - Parameter mask: The mask.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }
}

/// The background style: the environment's `backgroundStyle` when a view
/// set one, else white, black in the dark appearance (the system
/// background color).
public struct BackgroundStyle: ShapeStyle {
    /// Creates the background style.
    public init() {}

    /// The environment's background style, or white (black in the dark
    /// appearance). A background style that is itself `.background` draws
    /// the system background.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        if let style = environment.backgroundStyle {
            var system = environment
            system.backgroundStyle = nil
            return style._resolvePaint(in: system)
        }
        return .color(environment.colorScheme == .dark ? Color.black.resolved : Color.white.resolved)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
