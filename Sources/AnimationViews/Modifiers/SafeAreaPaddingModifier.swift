import AnimationCore
import Foundation

/// `safeAreaPadding`: laid out as `padding`, but the insets join the safe
/// area the content sees, so content that ignores the safe area still
/// reaches into them.
struct _SafeAreaPaddingLayout: PrimitiveModifier, Equatable {
    var insets: EdgeInsets

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let insets = EdgeInsets(
            top: Self.clamped(self.insets.top), leading: Self.clamped(self.insets.leading),
            bottom: Self.clamped(self.insets.bottom), trailing: Self.clamped(self.insets.trailing))
        let layout = node.ownPrimitive { SafeAreaPaddingPrimitive(insets: insets) }
        if layout.padding.insets != insets {
            layout.padding.insets = insets
            node.invalidateLayout()
        }
        node.updateChild(content, in: context)
    }

    /// Insets that are not finite or are negative add nothing.
    static func clamped(_ inset: CGFloat) -> CGFloat {
        inset.isFinite ? max(0, inset) : 0
    }
}

/// The node of ``_SafeAreaPaddingLayout``.
final class SafeAreaPaddingPrimitive: NodePrimitive, NodeLayout {
    /// Passes no guides on (simplification: the padding depends on placement).
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }

    let padding: PaddingPrimitive

    init(insets: EdgeInsets) {
        padding = PaddingPrimitive(insets: insets)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        padding.sizeThatFits(proposal, of: node, axis: axis, in: &layout)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let outer = layout.safeArea
        layout.safeArea = outer.nested(in: rect, adding: padding.insets)
        padding.placeChildren(of: node, in: rect, proposal: proposal, axis: axis, in: &layout)
        layout.safeArea = outer
    }
}

extension View {
    /// Adds insets to the safe area the view's content sees.
    ///
    /// The content is laid out inside the insets, as with `padding`; views
    /// in it that ignore the safe area still reach into them (and past them,
    /// where the view touches the safe area's edge). Insets that are not
    /// finite, or are negative, add nothing.
    ///
    /// - Parameter insets: The insets.
    /// - Returns: The view.
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingLayout(insets: insets))
    }

    /// Adds the same inset to the safe area on some edges.
    ///
    /// - Parameters:
    ///   - edges: The edges; all by default.
    ///   - length: The inset; 16 (the default padding) when `nil`.
    /// - Returns: The view.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let inset = length ?? 16
        return safeAreaPadding(
            EdgeInsets(
                top: edges.contains(.top) ? inset : 0, leading: edges.contains(.leading) ? inset : 0,
                bottom: edges.contains(.bottom) ? inset : 0, trailing: edges.contains(.trailing) ? inset : 0))
    }

    /// Adds the same inset to the safe area on every edge.
    ///
    /// - Parameter length: The inset.
    /// - Returns: The view.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}
