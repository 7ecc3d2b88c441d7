/// The subscription of the operators that deliver on a scheduler at times
/// of their own (`debounce`, `throttle`, `timeout`, `collect(.byTime)`):
/// it requests unlimited values upstream, counts the downstream's demand,
/// and passes values and the completion on in the order they were
/// scheduled. Subclasses decide when.
class TimedRelay<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Failure == Failure {
    let lock = Lock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    /// Whether the stream has ended (a completion sent or cancelled).
    private(set) var isTerminal = false
    let description: String

    init(_ downstream: Downstream, name: String) {
        self.downstream = downstream
        description = name
    }

    func receive(subscription: any Subscription) {
        let receiver = lock.withLock { () -> Downstream? in
            guard upstream == nil, !isTerminal, let current = downstream else { return nil }
            upstream = subscription
            return current
        }
        guard let receiver else {
            subscription.cancel()
            return
        }
        receiver.receive(subscription: self)
        subscribed()
        subscription.request(.unlimited)
    }

    /// Called once the downstream has its subscription.
    func subscribed() {}

    func receive(_ input: Input) -> Subscribers.Demand { .none }

    func receive(completion: Subscribers.Completion<Failure>) {}

    /// Sends a value downstream if it has demand (else the value is
    /// dropped); call it on the scheduler.
    func emit(_ value: Downstream.Input) {
        let receiver = lock.withLock { () -> Downstream? in
            guard !isTerminal, demand > 0, let current = downstream else { return nil }
            demand -= 1
            return current
        }
        guard let receiver else { return }
        let more = receiver.receive(value)
        if more > 0 { lock.withLock { demand += more } }
    }

    /// Sends the completion downstream, once; call it on the scheduler.
    /// `cancelling` cancels upstream first (a timeout).
    func finish(_ completion: Subscribers.Completion<Failure>, cancelling: Bool = false) {
        let (receiver, subscription) = lock.withLock { () -> (Downstream?, (any Subscription)?) in
            guard !isTerminal else { return (nil, nil) }
            isTerminal = true
            defer { downstream = nil; upstream = nil }
            return (downstream, upstream)
        }
        if cancelling { subscription?.cancel() }
        receiver?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        let subscription = lock.withLock { () -> (any Subscription)? in
            isTerminal = true
            defer { downstream = nil; upstream = nil }
            return upstream
        }
        subscription?.cancel()
    }
}
