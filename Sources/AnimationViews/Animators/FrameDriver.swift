import AnimationCore
import AnimationRuntime
import Foundation

/// Asks the graph for frames while a view animates itself (keyframe and
/// phase animators), re-running that view every frame. Its node owns it
/// (``ViewNode/makeFrameDriver()``), so removing the node stops it.
final class FrameDriver: AnimatedAttribute {
    var isAnimating = false
    func advanceFrame(to time: TimeInterval) -> Bool { isAnimating }
    func removeAllAnimations() { isAnimating = false }
    var presentationComponents: [Double] { [] }
    var drivenBy: String { "every frame (a TimelineView, timer or animator)" }
    var modelComponents: [Double] { [] }
    var velocityComponents: [Double] { [] }
    var running: [RunningAnimation] { [] }
}

extension ViewNode {
    /// Runs the node every frame while `running`.
    func drive(_ driver: FrameDriver, _ running: Bool) {
        driver.isAnimating = running && !isDetached
        if running { watch(driver) }
    }
}
