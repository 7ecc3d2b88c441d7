extension Publishers {
    /// A publisher created by applying the merge function to six upstream publishers.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output, A.Failure == D.Failure, A.Output == D.Output,
        A.Failure == E.Failure, A.Output == E.Output, A.Failure == F.Failure, A.Output == F.Output
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

        /// The sixth upstream publisher.
        public let f: F

        /// Creates a publisher created by applying the merge function to
        /// six upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        /// Attaches the specified subscriber: it receives every value of
        /// every publisher, and finishes when all have.
        public func receive<S: Subscriber>(subscriber: S) where A.Failure == S.Failure, A.Output == S.Input {
            Gather.start(subscriber, [a.gathered, b.gathered, c.gathered, d.gathered, e.gathered, f.gathered], policy: .merge, name: "Merge") {
                $0[0] as! Output
            }
        }
    }

    /// A publisher created by applying the merge function to seven upstream publishers.
    public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output, A.Failure == D.Failure, A.Output == D.Output,
        A.Failure == E.Failure, A.Output == E.Output, A.Failure == F.Failure, A.Output == F.Output, A.Failure == G.Failure, A.Output == G.Output
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

        /// The sixth upstream publisher.
        public let f: F

        /// The seventh upstream publisher.
        public let g: G

        /// Creates a publisher created by applying the merge function to
        /// seven upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        /// Attaches the specified subscriber: it receives every value of
        /// every publisher, and finishes when all have.
        public func receive<S: Subscriber>(subscriber: S) where A.Failure == S.Failure, A.Output == S.Input {
            Gather.start(
                subscriber, [a.gathered, b.gathered, c.gathered, d.gathered, e.gathered, f.gathered, g.gathered], policy: .merge, name: "Merge"
            ) { $0[0] as! Output }
        }
    }

    /// A publisher created by applying the merge function to eight upstream publishers.
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output, A.Failure == D.Failure, A.Output == D.Output,
        A.Failure == E.Failure, A.Output == E.Output, A.Failure == F.Failure, A.Output == F.Output, A.Failure == G.Failure, A.Output == G.Output,
        A.Failure == H.Failure, A.Output == H.Output
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

        /// The sixth upstream publisher.
        public let f: F

        /// The seventh upstream publisher.
        public let g: G

        /// The eighth upstream publisher.
        public let h: H

        /// Creates a publisher created by applying the merge function to
        /// eight upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        /// Attaches the specified subscriber: it receives every value of
        /// every publisher, and finishes when all have.
        public func receive<S: Subscriber>(subscriber: S) where A.Failure == S.Failure, A.Output == S.Input {
            Gather.start(
                subscriber, [a.gathered, b.gathered, c.gathered, d.gathered, e.gathered, f.gathered, g.gathered, h.gathered], policy: .merge,
                name: "Merge"
            ) { $0[0] as! Output }
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from five other publishers, delivering an interleaved sequence of elements.
    public func merge<B, C, D, E, F>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Publishers.Merge6<Self, B, C, D, E, F>
    where
        Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output,
        Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output
    {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// Combines elements from this publisher with those from six other publishers, delivering an interleaved sequence of elements.
    public func merge<B, C, D, E, F, G>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where
        Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output,
        Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output
    {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// Combines elements from this publisher with those from seven other publishers, delivering an interleaved sequence of elements.
    public func merge<B, C, D, E, F, G, H>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where
        Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output,
        Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output,
        Failure == H.Failure, Output == H.Output
    {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}
