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
