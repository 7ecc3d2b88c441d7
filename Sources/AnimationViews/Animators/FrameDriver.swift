import AnimationCore
import Foundation

/// Asks the graph for frames while a view animates itself (keyframe and
/// phase animators), re-running that view every frame.
final class FrameDriver: AnimatedAttribute {
    var isAnimating = false
    func advanceFrame(to time: TimeInterval) {}
    var presentationComponents: [Double] { [] }
}

extension ViewNode {
    /// The node's frame driver, created on first use.
    var frameDriver: FrameDriver {
        if let driver = memory["frameDriver"] as? FrameDriver { return driver }
        let driver = FrameDriver()
        memory["frameDriver"] = driver
        return driver
    }

    /// Runs the node every frame while `running`.
    func drive(_ running: Bool) {
        let driver = frameDriver
        driver.isAnimating = running
        if running { graph.watch(driver, rerunning: self) }
    }
}
