import AnimationCore
import Foundation

/// Where a scroll view's content is, as in SwiftUI: what
/// `onScrollGeometryChange` reads.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The content's size (its margins included).
    public var contentSize: CGSize
    /// The insets of the content (none: the headless scroll view has no
    /// safe-area insets of its own).
    public var contentInsets: EdgeInsets
    /// The viewport's size.
    public var containerSize: CGSize

    /// The viewport, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The viewport, in the content's coordinates.
    public var bounds: CGRect { visibleRect }

    /// A geometry of its parts (to test code that reads one).
    ///
    /// - Parameters:
    ///   - contentOffset: How far the content is scrolled.
    ///   - contentSize: The content's size.
    ///   - contentInsets: The content's insets.
    ///   - containerSize: The viewport's size.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

/// `onScrollGeometryChange`: after each layout, the geometry of the scroll
/// view the modifier is on (or the first one inside it) is transformed; a
/// changed value reaches the action with the old one.
final class ScrollGeometryObserver<Value: Equatable>: NodePrimitive, LayoutObserving, NodeLayout {
    private let reference: WeakNode
    var transform: (ScrollGeometry) -> Value = { _ in fatalError("set before the first layout") }
    var action: @MainActor (Value, Value) -> Void = { _, _ in }
    private var last: Value?

    init(node: WeakNode) {
        self.reference = node
    }

    var isLayoutGroup: Bool { true }

    var isDetached: Bool { reference.node?.isDetached ?? true }

    func layoutDidFinish(in graph: ViewGraph) -> (@MainActor () -> Void)? {
        guard let node = reference.node, !node.isLeaving, let scroll = node.firstDescendant(ScrollPrimitive.self) else { return nil }
        let value = transform(scroll.primitive.geometry(of: scroll.node))
        guard value != last else { return nil }
        let old = last ?? value
        last = value
        let action = self.action
        return { action(old, value) }
    }
}

struct _ScrollGeometryChangeModifier<Value: Equatable>: PrimitiveModifier {
    var transform: (ScrollGeometry) -> Value
    var action: @MainActor (Value, Value) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let observer = node.ownPrimitive { ScrollGeometryObserver<Value>(node: node.weakReference) }
        observer.transform = transform
        observer.action = action
        node.graph.layoutObservers.register(observer)
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Runs an action when a value read from the scroll view's geometry
    /// changes (the first value is heard too, with itself as the old one):
    /// `.onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 50 }
    /// action: { _, scrolled in ... }`.
    ///
    /// - Parameters:
    ///   - type: The value's type.
    ///   - transform: Reads the value from the geometry.
    ///   - action: Hears the old and the new value.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}
