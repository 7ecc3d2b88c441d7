import Foundation

extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop: a date.
    public typealias SchedulerTimeType = _DateSchedulerTime<_RunLoopTime>

    /// Options that affect the operation of the run loop scheduler (none).
    public struct SchedulerOptions: Sendable {}

    /// The minimum tolerance allowed by the scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// This scheduler’s definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Performs the action when the run loop next runs (in its default mode).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        perform { work.value() }
    }

    /// Performs the action when the run loop runs at or after the date.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        let work = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.value() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    /// Performs the action at the date, then at each interval, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let work = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.value() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        let handle = UncheckedSendable(timer)
        return AnyCancellable { handle.value.invalidate() }
    }
}

extension OperationQueue: Scheduler {
    /// The scheduler time type used by the operation queue: a date.
    public typealias SchedulerTimeType = _DateSchedulerTime<_OperationQueueTime>

    /// Options that affect the operation of the operation queue scheduler (none).
    public struct SchedulerOptions: Sendable {}

    /// The minimum tolerance allowed by the scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// This scheduler’s definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Adds the action to the queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        addOperation { work.value() }
    }

    /// Adds the action to the queue at the date.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        let work = UncheckedSendable(action), queue = UncheckedSendable(self)
        DispatchQueue.global().asyncAfter(deadline: .after(seconds: date.date.timeIntervalSinceNow)) {
            queue.value.addOperation { work.value() }
        }
    }

    /// Adds the action to the queue at the date, then at each interval,
    /// until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let work = UncheckedSendable(action), queue = UncheckedSendable(self)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { queue.value.addOperation { work.value() } }
        let period =
            interval.magnitude.isFinite && interval.magnitude > 0 ? DispatchTimeInterval.nanoseconds(dispatchNanoseconds(interval.magnitude)) : .never
        timer.schedule(
            deadline: .after(seconds: date.date.timeIntervalSinceNow), repeating: period,
            leeway: .nanoseconds(dispatchNanoseconds(tolerance.magnitude)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
