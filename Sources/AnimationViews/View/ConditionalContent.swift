/// The view of an `if`-`else` or `switch` in a ``ViewBuilder``: one of two
/// views. Each branch has its own identity, so switching branches replaces
/// the view (and its state).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Draws the chosen branch.
    public var body: Never { neverBody }
}

extension _ConditionalContent: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .group
        switch storage {
        case .trueContent(let view): node.updateChildren([(AnyHashable(true), view)], in: context)
        case .falseContent(let view): node.updateChildren([(AnyHashable(false), view)], in: context)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Draws the wrapped view, if any.
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .group
        switch self {
        case .some(let view): node.updateChildren([(AnyHashable(0), view)], in: context)
        case .none: node.updateChildren([], in: context)
        }
    }
}
