extension Publishers {
    /// A publisher created by applying the merge function to an arbitrary
    /// number of upstream publishers.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The array of upstream publishers that this publisher merges together.
        public let publishers: [Upstream]

        /// Creates a publisher created by applying the merge function to an
        /// arbitrary number of upstream publishers.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Creates a publisher created by applying the merge function to a
        /// sequence of upstream publishers.
        public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element {
            publishers = Array(upstream)
        }

        /// Attaches the specified subscriber: it receives every value of
        /// every publisher, and finishes when all have.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            Gather.start(subscriber, publishers.map(\.gathered), policy: .merge, name: "Merge") { $0[0] as! Output }
        }

        /// Returns a merge of these publishers and one more.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }

    /// A publisher created by applying the merge function to two upstream publishers.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A

        /// The second upstream publisher.
        public let b: B

        /// Creates a publisher created by applying the merge function to
        /// two upstream publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches the specified subscriber: it receives every value of
        /// every publisher, and finishes when all have.
        public func receive<S: Subscriber>(subscriber: S) where A.Failure == S.Failure, A.Output == S.Input {
            Gather.start(subscriber, [a.gathered, b.gathered], policy: .merge, name: "Merge") { $0[0] as! Output }
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from another publisher of the same type, delivering an interleaved sequence of elements.
    public func merge<B>(with b: B) -> Publishers.Merge<Self, B> where Failure == B.Failure, Output == B.Output {
        Publishers.Merge(self, b)
    }
}
