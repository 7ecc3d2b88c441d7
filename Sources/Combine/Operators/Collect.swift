extension Publishers {
    /// A publisher that buffers items.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = [Upstream.Output]

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that buffers items.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            upstream.relay(
                subscriber, name: "Collect",
                collecting(
                    [Upstream.Output](),
                    step: { all, input in
                        all.append(input)
                        return .skip
                    }, result: { $0 }))
        }
    }

    /// A publisher that buffers a maximum number of items.
    ///
    /// It sends an array each time `count` items have arrived, and what is
    /// left when upstream finishes; a failure drops what is buffered.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = [Upstream.Output]

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum number of received elements to buffer before
        /// publishing.
        public let count: Int

        /// Creates a publisher that buffers a maximum number of items.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            let size = Swift.max(1, count)
            var logic = RelayLogic<Upstream.Output, Failure, [Upstream.Output], Output, Failure>(
                state: [],
                step: { buffer, input in
                    buffer.append(input)
                    guard buffer.count == size else { return .skip }
                    defer { buffer = [] }
                    return .send(buffer)
                },
                end: { buffer, completion in
                    if case .finished = completion, !buffer.isEmpty { return (buffer, completion) }
                    return (nil, completion)
                })
            logic.demandFactor = size
            logic.replacementDemand = .none
            upstream.relay(subscriber, name: "CollectByCount", logic)
        }
    }
}

extension Publisher {
    /// Collects all received elements, and emits a single array of the
    /// collection when the upstream publisher finishes.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// Collects up to the specified number of elements, and then emits a
    /// single array of the collection.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}
