extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers: once each has sent a
    /// value, every value any of them sends comes with the latest of the
    /// others. It finishes when all finish.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
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
            Gather.start(subscriber, [a.gathered, b.gathered], policy: .latest, name: "CombineLatest") { ($0[0] as! A.Output, $0[1] as! B.Output) }
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers: once each has sent a
    /// value, every value any of them sends comes with the latest of the
    /// others. It finishes when all finish.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, A.Failure == C.Failure {
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
            Gather.start(subscriber, [a.gathered, b.gathered, c.gathered], policy: .latest, name: "CombineLatest") {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
        }
    }

    /// A publisher that receives and combines the latest elements from four publishers: once each has sent a
    /// value, every value any of them sends comes with the latest of the
    /// others. It finishes when all finish.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
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
            Gather.start(subscriber, [a.gathered, b.gathered, c.gathered, d.gathered], policy: .latest, name: "CombineLatest") {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
        }
    }
}

extension Publisher {

    /// Subscribes to another publisher(s) and publishes a tuple upon receiving output from any of them, once all have sent one.
    public func combineLatest<B: Publisher>(_ other: B) -> Publishers.CombineLatest<Self, B> where Failure == B.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to another publisher(s) and invokes a closure upon receiving output from any of them, once all have sent one.
    public func combineLatest<B: Publisher, Result>(
        _ other: B, _ transform: @escaping (Output, B.Output) -> Result
    ) -> Publishers.Map<Publishers.CombineLatest<Self, B>, Result> where Failure == B.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Subscribes to two publisher(s) and publishes a tuple upon receiving output from any of them, once all have sent one.
    public func combineLatest<B: Publisher, C: Publisher>(_ publisher1: B, _ publisher2: C) -> Publishers.CombineLatest3<Self, B, C>
    where Failure == B.Failure, Failure == C.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Subscribes to two publisher(s) and invokes a closure upon receiving output from any of them, once all have sent one.
    public func combineLatest<B: Publisher, C: Publisher, Result>(
        _ publisher1: B, _ publisher2: C, _ transform: @escaping (Output, B.Output, C.Output) -> Result
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, Result> where Failure == B.Failure, Failure == C.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// Subscribes to three publisher(s) and publishes a tuple upon receiving output from any of them, once all have sent one.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(_ publisher1: B, _ publisher2: C, _ publisher3: D)
        -> Publishers.CombineLatest4<Self, B, C, D> where Failure == B.Failure, Failure == C.Failure, Failure == D.Failure
    {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Subscribes to three publisher(s) and invokes a closure upon receiving output from any of them, once all have sent one.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher, Result>(
        _ publisher1: B, _ publisher2: C, _ publisher3: D, _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> Result
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, B, C, D>, Result> where Failure == B.Failure, Failure == C.Failure, Failure == D.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
