/// One subscriber's connection to a subject (or to an object's
/// `objectWillChange`): its demand, and the lock its values go through.
///
/// A value offered when the subscriber has no demand is dropped, as
/// Combine's subjects drop it; a subject with a current value
/// (``CurrentValueSubject``, `@Published`) delivers its latest value when
/// demand comes. A subscriber may send to the subject it receives from: its
/// values go through a recursive lock, so a send from inside `receive`
/// is delivered in place.
final class Conduit<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    /// How the conduit treats demand.
    enum Mode {
        /// Values go only while there is demand; others are dropped.
        case demand
        /// Values go only while there is demand; without demand the
        /// subject's latest value waits for it (`current` reads it).
        case latest(current: () -> Output?)
        /// Every value goes once the subscriber has requested anything
        /// (`ObservableObjectPublisher`).
        case afterFirstRequest
    }

    private let lock = Lock()
    private let downstreamLock = Lock(recursive: true)
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var requested = false
    private var latestIsDue: Bool
    private let mode: Mode
    private let removal: (Conduit) -> Void
    let description: String

    init<S: Subscriber>(_ downstream: S, mode: Mode, name: String, removal: @escaping (Conduit) -> Void)
    where S.Input == Output, S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
        self.mode = mode
        self.removal = removal
        description = name
        if case .latest = mode { latestIsDue = true } else { latestIsDue = false }
    }

    /// Whether the subscriber is still attached.
    var isActive: Bool { lock.withLock { downstream != nil } }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let latest: Output? = lock.withLock {
            guard downstream != nil else { return nil }
            requested = true
            self.demand += demand
            guard latestIsDue, case .latest(let current) = mode else { return nil }
            latestIsDue = false
            self.demand -= 1
            return current()
        }
        if let latest { deliver(latest) }
    }

    /// Offers a value the subject sends.
    func offer(_ value: Output) {
        let goes: Bool = lock.withLock {
            guard downstream != nil else { return false }
            switch mode {
            case .afterFirstRequest:
                return requested
            case .demand, .latest:
                guard demand > 0 else {
                    if case .latest = mode { latestIsDue = true }
                    return false
                }
                demand -= 1
                return true
            }
        }
        if goes { deliver(value) }
    }

    private func deliver(_ value: Output) {
        downstreamLock.lock()
        let subscriber = lock.withLock { downstream }
        let more = subscriber?.receive(value) ?? .none
        downstreamLock.unlock()
        if more > 0 { lock.withLock { demand += more } }
    }

    /// Sends the subject's completion and detaches the subscriber.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        downstreamLock.lock()
        let subscriber = lock.withLock { () -> AnySubscriber<Output, Failure>? in
            defer { downstream = nil }
            return downstream
        }
        subscriber?.receive(completion: completion)
        downstreamLock.unlock()
    }

    func cancel() {
        let wasActive = lock.withLock { () -> Bool in
            defer { downstream = nil }
            return downstream != nil
        }
        if wasActive { removal(self) }
    }
}

/// The subscribers of a subject, and its completion once it has one: what
/// ``PassthroughSubject``, ``CurrentValueSubject`` and
/// ``ObservableObjectPublisher`` share.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    let lock = Lock()
    private var conduits: [Conduit<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private var upstreams: [any Subscription] = []

    /// Attaches `subscriber`, or completes it at once when the subject has completed.
    func attach<S: Subscriber>(_ subscriber: S, mode: Conduit<Output, Failure>.Mode, name: String)
    where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(subscriber, mode: mode, name: name) { [weak self] in self?.remove($0) }
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    private func remove(_ conduit: Conduit<Output, Failure>) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    /// Sends `value` to every subscriber (unless the subject completed).
    func send(_ value: Output) {
        let receivers = lock.withLock { completion == nil ? conduits : [] }
        for conduit in receivers { conduit.offer(value) }
    }

    /// Completes the subject, once, and every subscriber.
    func send(completion: Subscribers.Completion<Failure>) {
        let receivers = lock.withLock { () -> [Conduit<Output, Failure>] in
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits = [] }
            return conduits
        }
        for conduit in receivers { conduit.finish(completion) }
    }

    /// Keeps an upstream subscription (a publisher the subject was
    /// subscribed to) and requests unlimited demand from it.
    func send(subscription: any Subscription) {
        lock.withLock { upstreams.append(subscription) }
        subscription.request(.unlimited)
    }

    /// Whether anyone is subscribed.
    var hasSubscribers: Bool { lock.withLock { !conduits.isEmpty } }

    deinit {
        for upstream in upstreams { upstream.cancel() }
    }
}
