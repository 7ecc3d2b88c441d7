import AnimationCore
import Foundation

extension View {
    /// Matches the view's geometry with that of other views with the same
    /// identifier in a namespace, as in SwiftUI.
    ///
    /// - When a view with an identifier leaves and another with the same
    ///   identifier arrives in one transaction with an animation, the
    ///   arriving view animates from the leaving one's frame to its own, and
    ///   the leaving one towards the arriving one's, while their transitions
    ///   (a cross-fade by default) run.
    /// - A view with `isSource: false` is placed in the frame of the group's
    ///   source (the parts `properties` names, aligned at `anchor`); its
    ///   own layout, as its parent sees it, does not change. When the source
    ///   it follows changes in a transaction with an animation, it moves
    ///   there with the animation.
    /// - Two sources in the tree with one identifier are an error: the first
    ///   one is used, and the host warns as SwiftUI does.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - namespace: The namespace of the identifier (see ``Namespace``).
    ///   - properties: The parts of the geometry to match; `.frame` by
    ///     default.
    ///   - anchor: The point of the views that coincides when only the
    ///     position or the size is matched; `.center` by default.
    ///   - isSource: Whether the view gives its geometry to the group;
    ///     `true` by default.
    /// - Returns: The view.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(
            _MatchedGeometryEffect(
                key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace, idType: "\(ID.self)"),
                properties: properties, anchor: anchor, isSource: isSource))
    }
}

/// The modifier of ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``.
struct _MatchedGeometryEffect: PrimitiveModifier {
    var key: MatchedGeometryKey
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    var isSource: Bool

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let matched = node.ownPrimitive { MatchedGeometry(node: node) }
        matched.update(key: key, properties: properties, anchor: anchor, isSource: isSource)
        node.updateChild(content, in: context)
    }
}

/// A group of matched views: an identifier in a namespace.
struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
    /// The identifier's type, for warnings.
    let idType: String

    static func == (a: MatchedGeometryKey, b: MatchedGeometryKey) -> Bool {
        a.id == b.id && a.namespace == b.namespace
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(namespace)
    }

    /// The group as SwiftUI names it in its warnings.
    var description: String {
        "Pair<\(idType), ID>(first: \(String(reflecting: id.base)), second: SwiftUI.\(namespace))"
    }
}

/// The node of a matched view: laid out as its content, which it places in
/// the source's frame when it is not the source.
final class MatchedGeometry: NodePrimitive, NodeLayout {
    unowned let node: ViewNode
    private(set) var key: MatchedGeometryKey?
    private(set) var properties = MatchedGeometryProperties.frame
    private(set) var anchor = UnitPoint.center
    private(set) var isSource = true
    /// Whether the node registered while it was new (an arrival).
    private(set) var arrived = false

    init(node: ViewNode) {
        self.node = node
    }

    func update(key: MatchedGeometryKey, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool) {
        let registry = node.graph.matchedGeometry
        if self.key != key || self.isSource != isSource {
            if self.key != nil { registry.remove(self) }
            self.key = key
            self.isSource = isSource
            registry.add(self, arriving: node.isNew)
            node.invalidateLayout()
        }
        if self.properties != properties || self.anchor != anchor {
            self.properties = properties
            self.anchor = anchor
            node.invalidateLayout()
        }
    }

    /// The frame the content is drawn in: the source's (the parts matched),
    /// for a view that follows one; its own otherwise.
    func contentFrame(own rect: CGRect) -> CGRect {
        guard !isSource, let source = node.graph.matchedGeometry.source(of: self) else { return rect }
        return Self.matched(rect, to: source.node.frame, properties: properties, anchor: anchor)
    }

    /// `rect` with the parts of `target` that `properties` names: the size,
    /// and the position of the anchor point.
    static func matched(_ rect: CGRect, to target: CGRect, properties: MatchedGeometryProperties, anchor: UnitPoint) -> CGRect {
        let size = properties.contains(.size) ? target.size : rect.size
        let anchored = properties.contains(.position) ? target : rect
        let x = anchored.minX + anchor.x * anchored.width, y = anchored.minY + anchor.y * anchored.height
        return CGRect(x: x - anchor.x * size.width, y: y - anchor.y * size.height, width: size.width, height: size.height)
    }

    func placeChildren(of node: ViewNode, in rect: CGRect, proposal: ProposedSize, axis: Axis?, in layout: inout LayoutPass) {
        let frame = contentFrame(own: rect)
        let inner = frame == rect ? proposal : ProposedSize(width: frame.width, height: frame.height)
        layout.placeChildren(of: node, in: frame, proposal: inner, alignment: .center, axis: axis)
    }

    func nodeDidDetach(_ node: ViewNode) {
        if key != nil { node.graph.matchedGeometry.remove(self) }
    }
}
