/// A subscription that sends an iterator's elements as demand allows, then
/// a completion: what ``Just``, ``Publishers/Sequence``, ``Record`` and the
/// publishers of `Result` and `Optional` give their subscribers.
///
/// The completion follows the last element at once, without more demand; a
/// subscriber may request or cancel from inside `receive`.
final class IteratorSubscription<Downstream: Subscriber, Elements: IteratorProtocol>: Subscription, CustomStringConvertible,
    @unchecked Sendable
where Elements.Element == Downstream.Input {
    private let lock = Lock()
    private var downstream: Downstream?
    private var elements: Elements
    private var upcoming: Elements.Element?
    private let completion: Subscribers.Completion<Downstream.Failure>
    private var demand = Subscribers.Demand.none
    private var delivering = false
    let description: String

    init(_ downstream: Downstream, elements: Elements, completion: Subscribers.Completion<Downstream.Failure>, name: String) {
        self.downstream = downstream
        self.elements = elements
        self.completion = completion
        description = name
        upcoming = self.elements.next()
    }

    /// Subscribes `downstream`: with nothing to send, it completes at once.
    static func start(
        _ downstream: Downstream, elements: Elements, completion: Subscribers.Completion<Downstream.Failure>, name: String
    ) {
        let subscription = IteratorSubscription(downstream, elements: elements, completion: completion, name: name)
        if subscription.upcoming == nil {
            subscription.downstream = nil
            downstream.receive(subscription: Subscriptions.empty)
            downstream.receive(completion: completion)
        } else {
            downstream.receive(subscription: subscription)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard downstream != nil, demand > 0 else {
            lock.unlock()
            return
        }
        self.demand += demand
        guard !delivering else {
            lock.unlock()
            return
        }
        delivering = true
        while let downstream, self.demand > 0, let value = upcoming {
            self.demand -= 1
            upcoming = elements.next()
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            self.demand += more
        }
        delivering = false
        guard let downstream, upcoming == nil else {
            lock.unlock()
            return
        }
        self.downstream = nil
        lock.unlock()
        downstream.receive(completion: completion)
    }

    func cancel() {
        lock.withLock { downstream = nil }
    }
}
