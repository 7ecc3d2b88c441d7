/// What an operator does with one upstream value.
enum RelayStep<Output, Failure: Error> {
    /// Sends a value downstream.
    case send(Output)
    /// Sends nothing for this value.
    case skip
    /// Ends the stream: cancels upstream, sends the value if there is one
    /// (when downstream demands it), then the completion.
    case finish(Output?, Subscribers.Completion<Failure>)
}

/// The logic of an operator over one upstream publisher that keeps state
/// of its own only (`map`, `filter`, `scan`, `reduce`, `first`,
/// `collect`, ...): what a ``Relay`` runs for each value and at the end.
struct RelayLogic<Input, UpstreamFailure: Error, State, Output, Failure: Error> {
    /// The operator's state (a running total, the last value, a count).
    var state: State

    /// Whether the operator takes every upstream value at once (it requests
    /// unlimited demand upstream) and sends a result at the end: `reduce`,
    /// `count`, `last`. Otherwise downstream's demand goes upstream, and a
    /// skipped value is replaced (`filter`).
    var collects = false

    /// How many upstream values one downstream value takes, for demand
    /// (`collect(_:)`'s count).
    var demandFactor = 1

    /// The demand to request upstream for a skipped value.
    var replacementDemand = Subscribers.Demand.max(1)

    /// What to do when the subscription starts: `nil`, or an immediate end
    /// (`prefix(0)`; a value it carries is not sent).
    var start: ((inout State) -> RelayStep<Output, Failure>?)?

    /// What to do with an upstream value.
    let step: (inout State, Input) -> RelayStep<Output, Failure>

    /// What to send when upstream completes: a last value, if any, and the
    /// completion.
    let end: (inout State, Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Failure>)
}

extension RelayLogic where State == Void {
    /// A stateless operator.
    init(
        step: @escaping (Input) -> RelayStep<Output, Failure>,
        end: @escaping (Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Failure>)
    ) {
        self.init(state: (), step: { _, input in step(input) }, end: { _, completion in end(completion) })
    }
}

/// The completion of an operator whose failure is its upstream's.
func passOn<Output, Failure>(_ completion: Subscribers.Completion<Failure>) -> (Output?, Subscribers.Completion<Failure>) {
    (nil, completion)
}

/// The completion of a `try` operator: upstream's error as `any Error`.
func passOnErased<Output, Failure>(_ completion: Subscribers.Completion<Failure>) -> (Output?, Subscribers.Completion<any Error>) {
    (nil, completion.mapError { $0 })
}

/// The step of a `try` operator: its closure's error ends the stream.
func attempt<Output>(_ body: () throws -> RelayStep<Output, any Error>) -> RelayStep<Output, any Error> {
    do {
        return try body()
    } catch {
        return .finish(nil, .failure(error))
    }
}

/// Runs a ``RelayLogic`` between an upstream publisher and a downstream
/// subscriber: it is the upstream's subscriber and the downstream's
/// subscription.
///
/// Upstream values arrive one at a time (a publisher never sends
/// concurrently), so the logic's state changes without a lock. The relay
/// tracks the downstream's demand, so that a value sent at the end
/// (`reduce`'s result, `replaceEmpty`'s value) waits for a request; it
/// calls neither side while holding its lock.
final class Relay<Input, UpstreamFailure: Error, State, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
{
    typealias Failure = UpstreamFailure
    typealias Logic = RelayLogic<Input, UpstreamFailure, State, Downstream.Input, Downstream.Failure>

    private enum Status {
        case awaiting
        case subscribed(any Subscription)
        /// Upstream ended; a last value waits for demand.
        case ending(Downstream.Input, Subscribers.Completion<Downstream.Failure>)
        case terminal
    }

    private let lock = Lock()
    private var logic: Logic
    private var status = Status.awaiting
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private let collects: Bool
    private let demandFactor: Int
    private let replacementDemand: Subscribers.Demand
    let description: String

    init(_ logic: Logic, downstream: Downstream, name: String) {
        self.logic = logic
        self.downstream = downstream
        collects = logic.collects
        demandFactor = Swift.max(1, logic.demandFactor)
        replacementDemand = logic.replacementDemand
        description = name
    }

    private var isSubscribed: Bool {
        lock.withLock {
            if case .subscribed = status { return true }
            return false
        }
    }

    // MARK: Upstream's subscriber

    func receive(subscription: any Subscription) {
        lock.lock()
        guard case .awaiting = status, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        if let start = logic.start, case .finish(_, let completion) = start(&logic.state) {
            // Done before anything came (`prefix(0)`).
            status = .terminal
            self.downstream = nil
            lock.unlock()
            subscription.cancel()
            downstream.receive(subscription: Subscriptions.empty)
            downstream.receive(completion: completion)
            return
        }
        status = .subscribed(subscription)
        lock.unlock()
        downstream.receive(subscription: self)
        if collects, isSubscribed { subscription.request(.unlimited) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard isSubscribed else { return .none }
        switch logic.step(&logic.state, input) {
        case .skip:
            return collects ? .none : replacementDemand
        case .send(let value):
            let more = send(value)
            return collects ? .none : more * demandFactor
        case .finish(let value, let completion):
            end(value, completion, cancelling: true)
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard isSubscribed else { return }
        let (value, last) = logic.end(&logic.state, completion)
        end(value, last, cancelling: false)
    }

    /// Sends a value downstream, counting it against the demand.
    private func send(_ value: Downstream.Input) -> Subscribers.Demand {
        guard
            let downstream = lock.withLock({ () -> Downstream? in
                if demand > 0 { demand -= 1 }
                return self.downstream
            })
        else { return .none }
        let more = downstream.receive(value)
        lock.withLock { demand += more }
        return more
    }

    /// Ends the stream: the last value (when there is demand for it; else
    /// it waits), then the completion.
    private func end(_ value: Downstream.Input?, _ completion: Subscribers.Completion<Downstream.Failure>, cancelling: Bool) {
        lock.lock()
        guard case .subscribed(let upstream) = status else {
            lock.unlock()
            return
        }
        if let value, demand == 0 {
            status = .ending(value, completion)
            lock.unlock()
            if cancelling { upstream.cancel() }
            return
        }
        status = .terminal
        let downstream = self.downstream
        self.downstream = nil
        lock.unlock()
        if cancelling { upstream.cancel() }
        if let value { _ = downstream?.receive(value) }
        downstream?.receive(completion: completion)
    }

    // MARK: Downstream's subscription

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        switch status {
        case .subscribed(let upstream):
            self.demand += demand
            lock.unlock()
            if !collects { upstream.request(demand * demandFactor) }
        case .ending(let value, let completion):
            status = .terminal
            let downstream = self.downstream
            self.downstream = nil
            lock.unlock()
            _ = downstream?.receive(value)
            downstream?.receive(completion: completion)
        case .awaiting, .terminal:
            lock.unlock()
        }
    }

    func cancel() {
        lock.lock()
        let upstream: (any Subscription)?
        if case .subscribed(let subscription) = status { upstream = subscription } else { upstream = nil }
        status = .terminal
        downstream = nil
        lock.unlock()
        upstream?.cancel()
    }
}

extension Publisher {
    /// Subscribes `subscriber` through a relay running `logic`.
    func relay<State, S: Subscriber>(_ subscriber: S, name: String, _ logic: RelayLogic<Output, Failure, State, S.Input, S.Failure>) {
        subscribe(Relay(logic, downstream: subscriber, name: name))
    }
}
