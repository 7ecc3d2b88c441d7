extension Publishers {
    /// A publisher that flattens nested publishers: it republishes the
    /// values of the most recent publisher upstream sent, cancelling the
    /// one before.
    ///
    /// It finishes when upstream and the latest publisher have finished;
    /// a failure of either ends it.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where P == Upstream.Output, P.Failure == Upstream.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = P.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = P.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that “flattens” nested publishers.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where P.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(SwitchOuter<P, S>(subscriber))
        }
    }
}

/// The subscription of ``Publishers/SwitchToLatest``.
private final class SwitchOuter<P: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == P.Output, Downstream.Failure == P.Failure {
    typealias Input = P
    typealias Failure = P.Failure

    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var inner: (any Subscription)?
    private var generation = 0
    private var innerRunning = false
    private var upstreamFinished = false
    private var demand = Subscribers.Demand.none
    var description: String { "SwitchToLatest" }

    init(_ downstream: Downstream) {
        self.downstream = downstream
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
        subscription.request(.unlimited)
    }

    func receive(_ input: P) -> Subscribers.Demand {
        let (previous, generation) = lock.withLock { () -> ((any Subscription)?, Int?) in
            guard downstream != nil else { return (nil, nil) }
            self.generation += 1
            innerRunning = true
            defer { inner = nil }
            return (inner, self.generation)
        }
        previous?.cancel()
        if let generation { input.subscribe(SwitchInner(parent: self, generation: generation)) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished:
            let done = lock.withLock { () -> Bool in
                upstreamFinished = true
                upstream = nil
                return !innerRunning
            }
            if done { end(.finished) }
        case .failure:
            end(completion, cancellingInner: true)
        }
    }

    private func end(_ completion: Subscribers.Completion<Failure>, cancellingInner: Bool = false, cancellingUpstream: Bool = false) {
        let (receiver, inner, upstream) = lock.withLock { () -> (Downstream?, (any Subscription)?, (any Subscription)?) in
            defer { downstream = nil; self.inner = nil; self.upstream = nil }
            return (downstream, self.inner, self.upstream)
        }
        if cancellingInner { inner?.cancel() }
        if cancellingUpstream { upstream?.cancel() }
        receiver?.receive(completion: completion)
    }

    fileprivate func inner(_ generation: Int, received subscription: any Subscription) {
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard generation == self.generation, downstream != nil else { return nil }
            inner = subscription
            return self.demand
        }
        guard let demand else {
            subscription.cancel()
            return
        }
        if demand > 0 { subscription.request(demand) }
    }

    fileprivate func inner(_ generation: Int, received value: P.Output) -> Subscribers.Demand {
        guard
            let receiver = lock.withLock({ () -> Downstream? in
                guard generation == self.generation, let current = downstream else { return nil }
                if demand > 0 { demand -= 1 }
                return current
            })
        else { return .none }
        let more = receiver.receive(value)
        lock.withLock { demand += more }
        return more
    }

    fileprivate func inner(_ generation: Int, received completion: Subscribers.Completion<Failure>) {
        let done = lock.withLock { () -> Bool in
            guard generation == self.generation else { return false }
            innerRunning = false
            inner = nil
            if case .failure = completion { return true }
            return upstreamFinished
        }
        if done { end(completion, cancellingUpstream: true) }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let inner = lock.withLock { () -> (any Subscription)? in
            self.demand += demand
            return self.inner
        }
        inner?.request(demand)
    }

    func cancel() {
        let (inner, upstream) = lock.withLock { () -> ((any Subscription)?, (any Subscription)?) in
            downstream = nil
            generation += 1
            defer { self.inner = nil; self.upstream = nil }
            return (self.inner, self.upstream)
        }
        inner?.cancel()
        upstream?.cancel()
    }
}

/// The subscriber of the latest publisher of a switch.
private final class SwitchInner<P: Publisher, Downstream: Subscriber>: Subscriber, @unchecked Sendable
where Downstream.Input == P.Output, Downstream.Failure == P.Failure {
    typealias Input = P.Output
    typealias Failure = P.Failure

    private let parent: SwitchOuter<P, Downstream>
    private let generation: Int

    init(parent: SwitchOuter<P, Downstream>, generation: Int) {
        self.parent = parent
        self.generation = generation
    }

    func receive(subscription: any Subscription) {
        parent.inner(generation, received: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        parent.inner(generation, received: input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        parent.inner(generation, received: completion)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// Republishes elements sent by the most recently received publisher,
    /// from an upstream that cannot fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher,
    /// when neither can fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher,
    /// which cannot fail.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>>
    {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}
