import AnimationCore
import AnimationRuntime

/// A description of view changes to apply when a view is added to and
/// removed from the view hierarchy, as in SwiftUI.
///
/// ```swift
/// struct RotatingFadeTransition: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .opacity(phase.isIdentity ? 1.0 : 0.0)
///             .rotationEffect(phase.rotation)
///     }
/// }
/// ```
///
/// Apply one with ``AnimationEngine/View/transition(_:)-(T)``. Its body should apply the same
/// modifiers in every phase (changing only their values), so that they
/// animate from one phase to the next.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view the transition makes.
    associatedtype Body: View

    /// The content with the transition's modifiers for a phase.
    ///
    /// - Parameters:
    ///   - content: The view the transition applies to.
    ///   - phase: The phase.
    /// - Returns: The view.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does; `TransitionProperties()` by default.
    static var properties: TransitionProperties { get }

    /// The view a transition applies to.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    /// Transitions have motion unless they say otherwise.
    public static var properties: TransitionProperties {
        TransitionProperties()
    }

    /// Applies the transition to a view in a phase.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view with the transition's modifiers.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(_ApplyTransition(transition: self, phase: phase))
    }

    /// This transition and another, applied together.
    ///
    /// - Parameter other: The other transition, applied outside this one.
    /// - Returns: The combined transition.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition with its own animation: its changes animate with
    /// `animation` whatever the transaction's, and it runs even when the
    /// change that inserts or removes the view is not animated.
    ///
    /// - Parameter animation: The animation; `nil` for none.
    /// - Returns: The transition.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }
}

/// Applies a transition's body in a phase to its content.
struct _ApplyTransition<T: Transition>: PrimitiveModifier {
    var transition: T
    var phase: TransitionPhase

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let transition = self.transition, phase = self.phase
        node.graph.withContent({ node, context in node.updateChild(content, in: context) }) {
            node.updateChild(transition.body(content: PlaceholderContentView<T>(), phase: phase), in: context)
        }
    }
}

/// Two transitions applied together: `combined(with:)`.
struct CombinedTransition<First: Transition, Second: Transition> {
    var first: First
    var second: Second
}

extension CombinedTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    static var properties: TransitionProperties {
        First.properties.union(Second.properties)
    }
}

/// A transition with its own animation: `animation(_:)`.
struct AnimatedTransition<Base: Transition> {
    var base: Base
    var animation: Animation?
}

extension AnimatedTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        let base = self.base, animation = self.animation
        // Not while a phase is shown at once (a transaction that disables
        // animations, as the graph uses for an insertion's first phase).
        content.transaction({ if !$0.disablesAnimations { $0.animation = animation } }) { placeholder in
            base.apply(content: placeholder, phase: phase)
        }
    }

    static var properties: TransitionProperties {
        Base.properties
    }
}
