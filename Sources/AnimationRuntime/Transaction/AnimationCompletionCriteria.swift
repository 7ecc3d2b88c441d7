/// When an animation completion handler fires.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    private let kind: Kind

    /// Fires once every animation the transaction started is logically
    /// complete (a spring may still be in its long tail), ignoring later
    /// animations on the same values; an animation that merged into a later
    /// one counts as complete when that one is logically complete.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

    /// Fires once every animation the transaction started has finished and
    /// been removed, including later animations merged into them.
    public static let removed = AnimationCompletionCriteria(kind: .removed)

    /// Whether this is ``removed``.
    @usableFromInline var isRemoved: Bool { kind == .removed }
}
