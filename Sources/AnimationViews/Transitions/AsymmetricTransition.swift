import AnimationCore

/// One transition for insertion and another for removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition> {
    /// The transition when the view appears.
    public var insertion: Insertion
    /// The transition when it disappears.
    public var removal: Removal

    /// Creates the transition.
    ///
    /// - Parameters:
    ///   - insertion: The transition when the view appears.
    ///   - removal: The transition when it disappears.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
}

extension AsymmetricTransition: Transition {
    /// Both transitions applied, each in its own phase: the insertion's
    /// leaves `didDisappear` to the removal, the removal's leaves
    /// `willAppear` to the insertion.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(
            content: insertion.apply(content: content, phase: phase != .didDisappear ? phase : .identity),
            phase: phase == .didDisappear ? phase : .identity)
    }

    /// The union of both.
    public static var properties: TransitionProperties {
        Insertion.properties.union(Removal.properties)
    }
}

extension AsymmetricTransition: OwnAnimationProviding {
    func ownAnimation(forRemoval removal: Bool) -> Animation?? {
        removal
            ? ownTransitionAnimation(of: self.removal, forRemoval: true)
            : ownTransitionAnimation(of: insertion, forRemoval: false)
    }
}

extension AsymmetricTransition: Sendable where Insertion: Sendable, Removal: Sendable {}
