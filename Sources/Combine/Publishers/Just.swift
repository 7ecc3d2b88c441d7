/// A publisher that emits an output to each subscriber just once, and then
/// finishes.
///
/// A subscriber receives the value when it first requests one.
public struct Just<Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) {
        self.output = output
    }

    /// Attaches the specified subscriber.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
        IteratorSubscription.start(subscriber, elements: CollectionOfOne(output).makeIterator(), completion: .finished, name: "Just")
    }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher that never publishes any values, and optionally finishes
/// immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// A Boolean value that indicates whether the publisher immediately
    /// sends a completion.
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Creates an empty publisher with the given completion behavior and
    /// output and failure types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Attaches the specified subscriber: it receives a subscription, and
    /// the completion at once if ``completeImmediately``.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }

    /// Two empty publishers are equal when they complete alike.
    public static func == (lhs: Empty, rhs: Empty) -> Bool {
        lhs.completeImmediately == rhs.completeImmediately
    }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The failure to send when terminating the publisher.
    public let error: Failure

    /// Creates a publisher that immediately terminates with the specified failure.
    public init(error: Failure) {
        self.error = error
    }

    /// Creates a publisher with the given output type, that immediately
    /// terminates with the specified failure.
    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }

    /// Attaches the specified subscriber: it receives a subscription, then the failure.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}

/// A publisher that awaits subscription before running the supplied closure
/// to create a publisher for the new subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = DeferredPublisher.Output

    /// The kind of errors this publisher might publish.
    public typealias Failure = DeferredPublisher.Failure

    /// The closure to execute when this deferred publisher receives a subscription.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Makes the publisher, then attaches the subscriber to it.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        createPublisher().subscribe(subscriber)
    }
}
