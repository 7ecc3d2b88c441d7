/// The view a scoped modifier's body receives: it stands for the view the
/// modifier is applied to, which is drawn with the transaction from outside
/// the scope.
public struct PlaceholderContentView<Value> {
    /// Never set: a reference makes the type, and every view that holds
    /// it, other than plain data, so that a view around content it stands
    /// for never compares equal and skips that content's update (the
    /// content may have changed while the view around it did not).
    private let standIn: AnyObject? = nil

    nonisolated init() {}

    /// Draws the view it stands for.
    public var body: Never { neverBody }
}

extension PlaceholderContentView: StandInView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        node.graph.provideContent(to: node, in: context)
    }
}

extension PlaceholderContentView: View {}
