import Combine
import Foundation
import Testing

@Suite("Publishers")
struct PublisherTests {
    @Test func aSequenceSendsAsDemandedAndFinishesAfterItsLastElement() {
        let recorder = Recorder<Int, Never>(initial: .max(2))
        [1, 2, 3].publisher.subscribe(recorder)
        #expect(recorder.values == [1, 2] && recorder.completions.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values == [1, 2, 3] && recorder.finished)
        let empty = Recorder<Int, Never>(initial: .none)
        [Int]().publisher.subscribe(empty)
        #expect(empty.finished)
    }

    @Test func justWaitsForDemandEmptyAndFailDoNot() {
        let just = Recorder<Int, Never>(initial: .none)
        Just(4).subscribe(just)
        #expect(just.values.isEmpty)
        just.request(.max(1))
        #expect(just.values == [4] && just.finished)

        let empty = Recorder<Int, TestError>(initial: .none)
        Empty<Int, TestError>().subscribe(empty)
        #expect(empty.finished)
        let never = Recorder<Int, TestError>()
        Empty<Int, TestError>(completeImmediately: false).subscribe(never)
        #expect(never.completions.isEmpty)
        let fail = Recorder<Int, TestError>(initial: .none)
        Fail<Int, TestError>(error: TestError(code: 3)).subscribe(fail)
        #expect(fail.failure == TestError(code: 3))
    }

    @Test func aFutureRunsAtOnceAndGivesEverySubscriberItsResult() {
        var runs = 0
        var fulfill: ((Result<Int, TestError>) -> Void)?
        let future = Future<Int, TestError> { promise in
            runs += 1
            fulfill = promise
        }
        #expect(runs == 1)
        let first = Recorder<Int, TestError>(), second = Recorder<Int, TestError>(initial: .none)
        future.subscribe(first)
        future.subscribe(second)
        fulfill?(.success(8))
        fulfill?(.success(9))
        #expect(first.values == [8] && first.finished)
        #expect(second.values.isEmpty)
        second.request(.max(1))
        #expect(second.values == [8] && second.finished)
        let late = Recorder<Int, TestError>()
        future.subscribe(late)
        #expect(late.values == [8] && runs == 1)
    }

    @Test func aFuturesValueCanBeAwaited() async throws {
        let future = Future<Int, Never> { promise in
            // Fulfilled on another thread, as a network callback would.
            nonisolated(unsafe) let fulfill = promise
            DispatchQueue.global().async { fulfill(.success(42)) }
        }
        #expect(await future.value == 42)
        let failing = Future<Int, TestError> { $0(.failure(TestError(code: 2))) }
        await #expect(throws: TestError(code: 2)) { try await failing.value }
    }

    @Test func deferredMakesItsPublisherPerSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        let first = Recorder<Int, Never>(), second = Recorder<Int, Never>()
        deferred.subscribe(first)
        deferred.subscribe(second)
        #expect(first.values == [1] && second.values == [2])
    }

    @Test func resultAndOptionalPublishers() {
        let success = Recorder<Int, TestError>()
        Result<Int, TestError>.success(3).publisher.subscribe(success)
        #expect(success.values == [3] && success.finished)
        let failure = Recorder<Int, TestError>()
        Result<Int, TestError>.failure(TestError()).publisher.subscribe(failure)
        #expect(failure.failure == TestError())
        let none = Recorder<Int, Never>()
        Optional<Int>.none.publisher.subscribe(none)
        #expect(none.values.isEmpty && none.finished)
    }

    @Test func anyPublisherAndAnySubscriberForwardEverything() {
        let erased = [1, 2].publisher.eraseToAnyPublisher()
        var received: [Int] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.unlimited) },
            receiveValue: {
                received.append($0); return .none
            },
            receiveCompletion: { _ in received.append(-1) })
        erased.subscribe(subscriber)
        #expect(received == [1, 2, -1])
        #expect(erased.eraseToAnyPublisher().description == "AnyPublisher")
    }

    @Test func anyCancellableCancelsOnceAndOnDeinit() {
        var cancels = 0
        var set = Set<AnyCancellable>()
        AnyCancellable { cancels += 1 }.store(in: &set)
        let kept = AnyCancellable { cancels += 1 }
        kept.cancel()
        kept.cancel()
        #expect(cancels == 1)
        set.removeAll()
        #expect(cancels == 2)
    }
}
