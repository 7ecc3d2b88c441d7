/// What a stage of a ``Chain`` leads to when it completes.
enum ChainNext<Downstream: Subscriber> {
    /// The stream ends with this completion.
    case end(Subscribers.Completion<Downstream.Failure>)
    /// The chain goes on with another publisher (subscribed by the closure).
    case next((Chain<Downstream>) -> Void)
}

/// The subscription of the operators that go on from one publisher to
/// another (`append`, `prepend`, `catch`, `tryCatch`, `retry`): one
/// downstream, one upstream at a time, and the demand not yet met carried
/// from each upstream to the next.
final class Chain<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: Downstream?
    private var current: (any Subscription)?
    private var stage = 0
    private var demand = Subscribers.Demand.none
    let description: String

    private init(_ downstream: Downstream, name: String) {
        self.downstream = downstream
        description = name
    }

    /// Gives `downstream` its subscription, then subscribes the first stage.
    static func start(_ downstream: Downstream, name: String, first: (Chain) -> Void) {
        let chain = Chain(downstream, name: name)
        downstream.receive(subscription: chain)
        first(chain)
    }

    /// Subscribes `publisher` as the next stage; `onEnd` says what its
    /// completion leads to.
    func attach<P: Publisher>(_ publisher: P, onEnd: @escaping (Subscribers.Completion<P.Failure>) -> ChainNext<Downstream>)
    where P.Output == Downstream.Input {
        let stage = lock.withLock { () -> Int? in
            guard downstream != nil else { return nil }
            self.stage += 1
            return self.stage
        }
        guard let stage else { return }
        publisher.subscribe(ChainLink(chain: self, stage: stage, onEnd: onEnd))
    }

    fileprivate func linked(_ stage: Int, _ subscription: any Subscription) {
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard stage == self.stage, downstream != nil, current == nil else { return nil }
            current = subscription
            return self.demand
        }
        guard let demand else {
            subscription.cancel()
            return
        }
        if demand > 0 { subscription.request(demand) }
    }

    fileprivate func received(_ stage: Int, _ value: Downstream.Input) -> Subscribers.Demand {
        guard
            let downstream = lock.withLock({ () -> Downstream? in
                guard stage == self.stage, let downstream else { return nil }
                if demand > 0 { demand -= 1 }
                return downstream
            })
        else { return .none }
        let more = downstream.receive(value)
        lock.withLock { demand += more }
        return more
    }

    fileprivate func ended(_ stage: Int, _ next: ChainNext<Downstream>) {
        lock.lock()
        guard stage == self.stage, let downstream else {
            lock.unlock()
            return
        }
        current = nil
        switch next {
        case .end(let completion):
            self.downstream = nil
            lock.unlock()
            downstream.receive(completion: completion)
        case .next(let subscribe):
            lock.unlock()
            subscribe(self)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let current = lock.withLock { () -> (any Subscription)? in
            self.demand += demand
            return self.current
        }
        current?.request(demand)
    }

    func cancel() {
        let current = lock.withLock { () -> (any Subscription)? in
            downstream = nil
            defer { self.current = nil }
            return self.current
        }
        current?.cancel()
    }
}

/// The subscriber of one stage of a ``Chain``.
private final class ChainLink<Downstream: Subscriber, Failure: Error>: Subscriber, @unchecked Sendable {
    typealias Input = Downstream.Input

    private let chain: Chain<Downstream>
    private let stage: Int
    private let onEnd: (Subscribers.Completion<Failure>) -> ChainNext<Downstream>

    init(chain: Chain<Downstream>, stage: Int, onEnd: @escaping (Subscribers.Completion<Failure>) -> ChainNext<Downstream>) {
        self.chain = chain
        self.stage = stage
        self.onEnd = onEnd
    }

    func receive(subscription: any Subscription) {
        chain.linked(stage, subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        chain.received(stage, input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        chain.ended(stage, onEnd(completion))
    }
}
