extension Publishers {
    /// A publisher that emits all of one publisher’s elements before those
    /// from another publisher.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Suffix.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Suffix.Failure

        /// The publisher to republish, in its entirety, before republishing
        /// elements from suffix.
        public let prefix: Prefix

        /// The publisher to republish only after prefix finishes.
        public let suffix: Suffix

        /// Creates a publisher that emits all of one publisher’s elements
        /// before those from another publisher.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Suffix.Failure == S.Failure, Suffix.Output == S.Input {
            let suffix = suffix
            Chain.start(subscriber, name: "Concatenate") { chain in
                chain.attach(prefix) { completion in
                    guard case .finished = completion else { return .end(completion) }
                    return .next { $0.attach(suffix) { .end($0) } }
                }
            }
        }
    }

    /// A publisher that handles errors from an upstream publisher by
    /// replacing the failed publisher with another publisher.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = NewPublisher.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// A closure that accepts the upstream failure as input and returns
        /// a publisher to replace the upstream publisher.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates a publisher that handles errors from an upstream
        /// publisher by replacing the failed publisher with another publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
            let handler = handler
            Chain.start(subscriber, name: "Catch") { chain in
                chain.attach(upstream) { completion in
                    guard case .failure(let error) = completion else { return .end(.finished) }
                    return .next { $0.attach(handler(error)) { .end($0) } }
                }
            }
        }
    }

    /// A publisher that handles errors from an upstream publisher by either
    /// replacing it with another publisher or producing a new error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that accepts the upstream failure as input and either
        /// returns a publisher to replace the upstream publisher, or throws.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Creates a publisher that handles errors from an upstream
        /// publisher by replacing it with another publisher or throwing.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, S.Failure == any Error {
            let handler = handler
            Chain.start(subscriber, name: "TryCatch") { chain in
                chain.attach(upstream) { completion in
                    guard case .failure(let error) = completion else { return .end(.finished) }
                    do {
                        let replacement = try handler(error)
                        return .next { $0.attach(replacement) { .end($0.mapError { $0 }) } }
                    } catch {
                        return .end(.failure(error))
                    }
                }
            }
        }
    }

    /// A publisher that attempts to recreate its subscription to a failed
    /// upstream publisher.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum number of retry attempts to perform; `nil` retries
        /// without limit.
        public let retries: Int?

        /// Creates a publisher that attempts to recreate its subscription to
        /// a failed upstream publisher.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let upstream = upstream
            func attempt(_ chain: Chain<S>, remaining: Int?) {
                chain.attach(upstream) { completion in
                    guard case .failure = completion, remaining.map({ $0 > 0 }) ?? true else { return .end(completion) }
                    return .next { attempt($0, remaining: remaining.map { $0 - 1 }) }
                }
            }
            Chain.start(subscriber, name: "Retry") { attempt($0, remaining: retries) }
        }
    }
}

extension Publisher {
    /// Appends a publisher’s output with the specified elements.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(Publishers.Sequence(sequence: elements))
    }

    /// Appends a publisher’s output with the specified sequence.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where Output == S.Element {
        append(Publishers.Sequence(sequence: elements))
    }

    /// Appends the output of this publisher with the elements emitted by
    /// the given publisher.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    /// Prefixes a publisher’s output with the specified values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// Prefixes a publisher’s output with the specified sequence.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where Output == S.Element {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// Prefixes the output of this publisher with the elements emitted by
    /// the given publisher.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Handles errors from an upstream publisher by replacing it with
    /// another publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Handles errors from an upstream publisher by either replacing it
    /// with another publisher or throwing a new error.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P> where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// Attempts to recreate a failed subscription with the upstream
    /// publisher up to the number of times you specify.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: Swift.max(0, retries))
    }
}
