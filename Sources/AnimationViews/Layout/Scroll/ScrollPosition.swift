import AnimationCore
import Foundation

/// What `scrollPosition(id:anchor:)` asks of the scroll view inside it:
/// show the view with an identity, and report the identity shown after a
/// drag.
struct ScrollPositionRequest {
    var id: AnyHashable?
    var anchor: UnitPoint?
    var write: @MainActor (AnyHashable?) -> Void
    /// A `ScrollPosition`'s latest `scrollTo`: its number, and how to
    /// scroll (by identity, edge or point).
    var command: (version: Int, target: ScrollPosition.Target)?
}

private struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollPositionRequest? { nil }
}

extension EnvironmentValues {
    var scrollPositionRequest: ScrollPositionRequest? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

/// Binds a scroll view's position to an identity:
/// `scrollPosition(id:anchor:)`.
struct _ScrollPositionModifier<ID: Hashable>: PrimitiveModifier {
    let id: Binding<ID?>
    let anchor: UnitPoint?

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        let binding = id
        inner.environment.scrollPositionRequest = ScrollPositionRequest(
            id: binding.wrappedValue.map { AnyHashable($0) }, anchor: anchor,
            write: { value in
                let typed = value?.base as? ID
                if typed != binding.wrappedValue { binding.wrappedValue = typed }
            })
        node.updateChild(content, in: inner)
    }
}

/// Marks the layout whose identified views are a scroll view's targets:
/// `scrollTargetLayout()`.
struct _ScrollTargetLayoutModifier: PrimitiveModifier {
    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        _ = node.ownPrimitive { ScrollTargetLayoutPrimitive() }
        node.updateChild(content, in: context)
    }
}

/// The node of a scroll target layout: a group for layout.
final class ScrollTargetLayoutPrimitive: NodePrimitive, NodeLayout {
    var isLayoutGroup: Bool { true }
}

extension View {
    /// Binds the scroll view this modifies to an identity: setting the
    /// binding scrolls to the view with that identity (from a `ForEach` or
    /// `id(_:)`; animated inside `withAnimation`), and a drag that ends
    /// writes the identity of the first view in the viewport.
    ///
    /// - Parameters:
    ///   - id: The identity shown.
    ///   - anchor: Where the view goes in the viewport; the top when `nil`.
    /// - Returns: The scroll view.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(id: id, anchor: anchor))
    }

    /// Marks this layout's identified views as the scroll targets of the
    /// scroll view around it (what `scrollPosition(id:)` reports).
    ///
    /// - Parameter isEnabled: Whether the layout is marked.
    /// - Returns: The layout.
    @ViewBuilder
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        if isEnabled { modifier(_ScrollTargetLayoutModifier()) } else { self }
    }
}
