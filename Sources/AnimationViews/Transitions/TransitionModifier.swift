import AnimationCore
import AnimationRuntime

extension View {
    /// The transition the view runs when it is inserted into or removed
    /// from the hierarchy in a transaction with an animation.
    ///
    /// Only the outermost view inserted or removed transitions; a view with
    /// no transition fades (`.opacity`), as in SwiftUI. The transition
    /// applies to the view it modifies and through modifiers above it, so
    /// `Text("Hi").transition(.slide).padding()` slides.
    ///
    /// ```swift
    /// if isShown {
    ///     Card().transition(.move(edge: .leading).combined(with: .opacity))
    /// }
    /// ```
    ///
    /// - Parameter transition: The transition.
    /// - Returns: The view.
    nonisolated public func transition(_ transition: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: ErasedTransition(transition)))
    }

    /// The transition the view runs when it is inserted into or removed
    /// from the hierarchy (see ``transition(_:)-(AnyTransition)``).
    ///
    /// - Parameter transition: The transition.
    /// - Returns: The view.
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionModifier(transition: transition))
    }
}

/// Gives its content a transition.
///
/// The modifier's node holds one *instance* of the transition per identity
/// of its content (see ``/AnimationEngine/View/id(_:)``): when the content's ID changes, the
/// old instance is removed and a new one inserted, each running its own
/// transition, so `Text(title).id(title).transition(.slide)` slides one
/// title out and the next in, as in SwiftUI.
struct TransitionModifier<T: Transition>: PrimitiveModifier {
    var transition: T

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.updateChild(
            TransitionInstance(transition: transition, content: content), key: viewIdentity(of: content), in: context)
    }
}

/// One instance of a transition on its content: drawn through the
/// transition's body in the node's phase (``TransitionPrimitive/phase``),
/// which the graph moves when the instance is inserted or removed.
struct TransitionInstance<T: Transition, Content: View>: PrimitiveView {
    var transition: T
    var content: Content

    var body: Never { neverBody }

    func update(_ node: ViewNode, in context: ViewContext) {
        let state = node.ownPrimitive { TransitionPrimitive() }
        let transition = self.transition
        state.ownAnimation = { ownTransitionAnimation(of: transition, forRemoval: $0) }
        node.updateChild(transition.apply(content: content, phase: state.phase), in: context)
    }
}

extension TransitionInstance: View {}
