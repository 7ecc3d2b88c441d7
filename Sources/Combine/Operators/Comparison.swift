extension Publishers {
    /// A publisher that republishes items from another publisher only if
    /// each new item is in increasing order from the previously-published
    /// item: `min(by:)` and `max(by:)`.
    public struct Comparison<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// A closure that receives two elements and returns true if they
        /// are in increasing order.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates a publisher that republishes items only if each new item
        /// is in increasing order from the previously-published item.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches the specified subscriber: it receives the greatest
        /// element by the ordering (the first of equal ones) when upstream
        /// finishes.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let ordered = areInIncreasingOrder
            upstream.relay(
                subscriber, name: "Comparison",
                collecting(
                    Output?.none,
                    step: { best, input in
                        if let current = best, !ordered(current, input) { return .skip }
                        best = input
                        return .skip
                    }, result: { $0 }))
        }
    }

    /// A publisher that republishes items from another publisher only if
    /// each new item is in increasing order from the previously-published
    /// item, and fails if the ordering logic throws an error.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// A closure that receives two elements and returns true if they
        /// are in increasing order.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates a publisher that republishes items in increasing order,
        /// failing if the ordering throws.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
            let ordered = areInIncreasingOrder
            upstream.relay(
                subscriber, name: "TryComparison",
                collectingErased(
                    Output?.none,
                    step: { best, input in
                        attempt {
                            if let current = best, try !ordered(current, input) { return .skip }
                            best = input
                            return .skip
                        }
                    }, result: { $0 }))
        }
    }
}

extension Publisher {
    /// Publishes the minimum value received from the upstream publisher,
    /// using the provided ordering closure.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// Publishes the maximum value received from the upstream publisher,
    /// using the provided ordering closure.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Publishes the minimum value received from the upstream publisher,
    /// using the provided error-throwing closure to order the items.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
    }

    /// Publishes the maximum value received from the upstream publisher,
    /// using the provided error-throwing closure to order the items.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}

extension Publisher where Output: Comparable {
    /// Publishes the minimum value received from the upstream publisher,
    /// once it finishes.
    public func min() -> Publishers.Comparison<Self> {
        min(by: <)
    }

    /// Publishes the maximum value received from the upstream publisher,
    /// once it finishes.
    public func max() -> Publishers.Comparison<Self> {
        max(by: <)
    }
}
