import AnimationCore
import Foundation

/// A view that takes the space offered to it and gives its content its
/// size and place (a ``GeometryProxy``).
///
/// As in SwiftUI, the reader is as large as the proposal (10 points along
/// an axis the parent leaves open, such as a scroll view's), and places its
/// content at its top-leading corner. The content is built once layout has
/// placed the reader, and built again whenever the reader's geometry
/// changes: the host lays out again until the geometry settles (at most
/// ``maximumLayoutRounds`` rounds, then it warns).
public struct GeometryReader<Content: View> {
    /// The content, given the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader.
    ///
    /// - Parameter content: The content, given the reader's geometry.
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// How many times one layout builds readers' content again before it
    /// gives up on content that keeps changing its own geometry.
    public static var maximumLayoutRounds: Int { GeometryReaderPrimitive.maximumRounds }

    /// A reader is primitive.
    public var body: Never { neverBody }
}

extension GeometryReader: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let reader = node.ownPrimitive { GeometryReaderPrimitive() }
        // Before layout has placed the reader there is no geometry: the
        // content waits for it.
        guard let proxy = reader.proxy else { return }
        // The content's reads of `@Observable` properties update the reader.
        let built = node.graph.updates.evaluatingUserCode { node.trackingObservations { content(proxy) } }
        node.updateChild(built, in: context)
    }
}

extension GeometryReader: View {}

/// The node of a ``GeometryReader``: the geometry its content was built
/// with.
final class GeometryReaderPrimitive: NodePrimitive, NodeLayout {
    /// A reader passes no guides on (its content is placed at its origin).
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize, in layout: inout LayoutPass) -> CGFloat? {
        nil
    }

    nonisolated static var maximumRounds: Int { ViewGraph.maximumGeometryRounds }

    /// The geometry the content was last built with; `nil` before the
    /// first placement.
    var proxy: GeometryProxy?

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let proxy = GeometryProxy(
            size: rect.size, safeAreaInsets: layout.safeArea.insets(of: rect), globalFrame: rect,
            namedFrames: GeometryProxy.namedFrames(around: node))
        if proxy != self.proxy {
            self.proxy = proxy
            layout.geometryChanged.append(node)
        }
        let offered = ProposedSize(width: rect.width, height: rect.height)
        for child in node.layoutChildren {
            let size = layout.size(child, offered)
            layout.place(child, in: CGRect(origin: rect.origin, size: size), proposal: offered)
        }
    }
}
