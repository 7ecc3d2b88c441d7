/// The view of an `if`-`else` or `switch` in a ``ViewBuilder``: one of two
/// views. Each branch has its own identity, so switching branches replaces
/// the view (and its state).
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    /// The branch taken, and its view.
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    /// The branch taken.
    package let storage: Storage

    /// Draws the chosen branch.
    public var body: Never { neverBody }
}

extension _ConditionalContent: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        switch storage {
        case .trueContent(let view): node.updateChild(view, key: AnyHashable(true), in: context)
        case .falseContent(let view): node.updateChild(view, key: AnyHashable(false), in: context)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Draws the wrapped view, if any.
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func update(_ node: ViewNode, in context: ViewContext) {
        switch self {
        case .some(let view): node.updateChild(view, in: context)
        case .none: node.removeChildren(in: context)
        }
    }
}

extension _ConditionalContent: View {}
