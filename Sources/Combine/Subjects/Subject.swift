/// A publisher that exposes a method for outside callers to publish elements.
///
/// A subject is a publisher that you can use to “inject” values into a
/// stream, by calling its ``send(_:)`` method.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)

    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)

    /// Sends a subscription to the subscriber: the subject requests what it
    /// needs through it (Combine's subjects request unlimited demand).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() {
        send(())
    }
}

/// What `subscribe(_:)` attaches for a subject: a subscriber that passes
/// everything to the subject (which it holds until the stream ends or is
/// cancelled) and can be cancelled.
final class SubjectSubscriber<S: Subject>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = S.Output
    typealias Failure = S.Failure

    private let lock = Lock()
    private var subject: S?
    private var upstream: (any Subscription)?
    private var finished = false

    init(_ subject: S) {
        self.subject = subject
    }

    func receive(subscription: any Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard upstream == nil, !finished else { return false }
            upstream = subscription
            return true
        }
        guard accepted, let subject = lock.withLock({ self.subject }) else {
            subscription.cancel()
            return
        }
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let subject = lock.withLock({ finished ? nil : self.subject }) else { return .none }
        subject.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = lock.withLock { () -> S? in
            guard !finished else { return nil }
            finished = true
            upstream = nil
            defer { self.subject = nil }
            return self.subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            finished = true
            subject = nil
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
