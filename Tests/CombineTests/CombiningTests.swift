import Combine
import Testing

@Suite("Operators of several publishers")
struct CombiningTests {
    @Test func mergeInterleavesAndFinishesWhenAllHave() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        a.merge(with: b).subscribe(recorder)
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        #expect(recorder.values == [1, 2, 3] && !recorder.finished)
        b.send(completion: .finished)
        #expect(recorder.finished)
        let many = Recorder<Int, Never>()
        Publishers.MergeMany([Just(1), Just(2), Just(3)]).subscribe(many)
        #expect(many.values.sorted() == [1, 2, 3] && many.finished)
    }

    @Test func combineLatestWaitsForEveryOneThenSendsTheLatestOfEach() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var received: [String] = []
        let cancellable = a.combineLatest(b) { "\($0)\($1)" }.sink { received.append($0) }
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(3)
        b.send("y")
        #expect(received == ["2x", "3x", "3y"])
        cancellable.cancel()
    }

    @Test func zipPairsByPositionAndFinishesWhenOneRunsOut() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let recorder = Recorder<String, Never>()
        a.zip(b).map { "\($0)\($1)" }.subscribe(recorder)
        a.send(1)
        a.send(2)
        b.send("x")
        #expect(recorder.values == ["1x"])
        b.send("y")
        b.send("z")
        b.send(completion: .finished)
        #expect(recorder.values == ["1x", "2y"] && !recorder.finished)
        a.send(completion: .finished)
        #expect(recorder.finished)
    }

    @Test func aFailureOfOneEndsTheCombination() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        let recorder = Recorder<(Int, Int), TestError>()
        a.combineLatest(b).subscribe(recorder)
        a.send(completion: .failure(TestError(code: 5)))
        #expect(recorder.failure == TestError(code: 5))
    }

    @Test func flatMapRunsAtMostMaxPublishersAtOnce() {
        let upstream = PassthroughSubject<Int, Never>()
        var inners: [PassthroughSubject<Int, Never>] = []
        let recorder = Recorder<Int, Never>()
        upstream.flatMap(maxPublishers: .max(1)) { _ -> PassthroughSubject<Int, Never> in
            let inner = PassthroughSubject<Int, Never>()
            inners.append(inner)
            return inner
        }.subscribe(recorder)
        upstream.send(1)
        upstream.send(2)
        #expect(inners.count == 1)
        inners[0].send(10)
        inners[0].send(completion: .finished)
        upstream.send(3)
        #expect(inners.count == 2)
        inners[1].send(30)
        upstream.send(completion: .finished)
        #expect(!recorder.finished)
        inners[1].send(completion: .finished)
        #expect(recorder.values == [10, 30] && recorder.finished)
        #expect(Set([1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.collectAll()) == [1, 10, 2, 20])
    }

    @Test func switchToLatestFollowsOnlyTheNewest() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        outer.switchToLatest().subscribe(recorder)
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        outer.send(completion: .finished)
        #expect(!recorder.finished)
        second.send(completion: .finished)
        #expect(recorder.values == [1, 3] && recorder.finished)
    }

    @Test func shareSubscribesUpstreamOnce() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        var a: [Int] = [], b: [Int] = []
        let first = shared.sink { a.append($0) }
        let second = shared.sink { b.append($0) }
        subject.send(1)
        #expect(subscriptions == 1 && a == [1] && b == [1])
        first.cancel()
        second.cancel()
    }

    @Test func aConnectablePublisherWaitsForConnect() {
        let connectable = [1, 2].publisher.makeConnectable()
        let recorder = Recorder<Int, Never>()
        connectable.subscribe(recorder)
        #expect(recorder.values.isEmpty)
        let connection = connectable.connect()
        #expect(recorder.values == [1, 2] && recorder.finished)
        connection.cancel()
    }

    @Test func untilOutputFromGatesTheStream() {
        let values = PassthroughSubject<Int, Never>(), trigger = PassthroughSubject<Void, Never>()
        let dropped = Recorder<Int, Never>(), prefixed = Recorder<Int, Never>()
        values.drop(untilOutputFrom: trigger).subscribe(dropped)
        values.prefix(untilOutputFrom: trigger).subscribe(prefixed)
        values.send(1)
        trigger.send()
        values.send(2)
        #expect(dropped.values == [2])
        #expect(prefixed.values == [1] && prefixed.finished)
    }

    @Test func aBufferHoldsWhatWasNotYetDemanded() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .none)
        subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(recorder)
        recorder.request(.max(1))
        for value in 1...4 { subject.send(value) }
        recorder.request(.unlimited)
        #expect(recorder.values == [1, 3, 4])
    }
}

extension Publisher where Failure == Never {
    /// The values of a publisher that finishes at once.
    fileprivate func collectAll() -> [Output] {
        var values: [Output] = []
        _ = sink { values.append($0) }
        return values
    }
}
