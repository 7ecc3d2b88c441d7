import AnimationCore
import AnimationRuntime
import Foundation

extension ViewHost {
    /// The date of the host's time 0 (the wall clock's when the host was
    /// made, unless given to the initializer): the dates views see, such as
    /// a drag's `time` or a `TimelineView`'s, are this date plus the host's
    /// time. Setting it later moves the dates views see from then on (a
    /// timeline keeps the schedule it started).
    public var startDate: Date {
        get { graph.startDate }
        set { graph.startDate = newValue }
    }

    /// Drags the pointer in a straight line: presses at `start`, moves
    /// toward `end` once a frame for `duration` (the host's clock advances
    /// with it), and releases at `end`. The release's velocity is the last
    /// frame's.
    ///
    /// A zero or negative duration moves once, at the same time as the
    /// press (the velocity is then zero). Non-finite points press or move
    /// nowhere (see ``press(at:)``).
    ///
    /// - Parameters:
    ///   - start: Where the pointer goes down, in host coordinates.
    ///   - end: Where it goes up.
    ///   - duration: How long the drag takes, in seconds.
    /// - Returns: Whether a view that takes presses was under `start`.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) -> Bool {
        guard press(at: start) else { return false }
        let frames = duration.isFinite && duration > 0 ? max(1, Int((duration * scheduler.frameRate).rounded())) : 1
        let step = duration.isFinite && duration > 0 ? duration / Double(frames) : 0
        for frame in 1...frames {
            let fraction = CGFloat(frame) / CGFloat(frames)
            if step > 0 { advance(by: step) }
            move(to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        release(at: end)
        return true
    }
}
