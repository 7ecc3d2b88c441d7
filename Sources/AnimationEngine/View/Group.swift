/// A view that groups views without changing their layout: a stack lays the
/// group's children out as its own.
public struct Group<Content: View> {
    /// The views of the group.
    package let content: Content

    /// Creates a group.
    ///
    /// - Parameter content: The grouped views.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Draws its content.
    public var body: Never { neverBody }
}

extension Group: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        node.updateChild(content, in: context)
    }
}

extension Group: View {}
