import AnimationCore
import Foundation

/// `ignoresSafeArea`: the view is sized as if the modifier were not there;
/// where its frame touches an edge of the safe area it ignores, the frame
/// is extended to the outer edge (the host's bounds, or the edge of the
/// view that added the inset), and the content is laid out again in the
/// extended frame.
@usableFromInline
struct _SafeAreaIgnoringLayout: PrimitiveModifier, Equatable {
    var regions: SafeAreaRegions
    var edges: Edge.Set

    @usableFromInline
    init(regions: SafeAreaRegions, edges: Edge.Set) {
        self.regions = regions
        self.edges = edges
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        // The keyboard region is always empty here: only the container's
        // safe area can be ignored.
        let edges = regions.contains(.container) ? self.edges : []
        let layout = node.ownPrimitive { SafeAreaIgnoringPrimitive(edges: edges) }
        if layout.edges != edges {
            layout.edges = edges
            node.invalidateLayout()
        }
        node.updateChild(content, in: context)
    }
}

/// The node of ``_SafeAreaIgnoringLayout``.
final class SafeAreaIgnoringPrimitive: NodePrimitive, NodeLayout {
    /// Passes no guides on (simplification: the content grows into the safe area at placement).
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }

    var edges: Edge.Set

    init(edges: Edge.Set) {
        self.edges = edges
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let frame = layout.safeArea.ignoring(edges, in: rect)
        if frame == rect {
            layout.placeChildren(of: node, in: rect, proposal: proposal, alignment: .center, axis: axis)
        } else {
            // Offered the extended frame; content that does not take all of
            // it (a fixed frame) is centered in it.
            let offered = ProposedSize(width: frame.width, height: frame.height)
            for child in node.layoutChildren {
                let size = layout.size(child, offered, axis: axis)
                layout.place(child, in: LayoutPass.aligned(size, in: frame, alignment: .center), proposal: offered, axis: axis)
            }
        }
    }
}

extension View {
    /// Extends the view into the safe area where it touches it: a
    /// background that fills the screen behind the status bar and the home
    /// indicator.
    ///
    /// The view is sized in the safe area as before; where its frame
    /// touches an edge of the safe area in `edges`, the frame reaches to
    /// the edge beyond (the host's bounds, see `safeAreaInsets`,
    /// or the edge of a view that added to the safe area with
    /// `safeAreaInset` or `safeAreaPadding`), and the view is laid out
    /// again in that frame. A view that does not touch the edge does not
    /// move. The headless host shows no keyboard, so ``SafeAreaRegions/keyboard``
    /// alone changes nothing.
    ///
    /// - Parameters:
    ///   - regions: The kinds of safe area to ignore; all by default.
    ///   - edges: The edges to extend past; all by default.
    /// - Returns: The view.
    @inlinable
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
    }

    /// Extends the view into the safe area on some edges: the older name of
    /// ``ignoresSafeArea(_:edges:)`` for the container's safe area.
    ///
    /// - Parameter edges: The edges to extend past.
    /// - Returns: The view.
    @inlinable
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: .container, edges: edges))
    }
}
