extension Publishers {
    /// A publisher that terminates publishing if the upstream publisher
    /// exceeds a specified amount of time without publishing an element.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum time interval the publisher can go without emitting
        /// an element, expressed in the time system of the scheduler.
        public let interval: Context.SchedulerTimeType.Stride

        /// The scheduler on which to deliver events.
        public let scheduler: Context

        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// A closure that executes if the publisher times out; its error is
        /// the failure, or the publisher finishes when there is no closure.
        public let customError: (() -> Upstream.Failure)?

        /// Creates a publisher that terminates publishing if the upstream
        /// publisher exceeds the specified time interval without publishing
        /// an element.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?,
            customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(TimeoutRelay(self, downstream: subscriber))
        }
    }

    /// A publisher that measures and emits the time interval between events
    /// received from an upstream publisher (the first since subscription).
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Context.SchedulerTimeType.Stride

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The scheduler used for tracking the timing of events.
        public let scheduler: Context

        /// Creates a publisher that measures and emits the time interval
        /// between events received from an upstream publisher.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Context.SchedulerTimeType.Stride {
            let scheduler = scheduler
            var logic = RelayLogic<Upstream.Output, Failure, Context.SchedulerTimeType?, Output, Failure>(
                state: nil,
                step: { last, _ in
                    let now = scheduler.now
                    defer { last = now }
                    return .send((last ?? now).distance(to: now))
                }, end: { _, completion in (nil, completion) })
            logic.start = { last in
                last = scheduler.now
                return nil
            }
            upstream.relay(subscriber, name: "MeasureInterval", logic)
        }
    }
}

/// The subscription of ``Publishers/Timeout``.
private final class TimeoutRelay<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
    TimedRelay<Upstream.Output, Upstream.Failure, Downstream>, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    private let settings: Publishers.Timeout<Upstream, Context>
    private var generation = 0

    init(_ settings: Publishers.Timeout<Upstream, Context>, downstream: Downstream) {
        self.settings = settings
        super.init(downstream, name: "Timeout")
    }

    override func subscribed() {
        restartClock()
    }

    private func restartClock() {
        let current = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        let scheduler = settings.scheduler
        scheduler.schedule(after: scheduler.now.advanced(by: settings.interval), tolerance: scheduler.minimumTolerance, options: settings.options) {
            [self] in
            guard lock.withLock({ generation == current }) else { return }
            finish(settings.customError.map { .failure($0()) } ?? .finished, cancelling: true)
        }
    }

    override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        restartClock()
        settings.scheduler.schedule(options: settings.options) { [self] in emit(input) }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Upstream.Failure>) {
        lock.withLock { generation += 1 }
        settings.scheduler.schedule(options: settings.options) { [self] in finish(completion) }
    }
}

extension Publisher {
    /// Terminates publishing if the upstream publisher exceeds the
    /// specified time interval without producing an element.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil, customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }

    /// Measures and emits the time interval between events received from
    /// an upstream publisher.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.MeasureInterval<Self, S> {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}
