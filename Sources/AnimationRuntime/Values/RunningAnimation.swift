import AnimationCore
import Foundation

/// An animation that drives an ``AnimatedValue`` now: what it is, when it
/// started, and whether it is logically complete (its completion handlers
/// with `.logicallyComplete` criteria have run). This package's addition,
/// for tests and tools.
public struct RunningAnimation: Equatable, Sendable {
    /// The animation.
    public let animation: Animation
    /// The host time it started at, in seconds.
    public let startTime: TimeInterval
    /// Whether it is logically complete.
    public let isLogicallyComplete: Bool

    /// Creates a description of a running animation.
    ///
    /// - Parameters:
    ///   - animation: The animation.
    ///   - startTime: When it started.
    ///   - isLogicallyComplete: Whether it is logically complete.
    public init(animation: Animation, startTime: TimeInterval, isLogicallyComplete: Bool) {
        self.animation = animation
        self.startTime = startTime
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// When it stops running on its own (its start plus the animation's
    /// `Animation.duration`): `nil` when the animation cannot say,
    /// `.infinity` for one that repeats forever. A newer animation that
    /// merges into it may end it sooner.
    public var endTime: TimeInterval? {
        animation.duration.map { startTime + $0 }
    }
}
