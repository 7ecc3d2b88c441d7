import AnimationCore
import AnimationRuntime

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Creates a modified view.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - modifier: The modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Draws the modified view.
    public var body: Never { neverBody }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func update(_ node: ViewNode, in context: ViewContext) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.update(node, content: content, in: context)
            return
        }
        var modifier = self.modifier
        if let animatable = modifier as? any (ViewModifier & Animatable) {
            func animated<M: ViewModifier & Animatable>(_ modifier: M) -> Modifier {
                node.animatedData(of: modifier, label: ViewNode.displayName(of: M.self), in: context) as! Modifier
            }
            modifier = animated(animatable)
        }
        DynamicProperties.install(in: modifier, node: node, environment: context.environment)
        node.kind = .passthrough
        let content = self.content
        node.graph.withContent({ node, context in node.updateChild(content, in: context) }) {
            node.graph.bodyEvaluations += 1
            node.graph.evaluationDepth += 1
            let body = modifier.body(content: _ViewModifier_Content<Modifier>())
            node.graph.evaluationDepth -= 1
            node.updateChild(body, in: context)
        }
    }
}
