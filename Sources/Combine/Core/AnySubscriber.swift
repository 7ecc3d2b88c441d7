/// A type-erasing subscriber.
///
/// Use an `AnySubscriber` to wrap an existing subscriber whose details you
/// don't want to expose, or to make a subscriber from closures.
@frozen
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    /// The wrapped subscriber's calls.
    @usableFromInline
    let box: AnySubscriberBox<Input, Failure>

    /// A unique identifier for identifying publisher streams: the wrapped
    /// subscriber's, when there is one.
    public let combineIdentifier: CombineIdentifier

    /// A textual representation of the wrapped subscriber.
    public var description: String { box.description }

    /// A mirror of the wrapped subscriber.
    public var customMirror: Mirror { box.mirror }

    /// A custom playground description for this instance.
    public var playgroundDescription: Any { description }

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = s.combineIdentifier
        box = AnySubscriberBox(
            subscription: s.receive(subscription:), value: s.receive(_:), completion: s.receive(completion:),
            description: { String(describing: s) }, mirror: { Mirror(reflecting: s) })
    }

    /// Creates a type-erasing subscriber that sends what it receives to a
    /// subject: values are sent on, the subscription is passed to the
    /// subject, which requests unlimited demand.
    public init<S: Subject>(_ s: S) where Input == S.Output, Failure == S.Failure {
        combineIdentifier = CombineIdentifier()
        box = AnySubscriberBox(
            subscription: { s.send(subscription: $0) },
            value: {
                s.send($0); return .none
            },
            completion: { s.send(completion: $0) },
            description: { "Subject" }, mirror: { Mirror(reflecting: s) })
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        box = AnySubscriberBox(
            subscription: receiveSubscription ?? { _ in }, value: receiveValue ?? { _ in .none },
            completion: receiveCompletion ?? { _ in }, description: { "Anonymous AnySubscriber" }, mirror: { Mirror(reflecting: "AnySubscriber") })
    }

    /// Tells the subscriber that it has successfully subscribed to the publisher.
    @inlinable
    public func receive(subscription: any Subscription) {
        box.subscription(subscription)
    }

    /// Tells the subscriber that the publisher has produced an element.
    @inlinable
    public func receive(_ value: Input) -> Subscribers.Demand {
        box.value(value)
    }

    /// Tells the subscriber that the publisher has completed publishing.
    @inlinable
    public func receive(completion: Subscribers.Completion<Failure>) {
        box.completion(completion)
    }
}

/// The closures an ``AnySubscriber`` calls.
@usableFromInline
final class AnySubscriberBox<Input, Failure: Error> {
    @usableFromInline let subscription: (any Subscription) -> Void
    @usableFromInline let value: (Input) -> Subscribers.Demand
    @usableFromInline let completion: (Subscribers.Completion<Failure>) -> Void
    private let describe: () -> String
    private let reflect: () -> Mirror

    init(
        subscription: @escaping (any Subscription) -> Void, value: @escaping (Input) -> Subscribers.Demand,
        completion: @escaping (Subscribers.Completion<Failure>) -> Void, description: @escaping () -> String,
        mirror: @escaping () -> Mirror
    ) {
        self.subscription = subscription
        self.value = value
        self.completion = completion
        describe = description
        reflect = mirror
    }

    var description: String { describe() }
    var mirror: Mirror { reflect() }
}
