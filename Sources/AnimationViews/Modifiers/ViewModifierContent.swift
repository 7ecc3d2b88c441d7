import AnimationCore
import AnimationRuntime

/// The content of a ``ViewModifier``: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    nonisolated init() {}

    /// Draws the modified view.
    public var body: Never { neverBody }
}

extension _ViewModifier_Content: StandInView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.graph.provideContent(to: node, in: context)
    }
}

extension _ViewModifier_Content: View {}
