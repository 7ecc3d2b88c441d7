import Synchronization

/// One completion handler of a transaction and the count of what it waits
/// for: the body of the `withTransaction` or `withAnimation` that carries it,
/// the animations the transaction started, and the values it touched
/// without animating (until their next advance).
///
/// The handler runs exactly once, when the count first drops to zero; later
/// holds and releases do nothing. It is a class because every copy of the
/// transaction, and every animator it started, shares it.
@usableFromInline
final class AnimationCompletion {
    /// The source of identifiers: one process-wide count, so that an
    /// identifier is never reused while a tool remembers it.
    private static let identifiers = Atomic<Int>(1)

    @usableFromInline let criteria: AnimationCompletionCriteria
    /// An identifier no other handler of the process has (for inspection).
    let id: Int
    private var handler: (() -> Void)?
    private var holds = 0

    init(criteria: AnimationCompletionCriteria, handler: @escaping () -> Void) {
        self.criteria = criteria
        self.handler = handler
        id = Self.identifiers.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    /// How tools see the handler while it waits.
    var pending: RunningAnimation.Completion {
        RunningAnimation.Completion(id: id, criteria: criteria)
    }

    /// Whether the handler has run.
    @usableFromInline var hasFired: Bool { handler == nil }

    @usableFromInline func hold() {
        holds += 1
    }

    @usableFromInline func release() {
        holds -= 1
        guard holds <= 0, let handler else { return }
        self.handler = nil
        handler()
    }
}
