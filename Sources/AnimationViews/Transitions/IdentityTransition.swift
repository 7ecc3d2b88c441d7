/// A transition that changes nothing: the view appears and disappears at
/// once.
public struct IdentityTransition: Sendable {
    /// Creates the transition.
    public init() {}
}

extension IdentityTransition: Transition {
    /// The content, unchanged.
    public func body(content: Content, phase: TransitionPhase) -> Content {
        content
    }

    /// No motion.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: false)
    }
}

extension Transition where Self == IdentityTransition {
    /// No change: the view appears and disappears at once.
    nonisolated public static var identity: IdentityTransition { IdentityTransition() }
}
