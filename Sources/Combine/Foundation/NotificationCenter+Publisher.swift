import Foundation

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting
    /// notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    ///
    /// Each subscriber observes the center from its subscription until it
    /// cancels; a notification it has no demand for is dropped.
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Notification

        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter

        /// The name of notifications published by this publisher.
        public let name: Notification.Name

        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting
        /// notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Notification {
            let core = SubjectCore<Notification, Never>()
            let relay = UncheckedSendable(core)
            let observer = center.addObserver(forName: name, object: object, queue: nil) { relay.value.send($0) }
            let handle = UncheckedSendable((center, observer))
            core.attach(
                subscriber.handlingCancel { handle.value.0.removeObserver(handle.value.1) }, mode: .demand, name: "NotificationCenter")
        }
    }
}

extension Subscriber {
    /// This subscriber, running `onCancel` when its subscription is cancelled.
    func handlingCancel(_ onCancel: @escaping () -> Void) -> AnySubscriber<Input, Failure> {
        let cleanup = CancelHook(onCancel)
        return AnySubscriber(
            receiveSubscription: { self.receive(subscription: CancelHookSubscription(wrapped: $0, hook: cleanup)) },
            receiveValue: { self.receive($0) },
            receiveCompletion: {
                cleanup.run()
                self.receive(completion: $0)
            })
    }
}

/// A closure run once.
final class CancelHook: @unchecked Sendable {
    private let lock = Lock()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func run() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}

/// A subscription that runs a hook when cancelled.
final class CancelHookSubscription: Subscription, @unchecked Sendable {
    private let wrapped: any Subscription
    private let hook: CancelHook

    init(wrapped: any Subscription, hook: CancelHook) {
        self.wrapped = wrapped
        self.hook = hook
    }

    var combineIdentifier: CombineIdentifier { wrapped.combineIdentifier }

    func request(_ demand: Subscribers.Demand) {
        wrapped.request(demand)
    }

    func cancel() {
        hook.run()
        wrapped.cancel()
    }
}
