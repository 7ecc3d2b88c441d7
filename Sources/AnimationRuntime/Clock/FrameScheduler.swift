import Foundation

/// Knows when the next frame is due, and schedules none while nothing
/// animates (an idle host costs nothing).
///
/// Frames fall on multiples of the frame interval (1/60 s at the default
/// 60 Hz), so a host that wakes late skips to the next frame boundary
/// instead of drifting.
public struct FrameScheduler: Sendable, Hashable {
    /// Frames per second.
    public let frameRate: Double

    /// Creates a scheduler.
    ///
    /// - Parameter frameRate: Frames per second; must be positive and finite.
    public init(frameRate: Double = 60) {
        precondition(frameRate.isFinite && frameRate > 0, "FrameScheduler: frameRate must be positive and finite, not \(frameRate)")
        self.frameRate = frameRate
    }

    /// The time between frames, in seconds.
    public var frameInterval: TimeInterval {
        1 / frameRate
    }

    /// The first frame time strictly after `time`.
    ///
    /// - Parameter time: A time in seconds.
    /// - Returns: The next multiple of ``frameInterval``.
    public func frameTime(after time: TimeInterval) -> TimeInterval {
        precondition(!time.isNaN, "FrameScheduler: time is NaN")
        var index = (time * frameRate).rounded(.down) + 1
        // Guard against rounding that lands on or before `time`.
        while index / frameRate <= time { index += 1 }
        return index / frameRate
    }

    /// When the next frame is due: the next frame time while something
    /// animates, `nil` (no frame) while idle.
    ///
    /// - Parameters:
    ///   - time: The current time in seconds.
    ///   - isAnimating: Whether any value is animating.
    /// - Returns: The next frame time, or `nil`.
    public func nextFrame(after time: TimeInterval, isAnimating: Bool) -> TimeInterval? {
        isAnimating ? frameTime(after: time) : nil
    }

    /// Runs frames on a clock while something animates, then returns.
    ///
    /// Each frame, it sleeps until the next frame time and calls `frame`
    /// with that time. It returns as soon as `isAnimating` is false, so an
    /// idle host schedules nothing; call it again when a new animation
    /// starts.
    ///
    /// - Parameters:
    ///   - clock: The clock to sleep on.
    ///   - isAnimating: Whether any value still animates.
    ///   - frame: Renders one frame at the given time.
    /// - Returns: The number of frames run.
    @discardableResult
    public func run<C: Clock>(
        on clock: AnimationClock<C>,
        isAnimating: () -> Bool,
        frame: (TimeInterval) -> Void
    ) async throws -> Int {
        var frames = 0
        while let next = nextFrame(after: clock.now, isAnimating: isAnimating()) {
            try await clock.sleep(until: next)
            frame(next)
            frames += 1
        }
        return frames
    }
}
