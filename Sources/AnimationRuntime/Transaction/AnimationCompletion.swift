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
    @usableFromInline let criteria: AnimationCompletionCriteria
    private var handler: (() -> Void)?
    private var holds = 0

    init(criteria: AnimationCompletionCriteria, handler: @escaping () -> Void) {
        self.criteria = criteria
        self.handler = handler
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
