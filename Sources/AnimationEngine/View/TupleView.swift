/// A view made of several views, as a block of a ``ViewBuilder`` builds it.
public struct TupleView<T> {
    /// The views, as a tuple.
    public var value: T

    /// The same views, type-erased, in order.
    package let children: [any View]

    /// Creates a tuple view; the tuple's elements must be views.
    ///
    /// - Parameter value: The tuple of views.
    nonisolated public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    /// Draws its children.
    public var body: Never { neverBody }

    /// `[offset]` for a child that has a sibling of the same type, so that
    /// attribute names tell them apart; `nil` for the others.
    func identityLabel(at offset: Int) -> String? {
        let type = ObjectIdentifier(Swift.type(of: children[offset]))
        let twins = children.filter { ObjectIdentifier(Swift.type(of: $0)) == type }.count
        return twins > 1 ? "[\(offset)]" : nil
    }
}

extension TupleView: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        node.updateChildren(
            children.enumerated().map { (AnyHashable($0.offset), $0.element) }, in: context,
            identityLabel: identityLabel(at:))
    }
}

extension TupleView: View {}
