import AnimationCore
import Foundation

extension ViewHost {
    /// Moves the virtual clock to a time and shows the views exactly as
    /// they are at that time: the frames due before it run on the frame
    /// grid, as ``advance(by:)`` runs them, then, when `time` falls between
    /// two frames and something animates, one more frame runs at `time`
    /// itself. So what the host shows at 0.31 s is each animation's value
    /// at 0.31 s, not at the frame before (0.3 s at 60 Hz). Later frames
    /// keep to the grid. This package's addition, for snapshots at a time.
    ///
    /// - Parameter time: The time, in seconds from the host's start; must
    ///   be finite and not before ``time``.
    public func advance(to time: TimeInterval) {
        precondition(
            time.isFinite && time >= self.time - 1e-12,
            "ViewHost.advance(to:): the time must be finite and not before the host's \(self.time), not \(time)")
        advance(by: max(0, time - self.time))
        // The last frame ran before `time`: one more frame, off the grid.
        if graph.isAnimating || graph.needsUpdate, lastFrameTime < time - 1e-9 {
            runFrame(at: time)
        }
    }
}
