import Combine
import Testing

@Suite("Sinks")
struct SinkTests {
    /// What holds a sink's cancellable, captured by the sink's own closures
    /// (a view model that keeps its subscription and is kept by it).
    final class Owner {
        var cancellable: AnyCancellable?
        var ended = 0
    }

    /// A sink lets go of its closures after its lock: when the last
    /// reference to their owner goes with them, the owner's cancellable
    /// cancels the sink, which must not wait for its own lock (it did:
    /// a test run hung here on the completion's path).
    @Test func closuresThatHoldTheSinksCancellableEndOutsideItsLock() {
        let subject = PassthroughSubject<Int, Never>()
        var owner: Owner? = Owner()
        weak let watched = owner
        owner!.cancellable = subject.sink(
            receiveCompletion: { [owner = owner!] _ in owner.ended += 1 },
            receiveValue: { [owner = owner!] _ in _ = owner })
        owner = nil
        #expect(watched != nil)
        subject.send(completion: .finished)
        #expect(watched == nil)
    }

    /// The same when the subscription is cancelled from outside.
    @Test func closuresThatHoldTheSinksCancellableEndOutsideItsLockOnCancel() {
        let subject = PassthroughSubject<Int, Never>()
        var owner: Owner? = Owner()
        weak let watched = owner
        let cancellable = subject.sink { [owner = owner!] _ in _ = owner }
        owner!.cancellable = cancellable
        owner = nil
        cancellable.cancel()
        #expect(watched == nil)
    }
}
