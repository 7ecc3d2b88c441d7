extension Publisher where Failure == Never {
    /// The elements produced by the publisher, as an asynchronous sequence.
    public var values: AsyncPublisher<Self> {
        AsyncPublisher(self)
    }
}

extension Publisher {
    /// The elements produced by the publisher, as a throwing asynchronous
    /// sequence.
    public var values: AsyncThrowingPublisher<Self> {
        AsyncThrowingPublisher(self)
    }
}

/// A publisher that exposes its elements as an asynchronous sequence.
///
/// Its iterator subscribes when first asked for an element and requests
/// one element at a time; cancelling the iterating task cancels the
/// subscription and ends the sequence.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The type of element produced by this asynchronous sequence.
    public typealias Element = P.Output

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream
    /// publisher as an asynchronous sequence.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// Creates the asynchronous iterator that produces elements of this
    /// asynchronous sequence.
    public func makeAsyncIterator() -> Iterator {
        Iterator(AsyncPull(publisher))
    }

    /// The iterator that produces elements of the asynchronous publisher
    /// sequence.
    public struct Iterator: AsyncIteratorProtocol {
        private let pull: AsyncPull<P>

        fileprivate init(_ pull: AsyncPull<P>) {
            self.pull = pull
        }

        /// Produces the next element in the sequence, or `nil` once it has
        /// finished.
        public mutating func next() async -> P.Output? {
            try? await pull.next()
        }
    }
}

/// A publisher that exposes its elements as a throwing asynchronous sequence.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The type of element produced by this asynchronous sequence.
    public typealias Element = P.Output

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream
    /// publisher as a throwing asynchronous sequence.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// Creates the asynchronous iterator that produces elements of this
    /// asynchronous sequence.
    public func makeAsyncIterator() -> Iterator {
        Iterator(AsyncPull(publisher))
    }

    /// The iterator that produces elements of the asynchronous publisher
    /// sequence.
    public struct Iterator: AsyncIteratorProtocol {
        private let pull: AsyncPull<P>

        fileprivate init(_ pull: AsyncPull<P>) {
            self.pull = pull
        }

        /// Produces the next element in the sequence; `nil` once it has
        /// finished, or throws the publisher's failure.
        public mutating func next() async throws -> P.Output? {
            try await pull.next()
        }
    }
}

/// What an async iterator's `next()` does.
private enum AsyncPullStep<P: Publisher> {
    case subscribe(P)
    case request(any Subscription)
    case end(Result<P.Output?, any Error>)
    case wait
}

/// The subscriber behind an async publisher's iterator: one element
/// requested per `next()`.
private final class AsyncPull<P: Publisher>: Subscriber, @unchecked Sendable {
    typealias Input = P.Output
    typealias Failure = P.Failure

    private let lock = Lock()
    private var publisher: P?
    private var subscription: (any Subscription)?
    private var waiting: CheckedContinuation<UncheckedSendable<P.Output?>, any Error>?
    private var pendingRequest = false
    private var completion: Subscribers.Completion<P.Failure>?
    private var failureDelivered = false

    init(_ publisher: P) {
        self.publisher = publisher
    }

    func next() async throws -> P.Output? {
        // The cancellation handler holds a closure, not this generic object.
        let cancellation = CancelHook { [weak self] in self?.cancelled() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<UncheckedSendable<P.Output?>, any Error>) in
                let step = lock.withLock { () -> AsyncPullStep<P> in
                    if let completion {
                        if case .failure(let error) = completion, !failureDelivered {
                            failureDelivered = true
                            return .end(.failure(error))
                        }
                        return .end(.success(nil))
                    }
                    waiting = continuation
                    if let publisher {
                        self.publisher = nil
                        pendingRequest = true
                        return .subscribe(publisher)
                    }
                    if let subscription { return .request(subscription) }
                    pendingRequest = true
                    return .wait
                }
                switch step {
                case .subscribe(let publisher): publisher.subscribe(self)
                case .request(let subscription): subscription.request(.max(1))
                case .end(let result): continuation.resume(with: result.map { UncheckedSendable($0) })
                case .wait: break
                }
            }.value
        } onCancel: {
            cancellation.run()
        }
    }

    private func cancelled() {
        let (subscription, waiting) = lock.withLock { () -> ((any Subscription)?, CheckedContinuation<UncheckedSendable<P.Output?>, any Error>?) in
            if completion == nil { completion = .finished }
            defer { self.subscription = nil; self.waiting = nil }
            return (self.subscription, self.waiting)
        }
        subscription?.cancel()
        waiting?.resume(returning: UncheckedSendable(nil))
    }

    func receive(subscription: any Subscription) {
        let request = lock.withLock { () -> Bool? in
            guard self.subscription == nil, completion == nil else { return nil }
            self.subscription = subscription
            defer { pendingRequest = false }
            return pendingRequest
        }
        switch request {
        case nil: subscription.cancel()
        case true?: subscription.request(.max(1))
        case false?: break
        }
    }

    func receive(_ input: P.Output) -> Subscribers.Demand {
        let waiting = lock.withLock { () -> CheckedContinuation<UncheckedSendable<P.Output?>, any Error>? in
            defer { self.waiting = nil }
            return self.waiting
        }
        waiting?.resume(returning: UncheckedSendable(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<P.Failure>) {
        let waiting = lock.withLock { () -> CheckedContinuation<UncheckedSendable<P.Output?>, any Error>? in
            self.completion = completion
            subscription = nil
            defer { self.waiting = nil }
            return self.waiting
        }
        guard let waiting else { return }
        if case .failure(let error) = completion {
            lock.withLock { failureDelivered = true }
            waiting.resume(throwing: error)
        } else {
            waiting.resume(returning: UncheckedSendable(nil))
        }
    }
}
