extension Publishers {
    /// A publisher that emits a Boolean value when it receives a specific
    /// element from its upstream publisher.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        /// The kind of values published by this publisher.
        public typealias Output = Bool

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The element to scan for in the upstream publisher.
        public let output: Upstream.Output

        /// Creates a publisher that emits a Boolean value when it receives a
        /// specific element from its upstream publisher.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
            let output = output
            upstream.relay(
                subscriber, name: "Contains",
                collecting((), step: { _, input in input == output ? .finish(true, .finished) : .skip }, result: { _ in false }))
        }
    }

    /// A publisher that emits a Boolean value upon receiving an element
    /// that satisfies the predicate closure.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Bool

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether the publisher should consider
        /// an element as a match.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that emits a Boolean value upon receiving an
        /// element that satisfies the predicate closure.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
            let predicate = predicate
            upstream.relay(
                subscriber, name: "ContainsWhere",
                collecting((), step: { _, input in predicate(input) ? .finish(true, .finished) : .skip }, result: { _ in false }))
        }
    }

    /// A publisher that emits a Boolean value upon receiving an element
    /// that satisfies the throwing predicate closure.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Bool

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that determines whether this publisher
        /// should emit a true element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that emits a Boolean value upon receiving an
        /// element that satisfies the throwing predicate closure.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == any Error, S.Input == Bool {
            let predicate = predicate
            upstream.relay(
                subscriber, name: "TryContainsWhere",
                collectingErased(
                    (), step: { _, input in attempt { try predicate(input) ? .finish(true, .finished) : .skip } }, result: { _ in false }))
        }
    }

    /// A publisher that publishes a single Boolean value that indicates
    /// whether all received elements pass a given predicate.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Bool

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that evaluates each received element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that publishes whether all received elements
        /// pass a given predicate.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
            let predicate = predicate
            upstream.relay(
                subscriber, name: "AllSatisfy",
                collecting((), step: { _, input in predicate(input) ? .skip : .finish(false, .finished) }, result: { _ in true }))
        }
    }

    /// A publisher that publishes a single Boolean value that indicates
    /// whether all received elements pass a given error-throwing predicate.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Bool

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that evaluates each received element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that publishes whether all received elements
        /// pass a given error-throwing predicate.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == any Error, S.Input == Bool {
            let predicate = predicate
            upstream.relay(
                subscriber, name: "TryAllSatisfy",
                collectingErased(
                    (), step: { _, input in attempt { try predicate(input) ? .skip : .finish(false, .finished) } }, result: { _ in true }))
        }
    }
}

extension Publisher {
    /// Publishes a Boolean value upon receiving an element that satisfies
    /// the predicate closure.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Publishes a Boolean value upon receiving an element that satisfies
    /// the throwing predicate closure.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }

    /// Publishes a single Boolean value that indicates whether all received
    /// elements pass a given predicate.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Publishes a single Boolean value that indicates whether all received
    /// elements pass a given error-throwing predicate.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Publishes a Boolean value upon receiving an element equal to the
    /// argument.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}
