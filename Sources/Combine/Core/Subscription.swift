/// A protocol representing the connection of a subscriber to a publisher.
///
/// Subscriptions are class constrained because a subscription has identity,
/// defined by the moment a particular subscriber attached to a publisher.
/// Cancelling a subscription must be thread-safe, and you can only cancel
/// a subscription once.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {}

extension Subscriptions {
    /// Returns the “empty” subscription: it ignores requests and
    /// cancellation. Use it for a subscriber that must receive a
    /// subscription before a completion but will never get a value.
    public static var empty: any Subscription { EmptySubscription.shared }
}

/// The subscription ``Subscriptions/empty`` returns.
final class EmptySubscription: Subscription, @unchecked Sendable {
    static let shared = EmptySubscription()

    let combineIdentifier = CombineIdentifier()

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {}
}

extension Subscriptions {
    /// The subscription a publisher sends a subscriber it refuses (one that
    /// is already subscribed elsewhere, or a second subscriber of a
    /// publisher that takes one), before it completes: the same empty one.
    static var refused: any Subscription { EmptySubscription.shared }
}
