/// How a ``Gather`` combines its upstreams' values.
enum GatherPolicy {
    /// Every value as it comes (`merge`).
    case merge
    /// Once every upstream has sent a value, each value with the latest of
    /// the others (`combineLatest`).
    case latest
    /// The n-th values of all upstreams together (`zip`).
    case zip
}

/// The subscription of `merge`, `combineLatest` and `zip`: it subscribes to
/// each upstream, combines what they send, and sends it on as the
/// downstream demands, one call at a time whatever thread each upstream
/// sends on.
///
/// The downstream's demand goes to every upstream; values it has no demand
/// for yet wait in order (`combineLatest` keeps only its latest
/// combination). A failure of any upstream cancels the others and ends the
/// stream; it finishes when no more value can come.
final class Gather<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private let policy: GatherPolicy
    private let combine: ([Any]) -> Output
    private var downstream: Downstream?
    private var subscriptions: [(any Subscription)?]
    private var finished: [Bool]
    private var queues: [[Any]]
    private var outgoing: [Output] = []
    private var ending: Subscribers.Completion<Failure>?
    private var demand = Subscribers.Demand.none
    private var draining = false
    let description: String

    init(_ downstream: Downstream, count: Int, policy: GatherPolicy, name: String, combine: @escaping ([Any]) -> Output) {
        self.downstream = downstream
        self.policy = policy
        self.combine = combine
        subscriptions = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        queues = Array(repeating: [], count: count)
        description = name
    }

    /// Subscribes `downstream` to `upstreams`, combined by `policy`.
    static func start(
        _ downstream: Downstream, _ upstreams: [AnyPublisher<Any, Failure>], policy: GatherPolicy, name: String,
        combine: @escaping ([Any]) -> Output
    ) {
        let gather = Gather(downstream, count: upstreams.count, policy: policy, name: name, combine: combine)
        downstream.receive(subscription: gather)
        if upstreams.isEmpty {
            gather.lock.withLock { gather.ending = .finished }
            gather.drain()
        }
        for (index, upstream) in upstreams.enumerated() {
            upstream.subscribe(GatherChild(parent: gather, index: index))
        }
    }

    fileprivate func child(_ index: Int, received subscription: any Subscription) {
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, subscriptions[index] == nil else { return nil }
            subscriptions[index] = subscription
            return self.demand
        }
        guard let demand else {
            subscription.cancel()
            return
        }
        if demand > 0 { subscription.request(demand) }
    }

    fileprivate func child(_ index: Int, received value: Any) {
        let ended = lock.withLock { () -> [any Subscription] in
            guard downstream != nil, ending == nil else { return [] }
            queues[index].append(value)
            switch policy {
            case .merge:
                outgoing.append(combine([value]))
                queues[index] = []
            case .latest:
                queues[index] = [value]
                if queues.allSatisfy({ !$0.isEmpty }) {
                    outgoing = [combine(queues.map { $0[0] })]
                }
            case .zip:
                while queues.allSatisfy({ !$0.isEmpty }) {
                    outgoing.append(combine(queues.indices.map { queues[$0].removeFirst() }))
                }
                // An upstream that finished and has nothing left ends the zip.
                if finished.indices.contains(where: { finished[$0] && queues[$0].isEmpty }) {
                    ending = .finished
                    defer { subscriptions = subscriptions.map { _ in nil } }
                    return subscriptions.compactMap { $0 }
                }
            }
            return []
        }
        for subscription in ended { subscription.cancel() }
        drain()
    }

    fileprivate func child(_ index: Int, received completion: Subscribers.Completion<Failure>) {
        let others = lock.withLock { () -> [any Subscription] in
            guard downstream != nil, ending == nil else { return [] }
            subscriptions[index] = nil
            finished[index] = true
            switch completion {
            case .failure:
                ending = completion
                outgoing = []
                defer { subscriptions = subscriptions.map { _ in nil } }
                return subscriptions.compactMap { $0 }
            case .finished:
                switch policy {
                case .merge, .latest:
                    if finished.allSatisfy({ $0 }) { ending = .finished }
                case .zip:
                    if queues[index].isEmpty { ending = .finished }
                }
                if ending != nil {
                    defer { subscriptions = subscriptions.map { _ in nil } }
                    return subscriptions.compactMap { $0 }
                }
                return []
            }
        }
        for subscription in others { subscription.cancel() }
        drain()
    }

    /// Sends what waits, while there is demand, then the completion once
    /// nothing waits; one caller at a time.
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
                    let upstreams = subscriptions.compactMap { $0 }
                    lock.unlock()
                    for upstream in upstreams { upstream.request(more) }
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
        let upstreams = lock.withLock { () -> [any Subscription] in
            guard downstream != nil else { return [] }
            self.demand += demand
            return subscriptions.compactMap { $0 }
        }
        for upstream in upstreams { upstream.request(demand) }
        drain()
    }

    func cancel() {
        let upstreams = lock.withLock { () -> [any Subscription] in
            downstream = nil
            defer { subscriptions = subscriptions.map { _ in nil } }
            return subscriptions.compactMap { $0 }
        }
        for upstream in upstreams { upstream.cancel() }
    }
}

/// One upstream's subscriber in a ``Gather``.
private final class GatherChild<Downstream: Subscriber>: Subscriber, @unchecked Sendable {
    typealias Input = Any
    typealias Failure = Downstream.Failure

    private let parent: Gather<Downstream>
    private let index: Int

    init(parent: Gather<Downstream>, index: Int) {
        self.parent = parent
        self.index = index
    }

    func receive(subscription: any Subscription) {
        parent.child(index, received: subscription)
    }

    func receive(_ input: Any) -> Subscribers.Demand {
        parent.child(index, received: input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        parent.child(index, received: completion)
    }
}

extension Publisher {
    /// This publisher with its values seen as `Any`, for a ``Gather``.
    var gathered: AnyPublisher<Any, Failure> {
        map { $0 as Any }.eraseToAnyPublisher()
    }
}
