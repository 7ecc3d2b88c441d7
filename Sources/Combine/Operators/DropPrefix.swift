extension Publishers {
    /// A publisher that omits a specified number of elements before
    /// republishing later elements.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// The number of elements to drop.
        public let count: Int

        /// Creates a publisher that omits a specified number of elements
        /// before republishing later elements.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let logic = RelayLogic<Output, Failure, Int, Output, Failure>(
                state: Swift.max(0, count),
                step: { remaining, input in
                    guard remaining > 0 else { return .send(input) }
                    remaining -= 1
                    return .skip
                }, end: { _, completion in (nil, completion) })
            upstream.relay(subscriber, name: "Drop", logic)
        }
    }

    /// A publisher that omits elements from an upstream publisher until a
    /// given closure returns false.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that omits elements from an upstream
        /// publisher until a given closure returns false.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = predicate
            let logic = RelayLogic<Output, Failure, Bool, Output, Failure>(
                state: true,
                step: { dropping, input in
                    if dropping, predicate(input) { return .skip }
                    dropping = false
                    return .send(input)
                }, end: { _, completion in (nil, completion) })
            upstream.relay(subscriber, name: "DropWhile", logic)
        }
    }

    /// A publisher that omits elements from an upstream publisher until a
    /// given error-throwing closure returns false.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that omits elements until a given
        /// error-throwing closure returns false.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            let logic = RelayLogic<Output, Upstream.Failure, Bool, Output, any Error>(
                state: true,
                step: { dropping, input in
                    attempt {
                        if dropping, try predicate(input) { return .skip }
                        dropping = false
                        return .send(input)
                    }
                }, end: { _, completion in passOnErased(completion) })
            upstream.relay(subscriber, name: "TryDropWhile", logic)
        }
    }

    /// A publisher that publishes elements specified by a range in the
    /// sequence of published elements: `prefix(_:)`, `output(at:)` and
    /// `output(in:)`.
    public struct Output<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// The range of elements to publish.
        public let range: CountableRange<Int>

        /// Creates a publisher that publishes elements specified by a range.
        ///
        /// - Precondition: `range` does not start below 0.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "the range of output(in:) cannot start below 0")
            self.upstream = upstream
            self.range = range
        }

        /// Attaches the specified subscriber: it finishes once the range's
        /// last element is sent (at once for an empty range).
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let range = range
            var logic = RelayLogic<Upstream.Output, Failure, Int, Upstream.Output, Failure>(
                state: 0,
                step: { index, input in
                    defer { index += 1 }
                    if index < range.lowerBound { return .skip }
                    return index + 1 >= range.upperBound ? .finish(input, .finished) : .send(input)
                }, end: { _, completion in (nil, completion) })
            logic.start = { _ in range.isEmpty ? .finish(nil, .finished) : nil }
            upstream.relay(subscriber, name: "Output", logic)
        }
    }

    /// A publisher that republishes elements while a predicate closure
    /// indicates publishing should continue.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that republishes elements while a predicate
        /// closure indicates publishing should continue.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = predicate
            upstream.relay(
                subscriber, name: "PrefixWhile", RelayLogic(step: { predicate($0) ? .send($0) : .finish(nil, .finished) }, end: passOn))
        }
    }

    /// A publisher that republishes elements while an error-throwing
    /// predicate closure indicates publishing should continue.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that determines whether publishing
        /// should continue.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that republishes elements while an
        /// error-throwing predicate closure indicates publishing should continue.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            upstream.relay(
                subscriber, name: "TryPrefixWhile",
                RelayLogic(step: { input in attempt { try predicate(input) ? .send(input) : .finish(nil, .finished) } }, end: passOnErased))
        }
    }
}

extension Publisher {
    /// Omits the specified number of elements before republishing
    /// subsequent elements.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Omits elements from the upstream publisher until a given closure
    /// returns false, before republishing all remaining elements.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// Omits elements from the upstream publisher until an error-throwing
    /// closure returns false, before republishing all remaining elements.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }

    /// Republishes elements up to the specified maximum count.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: 0..<Swift.max(0, maxLength))
    }

    /// Republishes elements while a predicate closure indicates publishing
    /// should continue.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Republishes elements while an error-throwing predicate closure
    /// indicates publishing should continue.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }

    /// Publishes a specific element, indicated by its index in the sequence
    /// of published elements.
    public func output(at index: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: index..<(index + 1))
    }

    /// Publishes elements specified by their range in the sequence of
    /// published elements.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        let bounds = range.relative(to: 0..<Int.max)
        return Publishers.Output(upstream: self, range: bounds.lowerBound..<bounds.upperBound)
    }
}
