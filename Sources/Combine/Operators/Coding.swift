import Foundation

/// A type that defines methods for decoding (`JSONDecoder`,
/// `PropertyListDecoder`).
public protocol TopLevelDecoder<Input> {
    /// The type this decoder accepts.
    associatedtype Input

    /// Decodes an instance of the indicated type.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A type that defines methods for encoding (`JSONEncoder`,
/// `PropertyListEncoder`).
public protocol TopLevelEncoder<Output> {
    /// The type this encoder produces.
    associatedtype Output

    /// Encodes an instance of the indicated type.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    /// A publisher that encodes elements received from an upstream
    /// publisher, using a specified encoder.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        /// The kind of values published by this publisher.
        public typealias Output = Coder.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        private let encoder: Coder

        /// Creates a publisher that encodes elements received from an
        /// upstream publisher, using the given encoder.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Coder.Output == S.Input, S.Failure == any Error {
            let encoder = encoder
            upstream.relay(subscriber, name: "Encode", RelayLogic(step: { input in attempt { .send(try encoder.encode(input)) } }, end: passOnErased))
        }
    }

    /// A publisher that decodes elements received from an upstream
    /// publisher, using a specified decoder.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher where Upstream.Output == Coder.Input {
        /// The kind of errors this publisher might publish.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        private let decoder: Coder

        /// Creates a publisher that decodes elements received from an
        /// upstream publisher, using the given decoder.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let decoder = decoder
            upstream.relay(
                subscriber, name: "Decode",
                RelayLogic(step: { input in attempt { .send(try decoder.decode(Output.self, from: input)) } }, end: passOnErased))
        }
    }

    /// A publisher that raises a fatal error upon receiving any failure,
    /// and otherwise republishes all received input.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The string used at the beginning of the fatal error message.
        public let prefix: String

        /// The filename used in the error message.
        public let file: StaticString

        /// The line number used in the error message.
        public let line: UInt

        /// Creates a publisher that raises a fatal error upon receiving any
        /// failure, and otherwise republishes all received input.
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
            let (prefix, file, line) = (prefix, file, line)
            upstream.relay(
                subscriber, name: "AssertNoFailure",
                RelayLogic(
                    step: { .send($0) },
                    end: { completion in
                        if case .failure(let error) = completion {
                            fatalError("\(prefix.isEmpty ? "" : prefix + " ")\(error)", file: file, line: line)
                        }
                        return (nil, .finished)
                    }))
        }
    }
}

extension Publisher {
    /// Encodes the output from upstream using a specified encoder.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable {
        Publishers.Encode(upstream: self, encoder: encoder)
    }

    /// Decodes the output from the upstream using a specified decoder.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }

    /// Raises a fatal error when its upstream publisher fails, and
    /// otherwise republishes all received input.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}
