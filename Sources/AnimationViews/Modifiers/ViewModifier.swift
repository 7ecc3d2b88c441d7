import AnimationCore
import AnimationRuntime

/// A modifier that you apply to a view to make a different view.
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View

    /// The content the modifier is applied to, as a view.
    typealias Content = _ViewModifier_Content<Self>

    /// Makes the modified view.
    ///
    /// - Parameter content: The view being modified.
    /// - Returns: The new view.
    @ViewBuilder @MainActor func body(content: Content) -> Body
}

/// A modifier that animates its ``Animatable/animatableData``: its body
/// re-runs every frame with interpolated data. (Deprecated in SwiftUI's 27
/// SDKs in favor of a `ViewModifier` that conforms to `Animatable`, which
/// works here too.)
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The content of a ``ViewModifier``: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// Draws the modified view.
    public var body: Never { neverBody }
}

extension _ViewModifier_Content: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.graph.provideContent(to: node, in: context)
    }
}

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

extension View {
    /// Applies a modifier.
    ///
    /// - Parameter modifier: The modifier.
    /// - Returns: The modified view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that the graph applies itself.
protocol PrimitiveModifier {
    @MainActor func update<Content: View>(_ node: ViewNode, content: Content, in context: ViewContext)
}

extension PrimitiveModifier {
    /// Primitive modifiers have no body.
    func neverBody(content: Any) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }
}
