/// A hold on a transaction's completion handlers, from
/// ``Transaction/holdCompletions()``: while it is held, the handlers do not
/// run, even if every animation they wait for has completed.
///
/// Release it once; later releases do nothing. A hold that is dropped
/// without a release releases itself, so a handler is never lost.
public final class AnimationCompletionHold {
    private var completions: [AnimationCompletion]

    init(_ completions: [AnimationCompletion]) {
        self.completions = completions
        for completion in completions { completion.hold() }
    }

    /// Whether ``release()`` has run (or there was nothing to hold).
    public var isReleased: Bool {
        completions.isEmpty
    }

    /// Lets the held handlers run once nothing else holds them; handlers
    /// whose animations are complete run now, in the order they were added.
    public func release() {
        let held = completions
        completions = []
        for completion in held { completion.release() }
    }

    deinit {
        for completion in completions { completion.release() }
    }
}
