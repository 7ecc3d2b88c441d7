/// A subject that wraps a single value and publishes a new element whenever
/// the value changes.
///
/// A subscriber receives the current value as soon as it requests any, then
/// every value sent while it has demand; a value sent while it has none
/// waits, as the subject's latest value, for its next request.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()
    private var current: Output

    /// The value wrapped by this subject, published as a new element
    /// whenever it changes.
    public var value: Output {
        get { core.lock.withLock { current } }
        set { send(newValue) }
    }

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        current = value
    }

    /// Attaches the specified subscriber.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        core.attach(subscriber, mode: .latest(current: { [weak self] in self?.value }), name: "CurrentValueSubject")
    }

    /// Sets the value and sends it to every subscriber (nothing once the
    /// subject has completed).
    public func send(_ input: Output) {
        let completed = core.lock.withLock { () -> Bool in
            guard core.completion == nil else { return true }
            current = input
            return false
        }
        if !completed { core.send(input) }
    }

    /// Sends a completion signal to every subscriber.
    public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }

    /// Requests unlimited values through an upstream subscription.
    public func send(subscription: any Subscription) {
        core.send(subscription: subscription)
    }
}
