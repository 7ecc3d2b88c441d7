extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a
    /// specific scheduler.
    ///
    /// The subscription reaches the subscriber at once; each value and the
    /// completion are scheduled on the scheduler, in order. Demand the
    /// subscriber adds when it receives a value goes upstream then.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The scheduler the publisher uses to deliver elements.
        public let scheduler: Context

        /// Scheduler options used to customize element delivery.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delivers elements to its downstream
        /// subscriber on a specific scheduler.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let scheduler = scheduler, options = options
            upstream.subscribe(ScheduledRelay(subscriber, name: "ReceiveOn") { scheduler.schedule(options: options, $0) })
        }
    }

    /// A publisher that delays delivery of elements and completion to the
    /// downstream receiver.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// The amount of time to delay.
        public let interval: Context.SchedulerTimeType.Stride

        /// The allowed tolerance in firing delayed events.
        public let tolerance: Context.SchedulerTimeType.Stride

        /// The scheduler to deliver the delayed events.
        public let scheduler: Context

        /// Options relevant to the scheduler’s behavior.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delays delivery of elements and
        /// completion to the downstream receiver.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (scheduler, interval, tolerance, options) = (scheduler, interval, tolerance, options)
            upstream.subscribe(
                ScheduledRelay(subscriber, name: "Delay") { action in
                    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
                })
        }
    }

    /// A publisher that receives elements from an upstream publisher on a
    /// specific scheduler: it subscribes, requests and cancels there.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The scheduler the publisher should use to receive elements.
        public let scheduler: Context

        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that receives elements from an upstream
        /// publisher on a specific scheduler.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let upstream = upstream, scheduler = scheduler, options = options
            let inner = SubscribeOnRelay(subscriber) { scheduler.schedule(options: options, $0) }
            scheduler.schedule(options: options) { upstream.subscribe(inner) }
        }
    }
}

/// Passes values and the completion on through `perform` (a scheduler's
/// `schedule`), in order; the subscription and requests go through at once.
final class ScheduledRelay<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private let perform: (@escaping () -> Void) -> Void
    let description: String

    init(_ downstream: Downstream, name: String, perform: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.perform = perform
        description = name
    }

    func receive(subscription: any Subscription) {
        let receiver = lock.withLock { () -> Downstream? in
            guard upstream == nil, let current = self.downstream else { return nil }
            upstream = subscription
            return current
        }
        guard let receiver else {
            subscription.cancel()
            return
        }
        receiver.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        perform { [self] in
            guard let downstream = lock.withLock({ downstream }) else { return }
            let more = downstream.receive(input)
            if more > 0, let upstream = lock.withLock({ upstream }) { upstream.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        perform { [self] in
            let downstream = lock.withLock { () -> Downstream? in
                defer { self.downstream = nil; upstream = nil }
                return self.downstream
            }
            downstream?.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            defer { self.upstream = nil; downstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}

/// The subscription of ``Publishers/SubscribeOn``: requests and
/// cancellation go upstream through `perform`.
final class SubscribeOnRelay<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private let perform: (@escaping () -> Void) -> Void
    var description: String { "SubscribeOn" }

    init(_ downstream: Downstream, perform: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.perform = perform
    }

    func receive(subscription: any Subscription) {
        let receiver = lock.withLock { () -> Downstream? in
            guard upstream == nil, let current = self.downstream else { return nil }
            upstream = subscription
            return current
        }
        guard let receiver else {
            subscription.cancel()
            return
        }
        receiver.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { downstream }?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            defer { self.downstream = nil; upstream = nil }
            return self.downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard let upstream = lock.withLock({ upstream }) else { return }
        perform { upstream.request(demand) }
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            defer { self.upstream = nil; downstream = nil }
            return self.upstream
        }
        guard let upstream else { return }
        perform { upstream.cancel() }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Specifies the scheduler on which to perform subscribe, cancel, and
    /// request operations.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Delays delivery of all output to the downstream receiver by a
    /// specified amount of time on a particular scheduler.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler, options: options)
    }
}
