extension Publishers {
    /// A publisher that republishes all elements that match a provided closure.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Creates a publisher that republishes all elements that match a
        /// provided closure.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let isIncluded = isIncluded
            upstream.relay(subscriber, name: "Filter", RelayLogic(step: { isIncluded($0) ? .send($0) : .skip }, end: passOn))
        }
    }

    /// A publisher that republishes all elements that match a provided
    /// error-throwing closure.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// An error-throwing closure that indicates whether this filter
        /// should republish an element.
        public let isIncluded: (Upstream.Output) throws -> Bool

        /// Creates a publisher that republishes all elements that match a
        /// provided error-throwing closure.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let isIncluded = isIncluded
            upstream.relay(
                subscriber, name: "TryFilter",
                RelayLogic(step: { input in attempt { try isIncluded(input) ? .send(input) : .skip } }, end: passOnErased))
        }
    }

    /// A publisher that republishes all non-nil results of calling a
    /// closure with each received element.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that receives values from the upstream publisher and
        /// returns optional values.
        public let transform: (Upstream.Output) -> Output?

        /// Creates a publisher that republishes all non-nil results of
        /// calling a closure with each received element.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            let transform = transform
            upstream.relay(subscriber, name: "CompactMap", RelayLogic(step: { transform($0).map { .send($0) } ?? .skip }, end: passOn))
        }
    }

    /// A publisher that republishes all non-nil results of calling an
    /// error-throwing closure with each received element.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// An error-throwing closure that receives values from the upstream
        /// publisher and returns optional values.
        public let transform: (Upstream.Output) throws -> Output?

        /// Creates a publisher that republishes all non-nil results of
        /// calling an error-throwing closure with each received element.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let transform = transform
            upstream.relay(
                subscriber, name: "TryCompactMap",
                RelayLogic(step: { input in attempt { try transform(input).map { .send($0) } ?? .skip } }, end: passOnErased))
        }
    }
}

extension Publisher {
    /// Republishes all elements that match a provided closure.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Republishes all elements that match a provided error-throwing closure.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    /// Calls a closure with each received element and publishes any
    /// returned optional that has a value.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Calls an error-throwing closure with each received element and
    /// publishes any returned optional that has a value.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}
