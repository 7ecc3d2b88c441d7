/// A publisher that provides an explicit means of connecting and cancelling
/// publication.
///
/// Nothing is published before ``connect()``; ``autoconnect()`` connects
/// at the first subscriber.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and
    /// returns an instance with which to cancel publishing.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this
    /// connectable publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable
    /// publisher.
    ///
    /// It connects when the first subscriber attaches, and cancels the
    /// connection when the last one goes (cancelled or completed); a later
    /// subscriber connects again.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream

        private let lock = Lock()
        private var subscribers = 0
        private var connection: (any Cancellable)?

        /// Creates a publisher that automatically connects to an upstream
        /// connectable publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber, connecting if it is the first.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            lock.withLock { subscribers += 1 }
            upstream.handleEvents(
                receiveCompletion: { [self] _ in release() }, receiveCancel: { [self] in release() }
            ).subscribe(subscriber)
            let connect = lock.withLock { () -> Bool in
                guard connection == nil, subscribers > 0 else { return false }
                connection = AnyCancellable {}
                return true
            }
            if connect {
                let made = upstream.connect()
                let stale = lock.withLock { () -> Bool in
                    guard subscribers > 0 else { return true }
                    connection = made
                    return false
                }
                if stale { made.cancel() }
            }
        }

        private func release() {
            let connection = lock.withLock { () -> (any Cancellable)? in
                subscribers = Swift.max(0, subscribers - 1)
                guard subscribers == 0 else { return nil }
                defer { self.connection = nil }
                return self.connection
            }
            connection?.cancel()
        }
    }

    /// A publisher that uses a subject to deliver elements to multiple
    /// subscribers.
    ///
    /// The subject is made when first needed; upstream is subscribed to it
    /// at ``connect()``.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public final let upstream: Upstream

        /// A closure that returns a subject each time a subscriber attaches
        /// to the multicast publisher.
        public final let createSubject: () -> SubjectType

        private let lock = Lock()
        private var made: SubjectType?

        /// Creates a multicast publisher that applies a closure to create a
        /// subject that delivers elements to subscribers.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.withLock {
                if let made { return made }
                let subject = createSubject()
                made = subject
                return subject
            }
        }

        /// Attaches the specified subscriber to the subject.
        public func receive<S: Subscriber>(subscriber: S) where SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
            subject.subscribe(subscriber)
        }

        /// Subscribes the subject to upstream.
        public func connect() -> any Cancellable {
            upstream.subscribe(subject)
        }
    }

    /// A publisher that shares the output of an upstream publisher with
    /// multiple subscribers.
    ///
    /// It subscribes to upstream when the first subscriber attaches; later
    /// subscribers receive what upstream sends from then on (a
    /// `PassthroughSubject` relays it).
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream

        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Upstream.Output, Upstream.Failure>>>

        /// Creates a publisher that shares the output of an upstream
        /// publisher with multiple subscribers.
        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            inner.subscribe(subscriber)
        }

        /// Two shares are equal when they are the same object.
        public static func == (lhs: Share, rhs: Share) -> Bool {
            lhs === rhs
        }
    }

    /// A publisher that provides explicit connectability to another
    /// publisher.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        private let inner: Multicast<Upstream, PassthroughSubject<Upstream.Output, Upstream.Failure>>

        /// Creates a connectable publisher, attached to the provided upstream
        /// publisher.
        public init(upstream: Upstream) {
            inner = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            inner.subscribe(subscriber)
        }

        /// Connects to upstream.
        public func connect() -> any Cancellable {
            inner.connect()
        }
    }
}

extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }

    /// Applies a closure to create a subject that delivers elements to
    /// subscribers.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Provides a subject to deliver elements to multiple subscribers.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }
}

extension Publisher where Failure == Never {
    /// Creates a connectable wrapper around the publisher.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}
