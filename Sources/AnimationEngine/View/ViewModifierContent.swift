import AnimationCore
import AnimationRuntime

/// The content of a ``ViewModifier``: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    /// Never set: a reference makes the type, and every view that holds
    /// it, other than plain data, so that a view around content it stands
    /// for never compares equal and skips that content's update (the
    /// content may have changed while the view around it did not).
    private let standIn: AnyObject? = nil

    nonisolated init() {}

    /// Draws the modified view.
    public var body: Never { neverBody }
}

extension _ViewModifier_Content: StandInView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        node.graph.provideContent(to: node, in: context)
    }
}

extension _ViewModifier_Content: View {}
