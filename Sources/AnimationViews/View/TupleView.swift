/// A view made of several views, as a block of a ``ViewBuilder`` builds it.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T

    /// The same views, type-erased, in order.
    let children: [any View]

    /// Creates a tuple view; the tuple's elements must be views.
    ///
    /// - Parameter value: The tuple of views.
    public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    /// Draws its children.
    public var body: Never { neverBody }

    /// `[offset]` for children that have a sibling of the same type, so
    /// that attribute names tell them apart; `nil` for the others.
    var identityLabels: [String?] {
        let types = children.map { ObjectIdentifier(type(of: $0)) }
        return types.enumerated().map { offset, type in
            types.filter { $0 == type }.count > 1 ? "[\(offset)]" : nil
        }
    }
}

extension TupleView: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .group
        node.updateChildren(children.enumerated().map { (AnyHashable($0.offset), $0.element) }, in: context,
                            identityLabels: identityLabels)
    }
}
