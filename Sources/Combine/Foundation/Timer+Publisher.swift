import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the
    /// given interval.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given
    /// interval.
    ///
    /// It fires only once connected (``connect()``, or ``autoconnect()``),
    /// on its run loop, which must run; a tick a subscriber has no demand
    /// for is dropped. An interval that is not positive and finite fires
    /// never.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The kind of values published by this publisher.
        public typealias Output = Date

        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        /// The time interval on which the publisher emits dates.
        public final let interval: TimeInterval

        /// The amount of time that the timer may fire after its scheduled date.
        public final let tolerance: TimeInterval?

        /// The run loop on which the timer runs.
        public final let runLoop: RunLoop

        /// The run loop mode in which to run the timer.
        public final let mode: RunLoop.Mode

        /// Scheduler options passed to the timer.
        public final let options: RunLoop.SchedulerOptions?

        private let core = SubjectCore<Date, Never>()

        /// Creates a publisher that repeatedly emits the current date on the
        /// given interval.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date {
            core.attach(subscriber, mode: .demand, name: "Timer")
        }

        /// Starts the timer on its run loop; cancelling the result stops it.
        public func connect() -> any Cancellable {
            guard interval.isFinite, interval > 0 else { return AnyCancellable {} }
            let core = UncheckedSendable(core)
            let timer = Timer(timeInterval: interval, repeats: true) { _ in core.value.send(Date()) }
            if let tolerance, tolerance.isFinite, tolerance >= 0 { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            let handle = UncheckedSendable(timer)
            return AnyCancellable { handle.value.invalidate() }
        }
    }
}
