extension Publishers {
    /// A publisher that publishes elements only after a specified time
    /// interval elapses between events.
    ///
    /// A value is sent when `dueTime` has passed without another (if the
    /// subscriber has demand then; otherwise it is dropped). When upstream
    /// completes, a value still waiting is dropped and the completion is
    /// scheduled, as Combine's debounce does.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride

        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context

        /// Scheduler options that customize this publisher’s delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that publishes elements only after a
        /// specified time interval elapses between events.
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(DebounceRelay(self, downstream: subscriber))
        }
    }

    /// A publisher that publishes either the most-recent or first element
    /// published by the upstream publisher in a specified time interval.
    ///
    /// The first value is sent at once; values that follow within
    /// `interval` of the last one sent wait for its end, when the latest
    /// (or first) of them is sent. When upstream finishes, a value still
    /// waiting is sent before the completion.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The interval in which to find and emit the most recent element.
        public let interval: Context.SchedulerTimeType.Stride

        /// The scheduler on which to publish elements.
        public let scheduler: Context

        /// A Boolean value indicating whether to publish the most recent
        /// element; if false, the publisher emits the first element received
        /// during the interval.
        public let latest: Bool

        /// Creates a throttling publisher.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(ThrottleRelay(self, downstream: subscriber))
        }
    }
}

/// The subscription of ``Publishers/Debounce``.
private final class DebounceRelay<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
    TimedRelay<Upstream.Output, Upstream.Failure, Downstream>, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    private let settings: Publishers.Debounce<Upstream, Context>
    private var generation = 0

    init(_ settings: Publishers.Debounce<Upstream, Context>, downstream: Downstream) {
        self.settings = settings
        super.init(downstream, name: "Debounce")
    }

    override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        let current = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        let scheduler = settings.scheduler
        scheduler.schedule(after: scheduler.now.advanced(by: settings.dueTime), tolerance: scheduler.minimumTolerance, options: settings.options) {
            [self] in
            if lock.withLock({ generation == current }) { emit(input) }
        }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Upstream.Failure>) {
        lock.withLock { generation += 1 }
        settings.scheduler.schedule(options: settings.options) { [self] in finish(completion) }
    }
}

/// The subscription of ``Publishers/Throttle``.
private final class ThrottleRelay<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
    TimedRelay<Upstream.Output, Upstream.Failure, Downstream>, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    private let settings: Publishers.Throttle<Upstream, Context>
    private var lastSent: Context.SchedulerTimeType?
    private var waiting: Upstream.Output?
    private var flushScheduled = false

    init(_ settings: Publishers.Throttle<Upstream, Context>, downstream: Downstream) {
        self.settings = settings
        super.init(downstream, name: "Throttle")
    }

    override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        let scheduler = settings.scheduler
        let now = scheduler.now
        let plan = lock.withLock { () -> ThrottlePlan<Context.SchedulerTimeType> in
            if flushScheduled {
                if settings.latest { waiting = input }
                return .keep
            }
            if let lastSent, now < lastSent.advanced(by: settings.interval) {
                waiting = input
                flushScheduled = true
                return .flushAt(lastSent.advanced(by: settings.interval))
            }
            lastSent = now
            return .sendNow
        }
        switch plan {
        case .sendNow:
            scheduler.schedule { [self] in emit(input) }
        case .flushAt(let date):
            scheduler.schedule(after: date) { [self] in flush() }
        case .keep:
            break
        }
        return .none
    }

    private func flush() {
        let value = lock.withLock { () -> Upstream.Output? in
            flushScheduled = false
            lastSent = settings.scheduler.now
            defer { waiting = nil }
            return waiting
        }
        if let value { emit(value) }
    }

    override func receive(completion: Subscribers.Completion<Upstream.Failure>) {
        settings.scheduler.schedule { [self] in
            if case .finished = completion { flush() }
            finish(completion)
        }
    }
}

/// What a throttle does with a value: send it now, send what waits at a
/// time, or keep it waiting.
private enum ThrottlePlan<Time> {
    case sendNow
    case flushAt(Time)
    case keep
}

extension Publisher {
    /// Publishes elements only after a specified time interval elapses
    /// between events.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, S>
    {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Publishes either the most-recent or first element published by the
    /// upstream publisher in the specified time interval.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
