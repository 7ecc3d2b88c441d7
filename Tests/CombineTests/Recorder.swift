import Combine
import Foundation

/// A subscriber that records what it receives and requests what a test
/// tells it to: `initial` at subscription, `perValue` after each value.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var _values: [Input] = []
    private var _completions: [Subscribers.Completion<Failure>] = []
    private(set) var subscription: (any Subscription)?
    let initial: Subscribers.Demand
    let perValue: Subscribers.Demand
    /// Runs inside `receive(_:)`, before the demand is returned.
    var onValue: ((Input) -> Void)?

    init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    var values: [Input] { lock.withLock { _values } }
    var completions: [Subscribers.Completion<Failure>] { lock.withLock { _completions } }
    var finished: Bool {
        completions.contains {
            if case .finished = $0 { return true }
            return false
        }
    }
    var failure: Failure? {
        for completion in completions {
            if case .failure(let error) = completion { return error }
        }
        return nil
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { _values.append(input) }
        onValue?(input)
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { _completions.append(completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    func cancel() {
        subscription?.cancel()
    }
}

/// An error for tests.
struct TestError: Error, Equatable {
    var code = 1
}

/// A scheduler on a virtual clock: actions run when a test advances it,
/// in the order of their times (then of scheduling).
final class VirtualScheduler: Scheduler, @unchecked Sendable {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = Never

    private var queue: [(time: SchedulerTimeType, order: Int, action: () -> Void, id: Int)] = []
    private var order = 0
    private var cancelled: Set<Int> = []
    private(set) var now = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
    var minimumTolerance: SchedulerTimeType.Stride { .zero }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: now, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: date, action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let id = order + 1
        func repeatAt(_ time: SchedulerTimeType) {
            enqueue(at: time, id: id) { [weak self] in
                guard let self, !self.cancelled.contains(id) else { return }
                action()
                repeatAt(time.advanced(by: interval))
            }
        }
        repeatAt(date)
        return AnyCancellable { [weak self] in self?.cancelled.insert(id) }
    }

    private func enqueue(at time: SchedulerTimeType, id: Int? = nil, _ action: @escaping () -> Void) {
        order += 1
        queue.append((Swift.max(time, now), order, action, id ?? order))
    }

    /// Runs every action due up to `now + interval`, moving the clock to
    /// each one's time.
    func advance(by interval: SchedulerTimeType.Stride = .zero) {
        let end = now.advanced(by: interval)
        while let next = queue.filter({ $0.time <= end }).min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            queue.removeAll { $0.order == next.order }
            now = next.time
            next.action()
        }
        now = end
    }
}
