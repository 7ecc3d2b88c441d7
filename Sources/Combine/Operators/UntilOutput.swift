extension Publishers {
    /// A publisher that ignores elements from the upstream publisher until
    /// it receives an element from a second publisher.
    ///
    /// A failure of the second publisher ends the stream; if it finishes
    /// without a value, upstream's values stay ignored.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// A publisher to monitor for its first emitted element.
        public let other: Other

        /// Creates a publisher that ignores elements from the upstream
        /// publisher until it receives an element from another publisher.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Other.Failure == S.Failure {
            Gate.start(subscriber, upstream: upstream, trigger: other, opens: true)
        }
    }

    /// A publisher that republishes elements until another publisher emits
    /// an element, then finishes.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Another publisher, whose first output causes this publisher to finish.
        public let other: Other

        /// Creates a publisher that republishes elements until another
        /// publisher emits an element.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            Gate.start(subscriber, upstream: upstream, trigger: other.map { _ in () }.catch { _ in Empty<Void, Upstream.Failure>() }, opens: false)
        }
    }
}

/// The subscription of `drop(untilOutputFrom:)` (a gate that opens at the
/// trigger's first value) and `prefix(untilOutputFrom:)` (one that closes,
/// finishing the stream).
private final class Gate<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var trigger: (any Subscription)?
    private var triggered = false
    private var pendingDemand = Subscribers.Demand.none
    private let opens: Bool
    var description: String { opens ? "DropUntilOutput" : "PrefixUntilOutput" }

    private init(_ downstream: Downstream, opens: Bool) {
        self.downstream = downstream
        self.opens = opens
    }

    static func start<Upstream: Publisher, Trigger: Publisher>(_ downstream: Downstream, upstream: Upstream, trigger: Trigger, opens: Bool)
    where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure, Trigger.Failure == Downstream.Failure {
        let gate = Gate(downstream, opens: opens)
        downstream.receive(subscription: gate)
        trigger.subscribe(
            AnySubscriber<Trigger.Output, Trigger.Failure>(
                receiveSubscription: { gate.triggerSubscribed($0) }, receiveValue: { _ in gate.fire() },
                receiveCompletion: { if case .failure(let error) = $0 { gate.end(.failure(error)) } }))
        upstream.subscribe(
            AnySubscriber<Upstream.Output, Upstream.Failure>(
                receiveSubscription: { gate.upstreamSubscribed($0) }, receiveValue: { gate.received($0) }, receiveCompletion: { gate.end($0) }))
    }

    private func triggerSubscribed(_ subscription: any Subscription) {
        let keep = lock.withLock { () -> Bool in
            guard downstream != nil, !triggered else { return false }
            trigger = subscription
            return true
        }
        if keep { subscription.request(.max(1)) } else { subscription.cancel() }
    }

    private func upstreamSubscribed(_ subscription: any Subscription) {
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, upstream == nil else { return nil }
            upstream = subscription
            defer { pendingDemand = .none }
            return pendingDemand
        }
        guard let demand else {
            subscription.cancel()
            return
        }
        if demand > 0 { subscription.request(demand) }
    }

    private func fire() -> Subscribers.Demand {
        let trigger = lock.withLock { () -> (any Subscription)? in
            triggered = true
            defer { self.trigger = nil }
            return self.trigger
        }
        trigger?.cancel()
        if !opens { end(.finished, cancelling: true) }
        return .none
    }

    private func received(_ value: Downstream.Input) -> Subscribers.Demand {
        let (receiver, open) = lock.withLock { (downstream, triggered == opens) }
        guard let receiver else { return .none }
        return open ? receiver.receive(value) : .max(1)
    }

    private func end(_ completion: Subscribers.Completion<Downstream.Failure>, cancelling: Bool = false) {
        let (receiver, trigger, upstream) = lock.withLock { () -> (Downstream?, (any Subscription)?, (any Subscription)?) in
            defer { downstream = nil; self.trigger = nil; self.upstream = nil }
            return (downstream, self.trigger, self.upstream)
        }
        trigger?.cancel()
        if cancelling { upstream?.cancel() }
        receiver?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let upstream = lock.withLock { () -> (any Subscription)? in
            if self.upstream == nil { pendingDemand += demand }
            return self.upstream
        }
        upstream?.request(demand)
    }

    func cancel() {
        let (trigger, upstream) = lock.withLock { () -> ((any Subscription)?, (any Subscription)?) in
            defer { downstream = nil; self.trigger = nil; self.upstream = nil }
            return (self.trigger, self.upstream)
        }
        trigger?.cancel()
        upstream?.cancel()
    }
}

extension Publisher {
    /// Ignores elements from the upstream publisher until it receives an
    /// element from a second publisher.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P> where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }

    /// Republishes elements until another publisher emits an element.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}
