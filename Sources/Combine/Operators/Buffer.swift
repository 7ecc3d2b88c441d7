extension Publishers {
    /// A strategy for filling a buffer.
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// A strategy to fill the buffer at subscription time, and keep it
        /// full thereafter.
        case keepFull
        /// A strategy that avoids prefetching and instead performs requests
        /// on demand: upstream is asked for unlimited values at the first
        /// request, and the buffer holds what the subscriber has not asked
        /// for yet.
        case byRequest
    }

    /// A strategy that handles exhaustion of a buffer’s capacity.
    public enum BufferingStrategy<Failure: Error> {
        /// When the buffer is full, discard the newly received element.
        case dropNewest
        /// When the buffer is full, discard the oldest element in the buffer.
        case dropOldest
        /// When the buffer is full, execute the closure to provide a custom error.
        case customError(() -> Failure)
    }

    /// A publisher that buffers elements from an upstream publisher.
    public struct Buffer<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum number of elements to store.
        public let size: Int

        /// The strategy for initially populating the buffer.
        public let prefetch: Publishers.PrefetchStrategy

        /// The action to take when the buffer becomes full.
        public let whenFull: Publishers.BufferingStrategy<Upstream.Failure>

        /// Creates a publisher that buffers elements received from an
        /// upstream publisher.
        public init(upstream: Upstream, size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(BufferRelay(self, downstream: subscriber))
        }
    }
}

/// The subscription of ``Publishers/Buffer``.
private final class BufferRelay<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = Lock()
    private let settings: Publishers.Buffer<Upstream>
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var buffer: [Input] = []
    private var ending: Subscribers.Completion<Failure>?
    private var demand = Subscribers.Demand.none
    private var requestedUnlimited = false
    private var draining = false
    var description: String { "Buffer" }

    init(_ settings: Publishers.Buffer<Upstream>, downstream: Downstream) {
        self.settings = settings
        self.downstream = downstream
    }

    private var capacity: Int { Swift.max(1, settings.size) }

    func receive(subscription: any Subscription) {
        let receiver = lock.withLock { () -> Downstream? in
            guard upstream == nil, let current = downstream else { return nil }
            upstream = subscription
            return current
        }
        guard let receiver else {
            subscription.cancel()
            return
        }
        receiver.receive(subscription: self)
        if settings.prefetch == .keepFull { subscription.request(.max(capacity)) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let overflow = lock.withLock { () -> (() -> Failure)? in
            guard downstream != nil, ending == nil else { return nil }
            if buffer.count < capacity {
                buffer.append(input)
                return nil
            }
            switch settings.whenFull {
            case .dropNewest:
                return nil
            case .dropOldest:
                buffer.removeFirst()
                buffer.append(input)
                return nil
            case .customError(let error):
                return error
            }
        }
        if let overflow {
            lock.withLock { ending = .failure(overflow()) }
            lock.withLock { upstream }?.cancel()
        }
        drain()
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            guard ending == nil else { return }
            ending = completion
            upstream = nil
        }
        drain()
    }

    /// Sends what the buffer holds while there is demand; a failure goes at
    /// once, a finish once the buffer is empty.
    private func drain() {
        lock.lock()
        guard !draining else {
            lock.unlock()
            return
        }
        draining = true
        while let receiver = downstream {
            if case .failure = ending {
                buffer = []
            }
            if !buffer.isEmpty, demand > 0 {
                let value = buffer.removeFirst()
                demand -= 1
                let refill = settings.prefetch == .keepFull ? upstream : nil
                lock.unlock()
                refill?.request(.max(1))
                let more = receiver.receive(value)
                lock.lock()
                demand += more
            } else if let ending, buffer.isEmpty {
                downstream = nil
                lock.unlock()
                receiver.receive(completion: ending)
                lock.lock()
            } else {
                break
            }
        }
        draining = false
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let unlimited = lock.withLock { () -> (any Subscription)? in
            self.demand += demand
            guard settings.prefetch == .byRequest, !requestedUnlimited else { return nil }
            requestedUnlimited = true
            return upstream
        }
        unlimited?.request(.unlimited)
        drain()
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            downstream = nil
            buffer = []
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}

extension Publisher {
    /// Buffers elements received from an upstream publisher.
    public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}
