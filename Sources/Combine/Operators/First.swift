extension Publishers {
    /// A publisher that publishes the first element of a stream, then finishes.
    public struct First<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that publishes the first element of a stream,
        /// then finishes.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.relay(subscriber, name: "First", collecting((), step: { _, input in .finish(input, .finished) }, result: { _ in nil }))
        }
    }

    /// A publisher that only publishes the first element of a stream to
    /// satisfy a predicate closure.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that only publishes the first element of a
        /// stream to satisfy a predicate closure.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = predicate
            upstream.relay(
                subscriber, name: "FirstWhere",
                collecting((), step: { _, input in predicate(input) ? .finish(input, .finished) : .skip }, result: { _ in nil }))
        }
    }

    /// A publisher that only publishes the first element of a stream to
    /// satisfy a throwing predicate closure.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that only publishes the first element of a
        /// stream to satisfy a throwing predicate closure.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            upstream.relay(
                subscriber, name: "TryFirstWhere",
                collectingErased(
                    (), step: { _, input in attempt { try predicate(input) ? .finish(input, .finished) : .skip } }, result: { _ in nil }))
        }
    }
}

extension Publisher {
    /// Publishes the first element of a stream, then finishes.
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// Publishes the first element of a stream to satisfy a predicate
    /// closure, then finishes normally.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the first element of a stream to satisfy a throwing
    /// predicate closure, then finishes normally.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }
}
