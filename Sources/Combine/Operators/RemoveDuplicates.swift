extension Publishers {
    /// A publisher that publishes only elements that don't match the
    /// previous element.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure to evaluate whether two elements are equivalent, for
        /// purposes of filtering.
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates a publisher that publishes only elements that don't match
        /// the previous element, as evaluated by a provided closure.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = predicate
            let logic = RelayLogic<Output, Failure, Output?, Output, Failure>(
                state: nil,
                step: { last, input in
                    defer { last = input }
                    guard let previous = last, predicate(previous, input) else { return .send(input) }
                    return .skip
                }, end: { _, completion in (nil, completion) })
            upstream.relay(subscriber, name: "RemoveDuplicates", logic)
        }
    }

    /// A publisher that publishes only elements that don't match the
    /// previous element, as evaluated by a provided error-throwing closure.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// An error-throwing closure to evaluate whether two elements are
        /// equivalent, for purposes of filtering.
        public let predicate: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates a publisher that publishes only elements that don't match
        /// the previous element, as evaluated by a provided error-throwing
        /// closure.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            let logic = RelayLogic<Output, Upstream.Failure, Output?, Output, any Error>(
                state: nil,
                step: { last, input in
                    attempt {
                        defer { last = input }
                        guard let previous = last, try predicate(previous, input) else { return .send(input) }
                        return .skip
                    }
                }, end: { _, completion in passOnErased(completion) })
            upstream.relay(subscriber, name: "TryRemoveDuplicates", logic)
        }
    }
}

extension Publisher {
    /// Publishes only elements that don't match the previous element, as
    /// evaluated by a provided closure.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Publishes only elements that don't match the previous element, as
    /// evaluated by a provided error-throwing closure.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}
