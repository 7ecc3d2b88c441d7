extension Publishers {
    /// A publisher created by applying the zip function to two upstream publishers: the
    /// n-th values of each, together. It finishes when one of them has
    /// finished and nothing of it waits.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = (A.Output, B.Output)

        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A

        /// The second upstream publisher.
        public let b: B

        /// Creates a publisher from two upstream publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where A.Failure == S.Failure, S.Input == Output {
            Gather.start(subscriber, [a.gathered, b.gathered], policy: .zip, name: "Zip") { ($0[0] as! A.Output, $0[1] as! B.Output) }
        }
    }

    /// A publisher created by applying the zip function to three upstream publishers: the
    /// n-th values of each, together. It finishes when one of them has
    /// finished and nothing of it waits.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, A.Failure == C.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = (A.Output, B.Output, C.Output)

        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A

        /// The second upstream publisher.
        public let b: B

        /// The third upstream publisher.
        public let c: C

        /// Creates a publisher from three upstream publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where A.Failure == S.Failure, S.Input == Output {
            Gather.start(subscriber, [a.gathered, b.gathered, c.gathered], policy: .zip, name: "Zip") {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
        }
    }

    /// A publisher created by applying the zip function to four upstream publishers: the
    /// n-th values of each, together. It finishes when one of them has
    /// finished and nothing of it waits.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)

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

        /// Creates a publisher from four upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where A.Failure == S.Failure, S.Input == Output {
            Gather.start(subscriber, [a.gathered, b.gathered, c.gathered, d.gathered], policy: .zip, name: "Zip") {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
        }
    }
}

extension Publisher {

    /// Combines elements from another publisher(s) and delivers groups of elements as tuples.
    public func zip<B: Publisher>(_ other: B) -> Publishers.Zip<Self, B> where Failure == B.Failure {
        Publishers.Zip(self, other)
    }

    /// Combines elements from another publisher(s) and delivers a transformed output.
    public func zip<B: Publisher, Result>(
        _ other: B, _ transform: @escaping (Output, B.Output) -> Result
    ) -> Publishers.Map<Publishers.Zip<Self, B>, Result> where Failure == B.Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Combines elements from two publisher(s) and delivers groups of elements as tuples.
    public func zip<B: Publisher, C: Publisher>(_ publisher1: B, _ publisher2: C) -> Publishers.Zip3<Self, B, C>
    where Failure == B.Failure, Failure == C.Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Combines elements from two publisher(s) and delivers a transformed output.
    public func zip<B: Publisher, C: Publisher, Result>(
        _ publisher1: B, _ publisher2: C, _ transform: @escaping (Output, B.Output, C.Output) -> Result
    ) -> Publishers.Map<Publishers.Zip3<Self, B, C>, Result> where Failure == B.Failure, Failure == C.Failure {
        Publishers.Zip3(self, publisher1, publisher2).map(transform)
    }

    /// Combines elements from three publisher(s) and delivers groups of elements as tuples.
    public func zip<B: Publisher, C: Publisher, D: Publisher>(_ publisher1: B, _ publisher2: C, _ publisher3: D) -> Publishers.Zip4<Self, B, C, D>
    where Failure == B.Failure, Failure == C.Failure, Failure == D.Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// Combines elements from three publisher(s) and delivers a transformed output.
    public func zip<B: Publisher, C: Publisher, D: Publisher, Result>(
        _ publisher1: B, _ publisher2: C, _ publisher3: D, _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> Result
    ) -> Publishers.Map<Publishers.Zip4<Self, B, C, D>, Result> where Failure == B.Failure, Failure == C.Failure, Failure == D.Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
