/// A protocol that declares a type that can receive input from a publisher.
///
/// A subscriber receives one subscription, requests values through it
/// (``Subscription/request(_:)``), receives at most as many values as it
/// demanded, and at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input

    /// The kind of errors this subscriber might receive.
    ///
    /// Use `Never` if this subscriber cannot receive errors.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the
    /// publisher and may request items.
    func receive(subscription: any Subscription)

    /// Tells the subscriber that the publisher has produced an element, and
    /// returns how many more elements the subscriber expects to receive
    /// (added to its outstanding demand).
    func receive(_ input: Input) -> Subscribers.Demand

    /// Tells the subscriber that the publisher has completed publishing,
    /// either normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements is ready to
    /// receive further requests.
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}

extension Subscribers {
    /// A signal that a publisher doesn't produce additional elements,
    /// either due to normal completion or an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished

        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// The keys of an encoded completion.
private enum CompletionCodingKeys: String, CodingKey {
    case success
    case error
}

extension Subscribers.Completion: Encodable where Failure: Encodable {
    /// Encodes the completion as `{"success": true}` or
    /// `{"success": false, "error": ...}`, as Combine does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CompletionCodingKeys.self)
        switch self {
        case .finished:
            try container.encode(true, forKey: .success)
        case .failure(let error):
            try container.encode(false, forKey: .success)
            try container.encode(error, forKey: .error)
        }
    }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
    /// Decodes a completion that ``encode(to:)`` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CompletionCodingKeys.self)
        if try container.decode(Bool.self, forKey: .success) {
            self = .finished
        } else {
            self = .failure(try container.decode(Failure.self, forKey: .error))
        }
    }
}

extension Subscribers.Completion {
    /// The same completion with its error erased to `any Error`, or
    /// transformed by `transform`.
    func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Subscribers.Completion<NewFailure> {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(transform(error))
        }
    }

    /// The completion of a publisher that fails with `Never` seen as one of
    /// any failure type.
    static func finishedOrNever(_ completion: Subscribers.Completion<Never>) -> Subscribers.Completion<Failure> {
        .finished
    }
}
