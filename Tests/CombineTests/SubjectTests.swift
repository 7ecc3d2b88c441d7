import Combine
import Testing

@Suite("Subjects")
struct SubjectTests {
    @Test func aPassthroughSubjectDropsWhatNoOneDemanded() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .max(2))
        subject.subscribe(recorder)
        for value in 1...4 { subject.send(value) }
        #expect(recorder.values == [1, 2])
        recorder.request(.max(1))
        subject.send(5)
        #expect(recorder.values == [1, 2, 5])
    }

    @Test func aCompletedSubjectCompletesLateSubscribersAndSendsNothingMore() {
        let subject = PassthroughSubject<Int, TestError>()
        let early = Recorder<Int, TestError>()
        subject.subscribe(early)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        subject.send(2)
        subject.send(completion: .finished)
        #expect(early.values == [1])
        #expect(early.completions == [.failure(TestError(code: 7))])
        let late = Recorder<Int, TestError>()
        subject.subscribe(late)
        #expect(late.values.isEmpty && late.completions == [.failure(TestError(code: 7))])
    }

    @Test func aCancelledSubscriberReceivesNothing() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(received == [1])
    }

    @Test func aSubscriberMaySendToItsSubjectFromReceive() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { value in
            received.append(value)
            if value < 3 { subject.send(value + 1) }
        }
        subject.send(1)
        #expect(received == [1, 2, 3])
        cancellable.cancel()
    }

    @Test func aCurrentValueSubjectSendsItsValueWhenAskedAndItsLatestWhenDemandReturns() {
        let subject = CurrentValueSubject<String, Never>("a")
        let recorder = Recorder<String, Never>(initial: .none)
        subject.subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values == ["a"])
        subject.send("b")
        subject.value = "c"
        #expect(subject.value == "c")
        #expect(recorder.values == ["a"])
        recorder.request(.max(1))
        #expect(recorder.values == ["a", "c"])
    }

    @Test func aSubjectSubscribedToAPublisherRelaysIt() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var finished = false
        let sink = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        let relay = [1, 2, 3].publisher.subscribe(subject)
        #expect(received == [1, 2, 3] && finished)
        relay.cancel()
        sink.cancel()
    }

    @Test func manyThreadsSendingReachOneSubscriberEveryTime() async {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        subject.subscribe(recorder)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for value in 0..<500 { subject.send(task * 1000 + value) }
                }
            }
        }
        #expect(recorder.values.count == 4000)
        #expect(Set(recorder.values).count == 4000)
    }
}
