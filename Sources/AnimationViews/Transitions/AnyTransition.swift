import AnimationCore
import AnimationRuntime
import Foundation

/// A type-erased transition, as in SwiftUI: `.opacity`, `.scale`,
/// `.slide`, `.move(edge:)`, combinations, and any ``Transition``.
///
/// It is `Sendable`, as in SwiftUI: it holds an immutable transition value
/// and uses it only on the main actor.
public struct AnyTransition: @unchecked Sendable {
    /// The transition's body for a phase, erased.
    private let makeBody: @MainActor (TransitionPhase) -> AnyView
    /// The transition's own animation (see ``ownAnimation(forRemoval:)``).
    private let makeOwnAnimation: (Bool) -> Animation??

    /// Erases a transition's type.
    ///
    /// - Parameter transition: The transition.
    public init<T: Transition>(_ transition: T) {
        // The value is immutable and its body is only made on the main actor.
        let value = Unchecked(transition)
        makeBody = { phase in AnyView(value.value.body(content: PlaceholderContentView<T>(), phase: phase)) }
        makeOwnAnimation = { removal in ownTransitionAnimation(of: transition, forRemoval: removal) }
    }

    /// The view a transition makes of its content in a phase.
    @MainActor
    func body(phase: TransitionPhase) -> AnyView {
        makeBody(phase)
    }

    /// The animation the transition brings with it (``animation(_:)``) for
    /// an insertion or a removal, if any (`.some(nil)`: explicitly none). A
    /// transition with its own animation runs even when its change is not
    /// animated.
    func ownAnimation(forRemoval removal: Bool) -> Animation?? {
        makeOwnAnimation(removal)
    }
}

/// A transition that may bring its own animation (see
/// ``Transition/animation(_:)``).
protocol OwnAnimationProviding {
    func ownAnimation(forRemoval removal: Bool) -> Animation??
}

/// The animation a transition brings with it, if any.
func ownTransitionAnimation<T>(of transition: T, forRemoval removal: Bool) -> Animation?? {
    (transition as? any OwnAnimationProviding)?.ownAnimation(forRemoval: removal) ?? nil
}

extension AnimatedTransition: OwnAnimationProviding {
    func ownAnimation(forRemoval removal: Bool) -> Animation?? { .some(animation) }
}

extension CombinedTransition: OwnAnimationProviding {
    func ownAnimation(forRemoval removal: Bool) -> Animation?? {
        ownTransitionAnimation(of: first, forRemoval: removal) ?? ownTransitionAnimation(of: second, forRemoval: removal)
    }
}

extension AnyTransition {
    /// No change: the view appears and disappears at once.
    public static let identity = AnyTransition(IdentityTransition())

    /// Fades the view in and out.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }

    /// Scales the view from (and to) nothing, about its center.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(ScaleTransition.vanishing)) }

    /// Scales the view from (and to) a scale.
    ///
    /// - Parameters:
    ///   - scale: The scale of the view when it is not shown.
    ///   - anchor: The point that stays fixed; the center by default.
    /// - Returns: The transition.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }

    /// Slides the view in from the leading edge and out to the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }

    /// Moves the view in from, and out to, an edge: by its own width or
    /// height.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The transition.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(MoveTransition(edge: edge))
    }

    /// Moves the view in from, and out to, an offset.
    ///
    /// - Parameter offset: The offset of the view when it is not shown.
    /// - Returns: The transition.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(OffsetTransition(offset))
    }

    /// Moves the view in from, and out to, an offset.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset when it is not shown.
    ///   - y: The vertical offset when it is not shown.
    /// - Returns: The transition.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Moves the view in from an edge while fading it in, and out towards
    /// the opposite edge while fading it out.
    ///
    /// - Parameter edge: The edge it comes in from.
    /// - Returns: The transition.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(PushTransition(edge: edge))
    }

    /// One transition for insertion and another for removal.
    ///
    /// - Parameters:
    ///   - insertion: The transition when the view appears.
    ///   - removal: The transition when it disappears.
    /// - Returns: The transition.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(AsymmetricTransition(insertion: ErasedTransition(insertion), removal: ErasedTransition(removal)))
    }

    /// A transition that applies a modifier: `active` when the view is not
    /// shown, `identity` when it is.
    ///
    /// - Parameters:
    ///   - active: The modifier when the view is not shown.
    ///   - identity: The modifier when it is.
    /// - Returns: The transition.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }

    /// This transition and another, applied together.
    ///
    /// - Parameter other: The other transition.
    /// - Returns: The combined transition.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(CombinedTransition(first: ErasedTransition(self), second: ErasedTransition(other)))
    }

    /// This transition with its own animation (see
    /// ``Transition/animation(_:)``).
    ///
    /// - Parameter animation: The animation; `nil` for none.
    /// - Returns: The transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(AnimatedTransition(base: ErasedTransition(self), animation: animation))
    }
}

/// A type-erased transition as a ``Transition``, to combine it.
struct ErasedTransition {
    let transition: AnyTransition

    init(_ transition: AnyTransition) {
        self.transition = transition
    }
}

extension ErasedTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_ApplyErasedTransition(transition: transition, phase: phase))
    }

    static var properties: TransitionProperties {
        TransitionProperties()
    }
}

/// Applies a type-erased transition in a phase to its content.
struct _ApplyErasedTransition: PrimitiveModifier {
    var transition: AnyTransition
    var phase: TransitionPhase

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let body = transition.body(phase: phase)
        node.graph.withContent({ node, context in node.updateChild(content, in: context) }) {
            node.updateChild(body, in: context)
        }
    }
}

extension ErasedTransition: OwnAnimationProviding {
    func ownAnimation(forRemoval removal: Bool) -> Animation?? {
        transition.ownAnimation(forRemoval: removal)
    }
}
