import AnimationCore
import Foundation

/// A view that the graph updates itself instead of evaluating a body: it
/// sets its node's primitive (layout and drawing) and children.
package protocol PrimitiveView {
    /// Brings `node` up to date with this view.
    @MainActor func update(_ node: ViewNode, in context: ViewContext)

    /// What updates a node with views of this type (made once per node).
    @MainActor static func makeUpdater() -> ViewUpdater<Self>
}

extension PrimitiveView {
    @MainActor package static func makeUpdater() -> ViewUpdater<Self> {
        PrimitiveViewUpdater<Self, Self>()
    }

    /// Primitive views have no body.
    package var neverBody: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A primitive view that stands for content given elsewhere (a modifier's
/// placeholder): its node updates whenever its parent does, even when its
/// own value is unchanged.
package protocol StandInView: PrimitiveView {}

/// A modifier that the graph applies itself. Like SwiftUI's effects, such
/// modifiers are not isolated to the main actor (so that views can make
/// them anywhere); the graph calls ``update(_:content:in:)`` on it.
package protocol PrimitiveModifier: ViewModifier, _RemoveGlobalActorIsolation where Body == Never {
    /// Brings the node of the modified view up to date: its primitive, and
    /// `content` as its child.
    @MainActor func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext)
}
