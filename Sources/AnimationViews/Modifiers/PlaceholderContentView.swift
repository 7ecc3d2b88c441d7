/// The view a scoped modifier's body receives: it stands for the view the
/// modifier is applied to, which is drawn with the transaction from outside
/// the scope.
public struct PlaceholderContentView<Value> {
    nonisolated init() {}

    /// Draws the view it stands for.
    public var body: Never { neverBody }
}

extension PlaceholderContentView: StandInView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.graph.provideContent(to: node, in: context)
    }
}

extension PlaceholderContentView: View {}
