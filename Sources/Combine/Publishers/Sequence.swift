extension Publishers {
    /// A publisher that publishes a given sequence of elements, as demand
    /// allows, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Elements.Element

        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Attaches the specified subscriber: it receives the elements as it
        /// requests them, and the completion after the last.
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input {
            IteratorSubscription.start(subscriber, elements: sequence.makeIterator(), completion: .finished, name: "\(sequence)")
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Sequence {
    /// A publisher that publishes the sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

extension Result {
    /// A publisher that publishes an output to each subscriber exactly
    /// once then finishes, or fails immediately without producing any
    /// elements.
    public var publisher: Publisher {
        Publisher(self)
    }

    /// The type of a Combine publisher that publishes this instance's
    /// result to each subscriber exactly once, or fails immediately if the
    /// result indicates an error.
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Success

        /// The result to deliver to each subscriber.
        public let result: Result<Output, Failure>

        /// Creates a publisher that delivers the specified result.
        public init(_ result: Result<Output, Failure>) {
            self.result = result
        }

        /// Creates a publisher that sends the specified output.
        public init(_ output: Output) {
            result = .success(output)
        }

        /// Creates a publisher that sends the specified failure.
        public init(_ failure: Failure) {
            result = .failure(failure)
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            switch result {
            case .success(let value):
                IteratorSubscription.start(subscriber, elements: CollectionOfOne(value).makeIterator(), completion: .finished, name: "Once")
            case .failure(let error):
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .failure(error))
            }
        }
    }
}

extension Optional {
    /// A publisher that publishes an optional value to each subscriber
    /// exactly once, if the optional has a value; then finishes.
    public var publisher: Publisher {
        Publisher(self)
    }

    /// The type of a Combine publisher that publishes the value of a Swift
    /// optional instance to each subscriber exactly once, if the instance
    /// has any value at all.
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Wrapped

        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        /// The output to deliver to each subscriber.
        public let output: Wrapped?

        /// Creates a publisher to emit the value of the optional, or to
        /// finish immediately if the optional doesn't have a value.
        public init(_ output: Output?) {
            self.output = output
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            IteratorSubscription.start(subscriber, elements: (output.map { [$0] } ?? []).makeIterator(), completion: .finished, name: "Optional")
        }
    }
}
