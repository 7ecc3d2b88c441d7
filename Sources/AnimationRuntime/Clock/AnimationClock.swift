import Foundation

/// Seconds on a Swift `Clock`, counted from the moment the animation clock
/// was made: the time base of ``AnimatedValue`` and ``FrameScheduler``.
///
/// Drive frames from `ContinuousClock` in an app, or from a clock of your
/// own in tests, where time moves only when the test says so.
public struct AnimationClock<C: Clock>: Sendable where C.Duration == Duration {
    /// The underlying clock.
    public let clock: C

    /// The instant that is time zero.
    public let origin: C.Instant

    /// Creates an animation clock whose time zero is the clock's present.
    ///
    /// - Parameter clock: The underlying clock.
    public init(_ clock: C) {
        self.clock = clock
        self.origin = clock.now
    }

    /// The seconds elapsed since time zero.
    public var now: TimeInterval {
        time(of: clock.now)
    }

    /// The time of an instant, in seconds since time zero.
    ///
    /// - Parameter instant: An instant of the underlying clock.
    /// - Returns: Seconds since the origin (negative before it).
    public func time(of instant: C.Instant) -> TimeInterval {
        let duration = origin.duration(to: instant)
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }

    /// The instant at a time.
    ///
    /// - Parameter time: Seconds since the origin.
    /// - Returns: The instant of the underlying clock.
    public func instant(at time: TimeInterval) -> C.Instant {
        origin.advanced(by: .seconds(time))
    }

    /// Suspends until the clock reaches a time.
    ///
    /// - Parameter time: Seconds since the origin.
    public func sleep(until time: TimeInterval) async throws {
        try await clock.sleep(until: instant(at: time), tolerance: nil)
    }
}
