/// Fades the view in and out: opacity 0 when not shown.
public struct OpacityTransition: Sendable {
    /// Creates the transition.
    public init() {}
}

extension OpacityTransition: Transition {
    /// The content at opacity 1, or 0 outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// No motion.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: false)
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    nonisolated public static var opacity: OpacityTransition { OpacityTransition() }
}
