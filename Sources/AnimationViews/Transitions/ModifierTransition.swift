/// A transition that applies a modifier: one value when the view is not
/// shown, another when it is (`AnyTransition.modifier(active:identity:)`).
struct ModifierTransition<Modifier: ViewModifier> {
    var active: Modifier
    var identity: Modifier
}

extension ModifierTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}
