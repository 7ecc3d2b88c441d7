extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into
    /// a new publisher.
    ///
    /// At most `maxPublishers` of the new publishers run at once (upstream
    /// is asked for one more value each time one of them finishes); their
    /// values are merged. It finishes when upstream and every new publisher
    /// have; any failure ends it.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = NewPublisher.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum number of concurrent publisher subscriptions.
        public let maxPublishers: Subscribers.Demand

        /// A closure that takes an element as a parameter and returns a
        /// publisher that produces elements of that type.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates a publisher that transforms elements from an upstream
        /// publisher into a new publisher.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(FlatMapOuter(subscriber, maxPublishers: maxPublishers, transform: transform))
        }
    }
}

/// The subscription of ``Publishers/FlatMap``: upstream's subscriber, and
/// the parent of a subscriber of each new publisher.
private final class FlatMapOuter<Input, NewPublisher: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
where Downstream.Input == NewPublisher.Output, Downstream.Failure == NewPublisher.Failure {
    typealias Failure = NewPublisher.Failure

    private let lock = Lock()
    private let maxPublishers: Subscribers.Demand
    private let transform: (Input) -> NewPublisher
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var upstreamFinished = false
    private var inners: [Int: any Subscription] = [:]
    private var running: Set<Int> = []
    private var nextIndex = 0
    private var outgoing: [Downstream.Input] = []
    private var ending: Subscribers.Completion<Failure>?
    private var demand = Subscribers.Demand.none
    private var draining = false
    var description: String { "FlatMap" }

    init(_ downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> NewPublisher) {
        self.downstream = downstream
        self.maxPublishers = maxPublishers
        self.transform = transform
    }

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
        if maxPublishers > 0 { subscription.request(maxPublishers) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let index = lock.withLock { () -> Int? in
            guard downstream != nil, ending == nil else { return nil }
            nextIndex += 1
            running.insert(nextIndex)
            return nextIndex
        }
        guard let index else { return .none }
        transform(input).subscribe(FlatMapInner(parent: self, index: index))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let cancelled = lock.withLock { () -> [any Subscription] in
            guard downstream != nil, ending == nil else { return [] }
            upstream = nil
            switch completion {
            case .finished:
                upstreamFinished = true
                if running.isEmpty { ending = .finished }
                return []
            case .failure:
                ending = completion
                outgoing = []
                defer { inners = [:]; running = [] }
                return Array(inners.values)
            }
        }
        for subscription in cancelled { subscription.cancel() }
        drain()
    }

    fileprivate func inner(_ index: Int, received subscription: any Subscription) {
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, ending == nil, running.contains(index) else { return nil }
            inners[index] = subscription
            return self.demand
        }
        guard let demand else {
            subscription.cancel()
            return
        }
        if demand > 0 { subscription.request(demand) }
    }

    fileprivate func inner(_ index: Int, received value: Downstream.Input) {
        lock.withLock {
            if downstream != nil, ending == nil { outgoing.append(value) }
        }
        drain()
    }

    fileprivate func inner(_ index: Int, received completion: Subscribers.Completion<Failure>) {
        let (cancelled, more) = lock.withLock { () -> ([any Subscription], (any Subscription)?) in
            guard downstream != nil, ending == nil, running.remove(index) != nil else { return ([], nil) }
            inners[index] = nil
            if case .failure = completion {
                ending = completion
                outgoing = []
                defer { inners = [:]; running = []; upstream = nil }
                return (Array(inners.values) + [upstream].compactMap { $0 }, nil)
            }
            if upstreamFinished, running.isEmpty { ending = .finished }
            return ([], maxPublishers == .unlimited ? nil : upstream)
        }
        for subscription in cancelled { subscription.cancel() }
        more?.request(.max(1))
        drain()
    }

    /// Sends what waits while there is demand, then the completion; one
    /// caller at a time.
    private func drain() {
        lock.lock()
        guard !draining else {
            lock.unlock()
            return
        }
        draining = true
        while let downstream {
            if !outgoing.isEmpty, demand > 0 {
                let value = outgoing.removeFirst()
                demand -= 1
                lock.unlock()
                let more = downstream.receive(value)
                lock.lock()
                if more > 0 {
                    demand += more
                    let current = Array(inners.values)
                    lock.unlock()
                    for inner in current { inner.request(more) }
                    lock.lock()
                }
            } else if let ending, outgoing.isEmpty {
                self.downstream = nil
                lock.unlock()
                downstream.receive(completion: ending)
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
        let current = lock.withLock { () -> [any Subscription] in
            self.demand += demand
            return Array(inners.values)
        }
        for inner in current { inner.request(demand) }
        drain()
    }

    func cancel() {
        let all = lock.withLock { () -> [any Subscription] in
            downstream = nil
            defer { inners = [:]; running = []; upstream = nil }
            return Array(inners.values) + [upstream].compactMap { $0 }
        }
        for subscription in all { subscription.cancel() }
    }
}

/// The subscriber of one new publisher of a flat map.
private final class FlatMapInner<Input, NewPublisher: Publisher, Downstream: Subscriber>: Subscriber, @unchecked Sendable
where Downstream.Input == NewPublisher.Output, Downstream.Failure == NewPublisher.Failure {
    typealias Failure = NewPublisher.Failure

    private let parent: FlatMapOuter<Input, NewPublisher, Downstream>
    private let index: Int

    init(parent: FlatMapOuter<Input, NewPublisher, Downstream>, index: Int) {
        self.parent = parent
        self.index = index
    }

    func receive(subscription: any Subscription) {
        parent.inner(index, received: subscription)
    }

    func receive(_ input: NewPublisher.Output) -> Subscribers.Demand {
        parent.inner(index, received: input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        parent.inner(index, received: completion)
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new
    /// publisher up to a maximum number of publishers you specify.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Transforms all elements from an upstream publisher that cannot fail
    /// into new publishers that may.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> where Failure == Never
    {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// Transforms all elements from an upstream publisher into new
    /// publishers that cannot fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// Transforms all elements from an upstream publisher that cannot fail
    /// into new publishers that cannot fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Never
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}
