import Combine
import Foundation
import Testing

/// Values and completion of a finite publisher.
private func collect<P: Publisher>(_ publisher: P) -> (values: [P.Output], completion: Subscribers.Completion<P.Failure>?) {
    let recorder = Recorder<P.Output, P.Failure>()
    publisher.subscribe(recorder)
    return (recorder.values, recorder.completions.first)
}

@Suite("Operators of one publisher")
struct OperatorTests {
    @Test func transformingAndFiltering() {
        #expect(collect([1, 2, 3].publisher.map { $0 * 10 }).values == [10, 20, 30])
        #expect(collect([1, 2, 3, 4].publisher.filter { $0.isMultiple(of: 2) }).values == [2, 4])
        #expect(collect(["1", "x", "3"].publisher.compactMap(Int.init)).values == [1, 3])
        #expect(collect([1, 1, 2, 2, 1].publisher.removeDuplicates()).values == [1, 2, 1])
        #expect(collect([1, 2, 3].publisher.scan(0, +)).values == [1, 3, 6])
        #expect(collect([Int?.none, 2].publisher.replaceNil(with: 0)).values == [0, 2])
        struct Point { var x: Int, y: Int }
        #expect(collect([Point(x: 1, y: 2)].publisher.map(\.y)).values == [2])
    }

    @Test func aFilterReplacesWhatItDropsSoDemandIsMet() {
        let recorder = Recorder<Int, Never>(initial: .max(2))
        (1...10).publisher.filter { $0 > 5 }.subscribe(recorder)
        #expect(recorder.values == [6, 7])
    }

    @Test func anErrorThrownEndsTheStreamWithIt() {
        let result = collect(
            [1, 2, 3].publisher.tryMap { value -> Int in
                if value == 2 { throw TestError(code: 2) }
                return value
            })
        #expect(result.values == [1])
        if case .failure(let error)? = result.completion { #expect(error as? TestError == TestError(code: 2)) } else { Issue.record("no failure") }
    }

    @Test func reducingOperatorsSendOneResultWhenUpstreamFinishes() {
        #expect(collect([1, 2, 3].publisher.reduce(0, +)).values == [6])
        #expect(collect([1, 2, 3].publisher.collect()).values == [[1, 2, 3]])
        #expect(collect((1...5).publisher.collect(2)).values == [[1, 2], [3, 4], [5]])
        #expect(collect([4, 5].publisher.count()).values == [2])
        #expect(collect([3, 1, 2].publisher.min()).values == [1])
        #expect(collect([3, 1, 2].publisher.max()).values == [3])
        #expect(collect([3, 1, 2].publisher.first()).values == [3])
        #expect(collect([3, 1, 2].publisher.last()).values == [2])
        #expect(collect([3, 1, 2].publisher.first { $0 < 3 }).values == [1])
        #expect(collect([1, 2].publisher.contains(2)).values == [true])
        #expect(collect([1, 2].publisher.contains(5)).values == [false])
        #expect(collect([1, 2].publisher.allSatisfy { $0 > 0 }).values == [true])
        #expect(collect([1, 2].publisher.ignoreOutput()).completion == .finished)
        #expect(collect([Int]().publisher.replaceEmpty(with: 9)).values == [9])
    }

    @Test func aResultWaitsForDemand() {
        let recorder = Recorder<Int, Never>(initial: .none)
        [1, 2, 3].publisher.reduce(0, +).subscribe(recorder)
        #expect(recorder.values.isEmpty && recorder.completions.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values == [6] && recorder.finished)
    }

    @Test func droppingAndTaking() {
        #expect(collect((1...5).publisher.dropFirst(2)).values == [3, 4, 5])
        #expect(collect((1...5).publisher.drop { $0 < 3 }).values == [3, 4, 5])
        #expect(collect((1...5).publisher.prefix(2)).values == [1, 2])
        #expect(collect((1...5).publisher.prefix { $0 < 3 }).values == [1, 2])
        #expect(collect((1...5).publisher.output(at: 1)).values == [2])
        #expect(collect((1...5).publisher.output(in: 1...2)).values == [2, 3])
        let none = collect((1...5).publisher.prefix(0))
        #expect(none.values.isEmpty && none.completion == .finished)
    }

    @Test func prefixCancelsUpstreamOnceDone() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        let recorder = Recorder<Int, Never>()
        subject.handleEvents(receiveCancel: { cancelled = true }).prefix(1).subscribe(recorder)
        subject.send(1)
        #expect(recorder.values == [1] && recorder.finished && cancelled)
    }

    @Test func errorsAreReplacedCaughtOrRetried() {
        let failing = Fail<Int, TestError>(error: TestError()).prepend(1)
        #expect(collect(failing.replaceError(with: 0)).values == [1, 0])
        #expect(collect(failing.catch { _ in Just(7) }).values == [1, 7])
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return attempts < 3
                ? Fail(error: TestError()).eraseToAnyPublisher() : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        #expect(collect(flaky.retry(5)).values == [3])
        attempts = 0
        #expect(collect(flaky.retry(1)).completion == .failure(TestError()))
        #expect(collect(failing.mapError { _ in TestError(code: 9) }).completion == .failure(TestError(code: 9)))
    }

    @Test func appendAndPrependKeepOrderAndDemand() {
        #expect(collect([2].publisher.prepend(0, 1).append(3)).values == [0, 1, 2, 3])
        let recorder = Recorder<Int, Never>(initial: .max(3))
        [1, 2].publisher.append([3, 4]).subscribe(recorder)
        #expect(recorder.values == [1, 2, 3] && recorder.completions.isEmpty)
    }

    @Test func codingRoundTrips() throws {
        struct Item: Codable, Equatable { var id: Int }
        let decoded = collect(Just(Item(id: 3)).encode(encoder: JSONEncoder()).decode(type: Item.self, decoder: JSONDecoder()))
        #expect(decoded.values == [Item(id: 3)])
    }

    @Test func handleEventsAndPrintSeeEveryEvent() {
        var events: [String] = []
        let cancellable = [1].publisher.handleEvents(
            receiveSubscription: { _ in events.append("subscription") }, receiveOutput: { events.append("value \($0)") },
            receiveCompletion: { _ in events.append("completion") }, receiveRequest: { events.append("request \($0)") }
        ).sink { _ in }
        #expect(events == ["subscription", "request unlimited", "value 1", "completion"])
        cancellable.cancel()

        final class Lines: TextOutputStream {
            var text = ""
            func write(_ string: String) { text += string }
        }
        let lines = Lines()
        _ = Just(5).print("p", to: lines).sink { _ in }
        #expect(
            lines.text.contains("p: receive value: (5)") && lines.text.contains("p: request unlimited") && lines.text.contains("p: receive finished"))
    }

    @Test func valuesCanBeIteratedAsynchronously() async throws {
        var received: [Int] = []
        for await value in [1, 2, 3].publisher.values { received.append(value) }
        #expect(received == [1, 2, 3])
        var thrown: (any Error)?
        do {
            for try await _ in Fail<Int, TestError>(error: TestError(code: 4)).values {}
        } catch {
            thrown = error
        }
        #expect(thrown as? TestError == TestError(code: 4))
    }
}
