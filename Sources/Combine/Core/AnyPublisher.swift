/// A publisher that performs type erasure by wrapping another publisher.
///
/// Use ``Publisher/eraseToAnyPublisher()`` to expose an instance of
/// `AnyPublisher` to the downstream subscriber, rather than the publisher's
/// actual type.
@frozen
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    /// The wrapped publisher's subscribe.
    @usableFromInline
    let subscribe: (AnySubscriber<Output, Failure>) -> Void

    /// A textual representation of this instance.
    public var description: String { "AnyPublisher" }

    /// A custom playground description for this instance.
    public var playgroundDescription: Any { description }

    /// Creates a type-erasing publisher to wrap the provided publisher.
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
        } else {
            subscribe = { publisher.receive(subscriber: $0) }
        }
    }

    /// Attaches the specified subscriber to the wrapped publisher.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
