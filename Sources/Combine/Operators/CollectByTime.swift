extension Publishers {
    /// A strategy for collecting received elements.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// A grouping that collects and periodically publishes items.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// A grouping that collects and publishes items periodically or when
        /// a buffer reaches a maximum size.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// A publisher that buffers and periodically publishes its items.
    ///
    /// Each period, the items collected since the last are sent as an
    /// array (none when nothing came); with a count, a full array goes at
    /// once. What is left is sent when upstream finishes; a failure drops it.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = [Upstream.Output]

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The strategy with which to collect and publish elements.
        public let strategy: Publishers.TimeGroupingStrategy<Context>

        /// Scheduler options to use for the strategy.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that buffers and periodically publishes its items.
        public init(upstream: Upstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            upstream.subscribe(CollectByTimeRelay(self, downstream: subscriber))
        }
    }
}

/// The subscription of ``Publishers/CollectByTime``.
private final class CollectByTimeRelay<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
    TimedRelay<Upstream.Output, Upstream.Failure, Downstream>, @unchecked Sendable
where Downstream.Input == [Upstream.Output], Downstream.Failure == Upstream.Failure {
    private let settings: Publishers.CollectByTime<Upstream, Context>
    private var collected: [Upstream.Output] = []
    private var timer: (any Cancellable)?

    init(_ settings: Publishers.CollectByTime<Upstream, Context>, downstream: Downstream) {
        self.settings = settings
        super.init(downstream, name: "CollectByTime")
    }

    private var scheduler: Context {
        switch settings.strategy {
        case .byTime(let scheduler, _), .byTimeOrCount(let scheduler, _, _): return scheduler
        }
    }

    override func subscribed() {
        let interval: Context.SchedulerTimeType.Stride
        switch settings.strategy {
        case .byTime(_, let stride), .byTimeOrCount(_, let stride, _): interval = stride
        }
        let scheduler = scheduler
        let timer = scheduler.schedule(
            after: scheduler.now.advanced(by: interval), interval: interval, tolerance: scheduler.minimumTolerance,
            options: settings.options
        ) { [weak self] in self?.flush() }
        lock.withLock { self.timer = timer }
    }

    private func flush() {
        let batch = lock.withLock { () -> [Upstream.Output] in
            defer { collected = [] }
            return collected
        }
        if !batch.isEmpty { emit(batch) }
    }

    override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        let full = lock.withLock { () -> Bool in
            collected.append(input)
            if case .byTimeOrCount(_, _, let count) = settings.strategy { return collected.count >= Swift.max(1, count) }
            return false
        }
        if full { scheduler.schedule(options: settings.options) { [self] in flush() } }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Upstream.Failure>) {
        let timer = lock.withLock { () -> (any Cancellable)? in
            defer { self.timer = nil }
            return self.timer
        }
        timer?.cancel()
        scheduler.schedule(options: settings.options) { [self] in
            if case .finished = completion { flush() }
            finish(completion)
        }
    }

    override func cancel() {
        let timer = lock.withLock { () -> (any Cancellable)? in
            defer { self.timer = nil }
            return self.timer
        }
        timer?.cancel()
        super.cancel()
    }
}

extension Publisher {
    /// Collects elements by a given time-grouping strategy, and emits a
    /// single array of the collection.
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil)
        -> Publishers.CollectByTime<Self, S>
    {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
