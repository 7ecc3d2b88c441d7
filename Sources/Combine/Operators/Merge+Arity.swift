extension Publishers {
    /// A publisher created by applying the merge function to three upstream publishers.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A

        /// The second upstream publisher.
        public let b: B

        /// The third upstream publisher.
        public let c: C

        /// Creates a publisher created by applying the merge function to
        /// three upstream publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches the specified subscriber: it receives every value of
        /// every publisher, and finishes when all have.
        public func receive<S: Subscriber>(subscriber: S) where A.Failure == S.Failure, A.Output == S.Input {
            Gather.start(subscriber, [a.gathered, b.gathered, c.gathered], policy: .merge, name: "Merge") { $0[0] as! Output }
        }
    }

    /// A publisher created by applying the merge function to four upstream publishers.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output, A.Failure == D.Failure, A.Output == D.Output {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A

        /// The second upstream publisher.
        public let b: B

        /// The third upstream publisher.
        public let c: C

        /// The fourth upstream publisher.
        public let d: D

        /// Creates a publisher created by applying the merge function to
        /// four upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches the specified subscriber: it receives every value of
        /// every publisher, and finishes when all have.
        public func receive<S: Subscriber>(subscriber: S) where A.Failure == S.Failure, A.Output == S.Input {
            Gather.start(subscriber, [a.gathered, b.gathered, c.gathered, d.gathered], policy: .merge, name: "Merge") { $0[0] as! Output }
        }
    }

    /// A publisher created by applying the merge function to five upstream publishers.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output, A.Failure == D.Failure, A.Output == D.Output,
        A.Failure == E.Failure, A.Output == E.Output
    {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A

        /// The second upstream publisher.
        public let b: B

        /// The third upstream publisher.
        public let c: C

        /// The fourth upstream publisher.
        public let d: D

        /// The fifth upstream publisher.
        public let e: E

        /// Creates a publisher created by applying the merge function to
        /// five upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        /// Attaches the specified subscriber: it receives every value of
        /// every publisher, and finishes when all have.
        public func receive<S: Subscriber>(subscriber: S) where A.Failure == S.Failure, A.Output == S.Input {
            Gather.start(subscriber, [a.gathered, b.gathered, c.gathered, d.gathered, e.gathered], policy: .merge, name: "Merge") { $0[0] as! Output }
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from two other publishers, delivering an interleaved sequence of elements.
    public func merge<B, C>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// Combines elements from this publisher with those from three other publishers, delivering an interleaved sequence of elements.
    public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output {
        Publishers.Merge4(self, b, c, d)
    }

    /// Combines elements from this publisher with those from four other publishers, delivering an interleaved sequence of elements.
    public func merge<B, C, D, E>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C, D, E>
    where
        Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output,
        Failure == E.Failure, Output == E.Output
    {
        Publishers.Merge5(self, b, c, d, e)
    }
}
