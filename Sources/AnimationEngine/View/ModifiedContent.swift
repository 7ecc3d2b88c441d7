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
    @inlinable
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Draws the modified view.
    public var body: Never { neverBody }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    /// A primitive modifier updates the node itself; a modifier with a body
    /// goes through ``update(_:in:)``.
    package static func makeUpdater() -> ViewUpdater<Self> {
        if let primitive = Modifier.self as? any PrimitiveModifier.Type {
            func updater<P: PrimitiveModifier>(_: P.Type) -> ViewUpdater<Self> {
                PrimitiveModifierUpdater<Content, Modifier, P>()
            }
            return updater(primitive)
        }
        return PrimitiveViewUpdater<Self, Self>()
    }

    /// Applies a modifier that has a body.
    package func update(_ node: ViewNode, in context: ViewContext) {
        node.becomeModifier()
        var modifier = self.modifier
        if let animatable = modifier as? any (ViewModifier & Animatable) {
            func animated<M: ViewModifier & Animatable>(_ modifier: M) -> Modifier {
                node.animatedData(of: modifier, label: ViewNode.displayName(of: M.self), in: context) as! Modifier
            }
            modifier = animated(animatable)
        }
        DynamicProperties.install(in: modifier, node: node, environment: context.environment)
        let content = self.content
        node.graph.withContent({ node, context in node.updateChild(content, in: context) }) {
            let body = node.graph.updates.evaluatingUserCode(countsAsBody: true) {
                modifier.body(content: _ViewModifier_Content<Modifier>())
            }
            node.updateChild(body, in: context)
        }
    }
}

/// Updates the node of a view with a primitive modifier: `P` is `Modifier`.
final class PrimitiveModifierUpdater<Content: View, Modifier: ViewModifier, P: PrimitiveModifier>:
    ViewUpdater<ModifiedContent<Content, Modifier>>
{
    /// Reads the content and the modifier at their offsets in the view. This
    /// code is generic and not specialized: `view.modifier` would look
    /// `ModifiedContent<Content, Modifier>` up in the runtime's metadata cache
    /// for its field offsets on every update (measured: 1.8 % of a tap on a
    /// 10,000-view tree). A struct's stored properties lie in declaration
    /// order, each at the next offset its alignment allows (Swift's ABI); a
    /// debug build checks that against the key path's offset.
    override func update(_ view: UnsafePointer<ModifiedContent<Content, Modifier>>, _ node: ViewNode, in context: ViewContext) {
        node.becomeModifier()
        let alignment = MemoryLayout<Modifier>.alignment
        let modifierOffset = (MemoryLayout<Content>.size + alignment - 1) & ~(alignment - 1)
        assert(MemoryLayout<ModifiedContent<Content, Modifier>>.offset(of: \.modifier) == modifierOffset)
        let start = UnsafeRawPointer(view)
        let content = start.assumingMemoryBound(to: Content.self)
        let modifier = (start + modifierOffset).assumingMemoryBound(to: P.self)
        modifier.pointee.update(node, content: content.pointee, in: context)
    }
}
