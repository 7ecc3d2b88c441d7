import AnimationCore
import Foundation

/// A view that animates itself frame by frame (a keyframe or phase
/// animator, a `TimelineView`) rather than through an `Animation`: what
/// ``ViewHost/animations`` does not list. This package's addition, for
/// inspectors and tests.
public struct FrameDrivenView: Equatable, Sendable {
    /// The view, by view structure, with `frames` last (`Hop › frames`);
    /// views of one name that run now are numbered `#2` on.
    public let name: String
    /// What runs its frames: `keyframeAnimator`, `phaseAnimator` or
    /// `TimelineView`.
    public let kind: String
    /// The host time its current run began (a keyframe animator's trigger,
    /// or the first frame it asked for).
    public let since: TimeInterval
    /// How long the run lasts, when known (keyframes that do not repeat).
    public let duration: TimeInterval?
}

extension ViewHost {
    /// The views running their own frames now, depth first. Gestures and
    /// `onReceive`, which also ask for frames, are not listed. State changes
    /// that wait for a frame are applied first (no time passes).
    public var frameDrivenViews: [FrameDrivenView] {
        applyPendingChanges()
        var result: [FrameDrivenView] = []
        var seen: [String: Int] = [:]
        graph.root.visitAttributes { name, slot in
            guard let driver = slot.attribute as? FrameDriver, driver.isAnimating, let kind = driver.kind, let since = driver.since else { return }
            let count = seen[name, default: 0] + 1
            seen[name] = count
            result.append(
                FrameDrivenView(name: count == 1 ? name : "\(name) #\(count)", kind: kind, since: since, duration: driver.runDuration))
        }
        return result
    }
}
