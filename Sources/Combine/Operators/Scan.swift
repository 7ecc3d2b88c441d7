extension Publishers {
    /// A publisher that transforms elements from the upstream publisher by
    /// providing the current element to a closure along with the last
    /// value returned by the closure.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The previous result returned by the closure.
        public let initialResult: Output

        /// A closure that takes as its arguments the previous value returned
        /// by the closure and the next element emitted from the upstream
        /// publisher.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that transforms elements by providing the
        /// current element to a closure along with the last value returned
        /// by the closure.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            let next = nextPartialResult
            let logic = RelayLogic<Upstream.Output, Failure, Output, Output, Failure>(
                state: initialResult,
                step: { result, input in
                    result = next(result, input)
                    return .send(result)
                }, end: { _, completion in (nil, completion) })
            upstream.relay(subscriber, name: "Scan", logic)
        }
    }

    /// A publisher that transforms elements from the upstream publisher by
    /// providing the current element to an error-throwing closure along
    /// with the last value returned by the closure.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The previous result returned by the closure.
        public let initialResult: Output

        /// An error-throwing closure that takes as its arguments the previous
        /// value returned by the closure and the next element emitted from
        /// the upstream publisher.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that transforms elements with an
        /// error-throwing closure and the last value it returned.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let next = nextPartialResult
            let logic = RelayLogic<Upstream.Output, Upstream.Failure, Output, Output, any Error>(
                state: initialResult,
                step: { result, input in
                    attempt {
                        result = try next(result, input)
                        return .send(result)
                    }
                }, end: { _, completion in passOnErased(completion) })
            upstream.relay(subscriber, name: "TryScan", logic)
        }
    }
}

extension Publisher {
    /// Transforms elements from the upstream publisher by providing the
    /// current element to a closure along with the last value returned by
    /// the closure.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Transforms elements from the upstream publisher by providing the
    /// current element to an error-throwing closure along with the last
    /// value returned by the closure.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
