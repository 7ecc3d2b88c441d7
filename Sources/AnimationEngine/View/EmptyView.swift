/// A view that draws nothing and takes no space.
public struct EmptyView {
    /// Creates an empty view.
    nonisolated public init() {}

    /// Draws nothing.
    public var body: Never { neverBody }
}

extension EmptyView: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        node.removeChildren()
    }
}

extension EmptyView: View {}
