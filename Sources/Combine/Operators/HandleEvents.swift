import Foundation

extension Publishers {
    /// A publisher that performs the specified closures when publisher
    /// events occur.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that executes when the publisher receives the
        /// subscription from the upstream publisher.
        public var receiveSubscription: ((any Subscription) -> Void)?

        /// A closure that executes when the publisher receives a value from
        /// the upstream publisher.
        public var receiveOutput: ((Upstream.Output) -> Void)?

        /// A closure that executes when the upstream publisher finishes
        /// normally or terminates with an error.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?

        /// A closure that executes when the downstream receiver cancels
        /// publishing.
        public var receiveCancel: (() -> Void)?

        /// A closure that executes when the publisher receives a request for
        /// more elements.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Creates a publisher that performs the specified closures when
        /// publisher events occur.
        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
            receiveOutput: ((Upstream.Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(EventTap(self, downstream: subscriber))
        }
    }
}

/// The subscription of ``Publishers/HandleEvents``: it calls each closure,
/// then passes the event on.
private final class EventTap<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = Lock()
    private let events: Publishers.HandleEvents<Upstream>
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var pendingDemand = Subscribers.Demand.none
    var description: String { "HandleEvents" }

    init(_ events: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
        self.events = events
        self.downstream = downstream
    }

    func receive(subscription: any Subscription) {
        events.receiveSubscription?(subscription)
        let accepted = lock.withLock { () -> Bool in
            guard upstream == nil, downstream != nil else { return false }
            upstream = subscription
            return true
        }
        guard accepted, let downstream = lock.withLock({ downstream }) else {
            subscription.cancel()
            return
        }
        downstream.receive(subscription: self)
        let demand = lock.withLock { () -> Subscribers.Demand in
            defer { pendingDemand = .none }
            return pendingDemand
        }
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.receiveOutput?(input)
        guard let downstream = lock.withLock({ downstream }) else { return .none }
        let more = downstream.receive(input)
        if more > 0 { events.receiveRequest?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        events.receiveCompletion?(completion)
        let downstream = lock.withLock { () -> Downstream? in
            defer { self.downstream = nil; upstream = nil }
            return self.downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        events.receiveRequest?(demand)
        let upstream = lock.withLock { () -> (any Subscription)? in
            if self.upstream == nil { pendingDemand += demand }
            return self.upstream
        }
        upstream?.request(demand)
    }

    func cancel() {
        events.receiveCancel?()
        let upstream = lock.withLock { () -> (any Subscription)? in
            defer { self.upstream = nil; downstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}

extension Publisher {
    /// Performs the specified closures when publisher events occur.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput, receiveCompletion: receiveCompletion,
            receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}

extension Publishers {
    /// A publisher that prints log messages for all publishing events,
    /// optionally prefixed with a given string.
    ///
    /// The lines are `receive subscription: (...)`, `request unlimited`,
    /// `receive value: (1)`, `receive finished`, `receive error: (...)` and
    /// `receive cancel`, each after `prefix: ` when there is a prefix.
    public struct Print<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// A string with which to prefix all log messages.
        public let prefix: String

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A stream for receiving log messages; standard output when `nil`.
        public let stream: (any TextOutputStream)?

        /// Creates a publisher that prints log messages for all publishing events.
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let lead = prefix.isEmpty ? "" : prefix + ": "
            let output = PrintOutput(stream)
            upstream.handleEvents(
                receiveSubscription: { output.write("\(lead)receive subscription: (\($0))") },
                receiveOutput: { output.write("\(lead)receive value: (\($0))") },
                receiveCompletion: {
                    switch $0 {
                    case .finished: output.write("\(lead)receive finished")
                    case .failure(let error): output.write("\(lead)receive error: (\(error))")
                    }
                },
                receiveCancel: { output.write("\(lead)receive cancel") },
                receiveRequest: { output.write("\(lead)request \($0)") }
            ).subscribe(subscriber)
        }
    }

    /// A publisher that raises a debugger signal when a provided closure
    /// needs to stop the process in the debugger (`SIGTRAP`, which ends a
    /// process that no debugger runs, as on Apple's platforms).
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that executes when the publisher receives a
        /// subscription, and can raise a debugger signal by returning true.
        public let receiveSubscription: ((any Subscription) -> Bool)?

        /// A closure that executes when the publisher receives output from
        /// the upstream publisher, and can raise a debugger signal by
        /// returning true.
        public let receiveOutput: ((Upstream.Output) -> Bool)?

        /// A closure that executes when the publisher receives completion,
        /// and can raise a debugger signal by returning true.
        public let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)?

        /// Creates a breakpoint publisher with the provided upstream
        /// publisher and breakpoint-raising closures.
        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (subscription, output, completion) = (receiveSubscription, receiveOutput, receiveCompletion)
            upstream.handleEvents(
                receiveSubscription: { if subscription?($0) == true { raise(SIGTRAP) } },
                receiveOutput: { if output?($0) == true { raise(SIGTRAP) } },
                receiveCompletion: { if completion?($0) == true { raise(SIGTRAP) } }
            ).subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// Prints log messages for all publishing events, to standard output or
    /// to `stream`.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }

    /// Raises a debugger signal when a provided closure needs to stop the
    /// process in the debugger.
    public func breakpoint(
        receiveSubscription: ((any Subscription) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput, receiveCompletion: receiveCompletion)
    }

    /// Raises a debugger signal upon receiving a failure.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: {
            if case .failure = $0 { return true }
            return false
        })
    }
}

/// Where ``Publisher/print(_:to:)`` writes: a stream, or standard output.
private final class PrintOutput: @unchecked Sendable {
    private let lock = Lock()
    private var stream: (any TextOutputStream)?

    init(_ stream: (any TextOutputStream)?) {
        self.stream = stream
    }

    func write(_ line: String) {
        lock.withLock {
            if stream != nil {
                stream!.write(line + "\n")
            } else {
                Swift.print(line)
            }
        }
    }
}
