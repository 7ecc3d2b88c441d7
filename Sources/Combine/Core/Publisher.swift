/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers elements to one or more ``Subscriber`` instances.
/// The subscriber's `Input` and `Failure` associated types must match the
/// publisher's `Output` and `Failure`. A publisher calls
/// ``Subscriber/receive(subscription:)`` once, then sends at most as many
/// values as the subscriber demanded (``Subscribers/Demand``), then at most
/// one completion.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output

    /// The kind of errors this publisher might publish.
    ///
    /// Use `Never` if this publisher does not publish errors.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    ///
    /// Implementations of ``Publisher`` must implement this method; code
    /// that subscribes calls `subscribe(_:)` instead.
    func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    ///
    /// Always call this function instead of ``Publisher/receive(subscriber:)``.
    public func subscribe<S: Subscriber>(_ subscriber: S) where Failure == S.Failure, Output == S.Input {
        receive(subscriber: subscriber)
    }

    /// Attaches the specified subject to this publisher: the subject sends
    /// what this publisher sends. Cancelling the result cancels the
    /// subscription.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
        let subscriber = SubjectSubscriber(subject)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}

/// A namespace for types that serve as publishers.
///
/// The operators on ``Publisher`` return instances of these types (a
/// `map` returns a ``Publishers/Map``).
public enum Publishers {}
