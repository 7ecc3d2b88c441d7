/// A type-erased view. Its identity includes the wrapped view's type, so
/// wrapping a view of another type replaces the view (and its state).
public struct AnyView {
    /// The view.
    package let view: any View

    /// Creates a type-erased view.
    ///
    /// - Parameter view: The view to wrap.
    nonisolated public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Creates a type-erased view from any view value.
    ///
    /// - Parameter view: The view to wrap.
    nonisolated public init(erasing view: some View) {
        self.view = view
    }

    /// Draws the wrapped view.
    public var body: Never { neverBody }
}

extension AnyView: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        func open<V: View>(_ view: V) { node.updateChild(view, key: AnyHashable(ObjectIdentifier(V.self)), in: context) }
        open(view)
    }
}

extension AnyView: View {}
