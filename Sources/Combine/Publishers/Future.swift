/// A publisher that eventually produces a single value and then finishes or
/// fails.
///
/// The closure runs at once, when the future is made; its promise may be
/// fulfilled on any thread, once (later calls are ignored). Each subscriber
/// receives the result as soon as it is there and the subscriber has
/// requested a value; a failure needs no demand.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// A type that represents a closure to invoke in the future, when an
    /// element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = Lock()
    private var result: Result<Output, Failure>?
    private var waiting: [FutureSubscription] = []

    /// Creates a publisher that invokes a promise closure when the
    /// publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let subscriptions = lock.withLock { () -> [FutureSubscription] in
            guard self.result == nil else { return [] }
            self.result = result
            defer { waiting = [] }
            return waiting
        }
        for subscription in subscriptions { subscription.fulfilled(result) }
    }

    /// Attaches the specified subscriber.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let subscription = FutureSubscription(AnySubscriber(subscriber))
        let result = lock.withLock { () -> Result<Output, Failure>? in
            if self.result == nil { waiting.append(subscription) }
            return self.result
        }
        subscriber.receive(subscription: subscription)
        if let result { subscription.fulfilled(result) }
    }

    /// One subscriber of a future.
    final class FutureSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
        private let lock = Lock()
        private var downstream: AnySubscriber<Output, Failure>?
        private var result: Result<Output, Failure>?
        private var requested = false
        var description: String { "Future" }

        init(_ downstream: AnySubscriber<Output, Failure>) {
            self.downstream = downstream
        }

        func fulfilled(_ result: Result<Output, Failure>) {
            lock.withLock { self.result = result }
            deliverIfDue()
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            lock.withLock { requested = true }
            deliverIfDue()
        }

        private func deliverIfDue() {
            let due = lock.withLock { () -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
                guard let downstream, let result else { return nil }
                if case .success = result, !requested { return nil }
                self.downstream = nil
                return (downstream, result)
            }
            guard let (downstream, result) = due else { return }
            switch result {
            case .success(let value):
                _ = downstream.receive(value)
                downstream.receive(completion: .finished)
            case .failure(let error):
                downstream.receive(completion: .failure(error))
            }
        }

        func cancel() {
            lock.withLock { downstream = nil }
        }
    }
}

extension Future where Failure == Never {
    /// The published value of the future, delivered asynchronously.
    public var value: Output {
        get async {
            // The future holds its subscribers until it is fulfilled.
            let value = await withCheckedContinuation { continuation in
                subscribe(
                    Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { continuation.resume(returning: UncheckedSendable($0)) }))
            }
            return value.value
        }
    }
}

extension Future {
    /// The published value of the future or an error, delivered asynchronously.
    public var value: Output {
        get async throws {
            let value = try await withCheckedThrowingContinuation { continuation in
                subscribe(
                    Subscribers.Sink(
                        receiveCompletion: {
                            if case .failure(let error) = $0 { continuation.resume(throwing: error) }
                        },
                        receiveValue: { continuation.resume(returning: UncheckedSendable($0)) }))
            }
            return value.value
        }
    }
}

/// A value handed from the thread that publishes it to the task that awaits
/// it: Combine's values are not `Sendable`, and a publisher's contract is
/// that what it sends is the subscriber's.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
