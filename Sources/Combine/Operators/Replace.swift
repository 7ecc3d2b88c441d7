extension Publishers {
    /// A publisher that replaces an empty stream with a provided element.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The element to deliver when the upstream publisher finishes
        /// without delivering any elements.
        public let output: Upstream.Output

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that replaces an empty stream with a provided element.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let output = output
            let logic = RelayLogic<Output, Failure, Bool, Output, Failure>(
                state: false,
                step: { sent, input in
                    sent = true
                    return .send(input)
                },
                end: { sent, completion in
                    if case .finished = completion, !sent { return (output, completion) }
                    return (nil, completion)
                })
            upstream.relay(subscriber, name: "ReplaceEmpty", logic)
        }
    }

    /// A publisher that replaces any errors in the stream with a provided element.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        /// The element with which to replace errors from the upstream publisher.
        public let output: Upstream.Output

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that replaces any errors in the stream with a
        /// provided element.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
            let output = output
            upstream.relay(
                subscriber, name: "ReplaceError",
                RelayLogic(
                    step: { .send($0) },
                    end: { completion in
                        if case .failure = completion { return (output, .finished) }
                        return (nil, .finished)
                    }))
        }
    }
}

extension Publisher {
    /// Replaces an empty stream with the provided element.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }

    /// Replaces any errors in the stream with the provided element, then
    /// finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}
