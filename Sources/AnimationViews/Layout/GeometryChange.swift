import AnimationCore
import Foundation

/// `onGeometryChange(for:of:action:)`: after each layout, the view's
/// geometry is transformed into a value; when the value differs from the
/// last one (and once, with the first), the action hears it.
struct _GeometryChangeModifier<Value: Equatable>: PrimitiveModifier {
    var transform: (GeometryProxy) -> Value
    var action: @MainActor (Value?, Value) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let observer = node.ownPrimitive { GeometryChangeObserver<Value>(node: node.weakReference) }
        observer.transform = transform
        observer.action = action
        node.graph.layoutObservers.register(observer)
        node.updateChild(content, in: context)
    }
}

/// The node of an `onGeometryChange`: laid out and drawn as its content;
/// after each layout it reads the content's geometry.
final class GeometryChangeObserver<Value: Equatable>: NodePrimitive, LayoutObserving, NodeLayout {
    private let reference: WeakNode
    var transform: (GeometryProxy) -> Value = { _ in fatalError("set before the first layout") }
    var action: @MainActor (Value?, Value) -> Void = { _, _ in }
    /// The value at the last layout.
    private var last: Value?

    init(node: WeakNode) {
        self.reference = node
    }

    var isLayoutGroup: Bool { true }

    var isDetached: Bool { reference.node?.isDetached ?? true }

    func layoutDidFinish(in graph: ViewGraph) -> (@MainActor () -> Void)? {
        guard let node = reference.node, !node.isLeaving, let bounds = ViewGraph.placedBounds(of: node) else { return nil }
        let proxy = GeometryProxy(
            size: bounds.size, safeAreaInsets: Self.safeAreaInsets(of: bounds, in: graph), globalFrame: bounds,
            namedFrames: GeometryProxy.namedFrames(around: node))
        let value = transform(proxy)
        guard value != last else { return nil }
        let old = last
        last = value
        let action = self.action
        return { action(old, value) }
    }

    /// How far the host's safe area reaches into a rectangle.
    static func safeAreaInsets(of rect: CGRect, in graph: ViewGraph) -> EdgeInsets {
        let insets = graph.layoutState.safeAreaInsets
        guard let size = graph.layoutState.size else { return EdgeInsets() }
        return EdgeInsets(
            top: max(0, insets.top - rect.minY), leading: max(0, insets.leading - rect.minX),
            bottom: max(0, rect.maxY - (size.height - insets.bottom)), trailing: max(0, rect.maxX - (size.width - insets.trailing)))
    }
}

extension View {
    /// Runs an action when a value read from the view's geometry changes:
    /// after each layout, `transform` reads the geometry (the view's
    /// frame, in the host's coordinates or a named space, and size), and
    /// when its result differs from the last, `action` hears it. The first
    /// layout's value is heard too, as in SwiftUI.
    ///
    /// The action runs at the end of the layout; the state it writes
    /// applies in the next update. Frames are layout frames (see
    /// ``GeometryProxy``).
    ///
    /// - Parameters:
    ///   - type: The value's type.
    ///   - transform: Reads the value from the geometry.
    ///   - action: Hears the new value.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping @MainActor (T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Runs an action with the old and the new value when a value read from
    /// the view's geometry changes (the first value is heard with itself as
    /// the old one).
    ///
    /// - Parameters:
    ///   - type: The value's type.
    ///   - transform: Reads the value from the geometry.
    ///   - action: Hears the old and the new value.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: { old, new in action(old ?? new, new) }))
    }
}
