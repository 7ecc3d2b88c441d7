extension Publishers {
    /// A publisher that waits until after the stream finishes and then
    /// publishes the last element of the stream.
    public struct Last<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that publishes the last element of the
        /// stream once it finishes.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.relay(
                subscriber, name: "Last",
                collecting(
                    Output?.none,
                    step: { last, input in
                        last = input
                        return .skip
                    }, result: { $0 }))
        }
    }

    /// A publisher that waits until after the stream finishes and then
    /// publishes the last element of the stream that satisfies a predicate
    /// closure.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that publishes the last element satisfying
        /// a predicate once the stream finishes.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = predicate
            upstream.relay(
                subscriber, name: "LastWhere",
                collecting(
                    Output?.none,
                    step: { last, input in
                        if predicate(input) { last = input }
                        return .skip
                    }, result: { $0 }))
        }
    }

    /// A publisher that waits until after the stream finishes and then
    /// publishes the last element of the stream that satisfies an
    /// error-throwing predicate closure.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that publishes the last element satisfying
        /// an error-throwing predicate once the stream finishes.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            upstream.relay(
                subscriber, name: "TryLastWhere",
                collectingErased(
                    Output?.none,
                    step: { last, input in
                        attempt {
                            if try predicate(input) { last = input }
                            return .skip
                        }
                    }, result: { $0 }))
        }
    }
}

extension Publisher {
    /// Publishes the last element of a stream, after the stream finishes.
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// Publishes the last element of a stream that satisfies a predicate
    /// closure, after upstream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last element of a stream that satisfies an
    /// error-throwing predicate closure, after the stream finishes.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}
