/// A view that draws nothing and takes no space.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// Draws nothing.
    public var body: Never { neverBody }
}

extension EmptyView: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .group
        node.updateChildren([], in: context)
    }
}
