/// The stage of a transition: a view appearing is shown in the
/// ``willAppear`` phase, then moved at once to ``identity`` (which
/// animates); a view being removed moves from ``identity`` to
/// ``didDisappear``. A view removed while it appears goes to
/// ``didDisappear``; one re-added while it disappears goes back to
/// ``identity``.
public enum TransitionPhase: Equatable, Hashable, Sendable {
    /// The view is about to be inserted: the appearance animated from.
    case willAppear
    /// The view is in the hierarchy: its steady appearance.
    case identity
    /// The view is being removed: the appearance animated to.
    case didDisappear

    /// Whether the phase is ``identity`` (the transition should change
    /// nothing).
    public var isIdentity: Bool {
        self == .identity
    }

    /// -1 for ``willAppear``, 0 for ``identity``, 1 for ``didDisappear``: a
    /// factor for effects that differ by phase.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}
