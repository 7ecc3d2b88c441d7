import Combine
import Dispatch
import Foundation
import Testing

@Suite("Schedulers and time")
struct SchedulerTests {
    @Test func debounceSendsAfterAQuietSpellAndDropsWhatIsPendingAtTheEnd() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        subject.debounce(for: .milliseconds(300), scheduler: scheduler).subscribe(recorder)
        subject.send(1)
        scheduler.advance(by: .milliseconds(100))
        subject.send(2)
        scheduler.advance(by: .milliseconds(299))
        #expect(recorder.values.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.values == [2])
        subject.send(3)
        subject.send(completion: .finished)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [2] && recorder.finished)
    }

    @Test func throttleSendsTheFirstAtOnceThenOnePerInterval() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let latest = Recorder<Int, Never>(), first = Recorder<Int, Never>()
        subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(latest)
        subject.throttle(for: .seconds(1), scheduler: scheduler, latest: false).subscribe(first)
        subject.send(1)
        scheduler.advance()
        subject.send(2)
        subject.send(3)
        scheduler.advance(by: .milliseconds(999))
        #expect(latest.values == [1] && first.values == [1])
        scheduler.advance(by: .milliseconds(1))
        #expect(latest.values == [1, 3] && first.values == [1, 2])
    }

    @Test func delayAndReceiveOnDeliverOnTheScheduler() {
        let scheduler = VirtualScheduler()
        let delayed = Recorder<Int, Never>(), received = Recorder<Int, Never>()
        Just(1).delay(for: .seconds(2), scheduler: scheduler).subscribe(delayed)
        Just(2).receive(on: scheduler).subscribe(received)
        #expect(delayed.values.isEmpty && received.values.isEmpty)
        scheduler.advance()
        #expect(received.values == [2] && received.finished)
        scheduler.advance(by: .seconds(2))
        #expect(delayed.values == [1] && delayed.finished)
    }

    @Test func timeoutEndsASilentStream() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = Recorder<Int, TestError>()
        subject.timeout(.seconds(1), scheduler: scheduler, customError: { TestError(code: 8) }).subscribe(recorder)
        scheduler.advance(by: .milliseconds(500))
        subject.send(1)
        scheduler.advance(by: .milliseconds(900))
        #expect(recorder.values == [1] && recorder.completions.isEmpty)
        scheduler.advance(by: .milliseconds(100))
        #expect(recorder.failure == TestError(code: 8))
    }

    @Test func collectByTimeGroupsEachPeriod() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<[Int], Never>()
        subject.collect(.byTime(scheduler, .seconds(1))).subscribe(recorder)
        subject.send(1)
        subject.send(2)
        scheduler.advance(by: .seconds(1))
        subject.send(3)
        subject.send(completion: .finished)
        scheduler.advance()
        #expect(recorder.values == [[1, 2], [3]] && recorder.finished)
    }

    @Test func measureIntervalCountsOnTheSchedulersClock() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Void, Never>()
        let recorder = Recorder<DispatchQueue.SchedulerTimeType.Stride, Never>()
        subject.measureInterval(using: scheduler).subscribe(recorder)
        scheduler.advance(by: .milliseconds(250))
        subject.send()
        #expect(recorder.values == [.milliseconds(250)])
    }

    @Test func strideConversions() {
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(1.5).magnitude == 1_500_000_000)
        #expect(DispatchQueue.SchedulerTimeType.Stride(floatLiteral: .nan).magnitude == 0)
        #expect(DispatchQueue.SchedulerTimeType.Stride(floatLiteral: .infinity).magnitude == .max)
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).magnitude == 0.25)
        let start = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 10))
        #expect(start.advanced(by: .seconds(2)).date == Date(timeIntervalSince1970: 12))
        #expect(start.distance(to: start.advanced(by: 3)).magnitude == 3)
    }

    @Test func theImmediateSchedulerRunsAtOnce() {
        var ran = 0
        ImmediateScheduler.shared.schedule { ran += 1 }
        ImmediateScheduler.shared.schedule(after: ImmediateScheduler.shared.now.advanced(by: 10)) { ran += 1 }
        #expect(ran == 2)
        let recorder = Recorder<Int, Never>()
        Just(1).receive(on: ImmediateScheduler.shared).subscribe(recorder)
        #expect(recorder.values == [1] && recorder.finished)
    }

    @Test func aDispatchQueueDeliversInOrder() async {
        let queue = DispatchQueue(label: "combine-tests")
        let values: [Int] = await withCheckedContinuation { continuation in
            let recorder = Recorder<Int, Never>()
            let subject = PassthroughSubject<Int, Never>()
            subject.receive(on: queue).subscribe(
                AnySubscriber(
                    receiveSubscription: { $0.request(.unlimited) },
                    receiveValue: {
                        _ = recorder.receive($0); return .none
                    },
                    receiveCompletion: { _ in continuation.resume(returning: recorder.values) }))
            for value in 0..<100 { subject.send(value) }
            subject.send(completion: .finished)
        }
        #expect(values == Array(0..<100))
    }

    @Test func notificationsArriveUntilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("combine-tests")
        var received = 0
        let cancellable = center.publisher(for: name).sink { _ in received += 1 }
        center.post(name: name, object: nil)
        cancellable.cancel()
        center.post(name: name, object: nil)
        #expect(received == 1)
    }

    @Test func aTimerFiresOnlyWhileConnected() {
        let timer = Timer.publish(every: 0.01, on: .current, in: .default)
        var ticks = 0
        let cancellable = timer.sink { _ in ticks += 1 }
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(ticks == 0)
        let connection = timer.connect()
        // Waits for ticks, not for a time: the run loop runs until three came.
        while ticks < 3 { _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.05)) }
        connection.cancel()
        let after = ticks
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(ticks == after)
        cancellable.cancel()
        // An interval that is not a positive number fires never.
        let broken = Timer.publish(every: .nan, on: .current, in: .default)
        var brokenTicks = 0
        let brokenSink = broken.sink { _ in brokenTicks += 1 }
        let brokenConnection = broken.connect()
        RunLoop.current.run(until: Date().addingTimeInterval(0.03))
        #expect(brokenTicks == 0)
        brokenConnection.cancel()
        brokenSink.cancel()
    }
}
