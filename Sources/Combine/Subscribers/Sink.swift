extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon
    /// subscription.
    ///
    /// It lets go of its closures and its subscription when the stream
    /// completes or is cancelled, so that what they capture is released.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible, @unchecked Sendable
    {
        private let lock = Lock()
        private var subscription: (any Subscription)?
        private var value: ((Input) -> Void)?
        private var completion: ((Subscribers.Completion<Failure>) -> Void)?
        private var finished = false

        /// The closure to execute on receipt of a value.
        public var receiveValue: (Input) -> Void { lock.withLock { value ?? { _ in } } }

        /// The closure to execute on completion.
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { lock.withLock { completion ?? { _ in } } }

        /// A textual representation of this instance.
        public var description: String { "Sink" }

        /// A mirror that reflects the sink.
        public var customMirror: Mirror { Mirror(self, children: [:]) }

        /// A custom playground description for this instance.
        public var playgroundDescription: Any { description }

        /// Initializes a sink with the provided closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void
        ) {
            value = receiveValue
            completion = receiveCompletion
        }

        /// Keeps the subscription and requests unlimited values (a second
        /// subscription is cancelled).
        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, !finished else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Runs the value closure.
        public func receive(_ value: Input) -> Subscribers.Demand {
            let action = lock.withLock { finished ? nil : self.value }
            action?(value)
            return .none
        }

        /// Runs the completion closure, once.
        ///
        /// The closures and the subscription are let go of after the lock
        /// is released: what they capture may end with them (an
        /// `AnyCancellable` of this sink, whose end cancels it), and that
        /// must not wait for the lock this sink holds.
        public func receive(completion: Subscribers.Completion<Failure>) {
            let taken = lock.withLock { () -> Taken? in
                guard !finished else { return nil }
                finished = true
                return take()
            }
            taken?.completion?(completion)
        }

        /// Cancels the subscription and lets go of the closures (after the
        /// lock is released, as `receive(completion:)` does).
        public func cancel() {
            let taken = lock.withLock { () -> Taken in
                finished = true
                return take()
            }
            taken.subscription?.cancel()
        }

        /// What the sink held: released by the caller, outside the lock.
        private struct Taken {
            var value: ((Input) -> Void)?
            var completion: ((Subscribers.Completion<Failure>) -> Void)?
            var subscription: (any Subscription)?
        }

        /// Empties the sink (under the lock) and returns what it held.
        private func take() -> Taken {
            defer { value = nil; completion = nil; subscription = nil }
            return Taken(value: value, completion: completion, subscription: subscription)
        }
    }

    /// A simple subscriber that assigns received elements to a property
    /// indicated by a key path.
    ///
    /// It holds the object strongly until the stream completes or is
    /// cancelled, as Combine's does.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible, @unchecked Sendable
    {
        /// The kind of errors this subscriber might receive.
        public typealias Failure = Never

        private let lock = Lock()
        private var subscription: (any Subscription)?
        private var target: Root?

        /// The object that contains the property to assign.
        public var object: Root? { lock.withLock { target } }

        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// A textual representation of this subscriber.
        public var description: String { target.map { "Assign \(type(of: $0))." } ?? "Assign" }

        /// A mirror that reflects the subscriber.
        public var customMirror: Mirror { Mirror(self, children: ["object": target as Any, "keyPath": keyPath]) }

        /// A custom playground description for this instance.
        public var playgroundDescription: Any { description }

        /// Creates a subscriber to assign the value of a property indicated
        /// by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            target = object
            self.keyPath = keyPath
        }

        /// Keeps the subscription and requests unlimited values.
        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, target != nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Assigns the value to the object's property.
        public func receive(_ value: Input) -> Subscribers.Demand {
            if let object = lock.withLock({ target }) {
                object[keyPath: keyPath] = value
            }
            return .none
        }

        /// Lets go of the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock {
                target = nil
                subscription = nil
            }
        }

        /// Cancels the subscription and lets go of the object.
        public func cancel() {
            let subscription = lock.withLock { () -> (any Subscription)? in
                target = nil
                defer { self.subscription = nil }
                return self.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    ///
    /// The subscriber requests unlimited values. Keep the returned
    /// cancellable for as long as values should arrive: the subscription is
    /// cancelled when it is deinitialized.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Assigns each element from a publisher to a property on an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }

    /// Republishes elements received from a publisher, by assigning them to
    /// a property marked as a publisher.
    ///
    /// The subscription lasts as long as the `@Published` property's
    /// object: no cancellable is returned, as in Combine.
    public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {
        published.box.adopt(self)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher
    /// that never fails.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
