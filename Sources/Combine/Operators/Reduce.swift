extension Publishers {
    /// A publisher that applies a closure to all received elements and
    /// produces an accumulated value when the upstream publisher finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The initial value provided on the first invocation of the closure.
        public let initial: Output

        /// A closure that takes the previously-accumulated value and the
        /// next element from the upstream publisher to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that applies a closure to all received
        /// elements and produces an accumulated value when the upstream
        /// publisher finishes.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            let next = nextPartialResult
            upstream.relay(
                subscriber, name: "Reduce",
                collecting(
                    initial,
                    step: { result, input in
                        result = next(result, input)
                        return .skip
                    }, result: { $0 }))
        }
    }

    /// A publisher that applies an error-throwing closure to all received
    /// elements and produces an accumulated value when the upstream
    /// publisher finishes.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The initial value provided on the first-use of the closure.
        public let initial: Output

        /// An error-throwing closure that takes the previously-accumulated
        /// value and the next element from the upstream to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that applies an error-throwing closure to all
        /// received elements and produces an accumulated value when the
        /// upstream publisher finishes.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let next = nextPartialResult
            upstream.relay(
                subscriber, name: "TryReduce",
                collectingErased(
                    initial,
                    step: { result, input in
                        attempt {
                            result = try next(result, input)
                            return .skip
                        }
                    }, result: { $0 }))
        }
    }

    /// A publisher that publishes the number of elements received from the
    /// upstream publisher.
    public struct Count<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Int

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that publishes the number of elements
        /// received from the upstream publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Int {
            upstream.relay(
                subscriber, name: "Count",
                collecting(
                    0,
                    step: { count, _ in
                        count += 1
                        return .skip
                    }, result: { $0 }))
        }
    }

    /// A publisher that ignores all upstream elements, but passes along the
    /// upstream publisher's completion state (finished or failed).
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Never

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that ignores all upstream elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Never {
            upstream.relay(subscriber, name: "IgnoreOutput", collecting((), step: { _, _ in .skip }, result: { _ in nil }))
        }
    }
}

/// The logic of an operator that takes every upstream value and sends one
/// result (if `result` gives one) when upstream finishes; a failure passes
/// on without it.
func collecting<Input, Failure, State, Output>(
    _ initial: State, step: @escaping (inout State, Input) -> RelayStep<Output, Failure>, result: @escaping (State) -> Output?
) -> RelayLogic<Input, Failure, State, Output, Failure> {
    var logic = RelayLogic<Input, Failure, State, Output, Failure>(
        state: initial, step: step,
        end: { state, completion in
            if case .finished = completion { return (result(state), completion) }
            return (nil, completion)
        })
    logic.collects = true
    return logic
}

/// ``collecting(_:step:result:)`` for a `try` operator.
func collectingErased<Input, UpstreamFailure, State, Output>(
    _ initial: State, step: @escaping (inout State, Input) -> RelayStep<Output, any Error>, result: @escaping (State) -> Output?
) -> RelayLogic<Input, UpstreamFailure, State, Output, any Error> {
    var logic = RelayLogic<Input, UpstreamFailure, State, Output, any Error>(
        state: initial, step: step,
        end: { state, completion in
            if case .finished = completion { return (result(state), .finished) }
            return (nil, completion.mapError { $0 })
        })
    logic.collects = true
    return logic
}

extension Publisher {
    /// Applies a closure that collects each element of a stream and
    /// publishes a final result upon completion.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Applies an error-throwing closure that collects each element of a
    /// stream and publishes a final result upon completion.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Publishes the number of elements received from the upstream publisher.
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }

    /// Ignores all upstream elements, but passes along the upstream
    /// publisher's completion state (finished or failed).
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}
