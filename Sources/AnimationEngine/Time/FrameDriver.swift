import AnimationCore
import AnimationRuntime
import Foundation

/// Asks the graph for frames while a view animates itself (keyframe and
/// phase animators), re-running that view every frame. Its node owns it
/// (``ViewNode/makeFrameDriver()``), so removing the node stops it.
package final class FrameDriver: AnimatedAttribute {
    var isAnimating = false
    /// What runs the frames, for an inspector (``ViewHost/frameDrivenViews``):
    /// `keyframeAnimator`, `phaseAnimator`, `TimelineView`; `nil` for the
    /// drivers an inspector does not list (a gesture's, `onReceive`'s).
    var kind: String?
    /// The host time the current run began; `nil` while not running.
    package var since: TimeInterval?
    /// How long the current run lasts, when its owner knows (keyframes that
    /// do not repeat).
    package var runDuration: TimeInterval?
    /// The value its view draws now, as numbers (a keyframe animator's
    /// value), for recordings and an inspector's curve; `nil` for drivers
    /// with no value of their own. Read only when recording.
    package var sample: (() -> [Double])?
    func advanceFrame(to time: TimeInterval) -> Bool { isAnimating }
    func removeAllAnimations() { isAnimating = false }
    var presentationComponents: [Double] { sample?() ?? [] }
    var drivenBy: String { "every frame (a TimelineView, timer or animator)" }
    var modelComponents: [Double] { [] }
    var velocityComponents: [Double] { [] }
    var running: [RunningAnimation] { [] }
}

extension ViewNode {
    /// Runs the node every frame while `running`.
    package func drive(_ driver: FrameDriver, _ running: Bool) {
        let wasRunning = driver.isAnimating
        driver.isAnimating = running && !isDetached
        if !driver.isAnimating {
            driver.since = nil
        } else if !wasRunning, driver.since == nil {
            driver.since = graph.clock.currentTime
        }
        if running { watch(driver) }
    }
}
