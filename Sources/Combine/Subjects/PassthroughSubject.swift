/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike ``CurrentValueSubject``, a `PassthroughSubject` doesn't have an
/// initial value or a buffer of the most recently-published element: a
/// value sent while a subscriber has no demand is dropped for it. After the
/// subject completes, a new subscriber receives the completion at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()

    /// Creates a subject.
    public init() {}

    /// Attaches the specified subscriber.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        core.attach(subscriber, mode: .demand, name: "PassthroughSubject")
    }

    /// Sends a value to every subscriber that has demand for it.
    public func send(_ input: Output) {
        core.send(input)
    }

    /// Sends a completion signal to every subscriber; the subject sends
    /// nothing after it.
    public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }

    /// Requests unlimited values through an upstream subscription, and
    /// cancels it when the subject goes.
    public func send(subscription: any Subscription) {
        core.send(subscription: subscription)
    }
}
