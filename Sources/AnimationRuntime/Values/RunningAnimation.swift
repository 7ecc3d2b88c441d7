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
    /// The completion handlers that wait for it and have not run: those of
    /// the transaction that started it, and of transactions that merged
    /// into it (those waiting for logical completion first, each kind in
    /// the order attached). A handler waiting for
    /// logical completion leaves the list when the animation is logically
    /// complete; one waiting for removal, when the animation is removed.
    /// A handler may also wait for other animations, so it runs only once
    /// no animation lists it.
    public let completions: [Completion]

    /// A completion handler (`withAnimation(_:completionCriteria:_:completion:)`,
    /// ``Transaction/addAnimationCompletion(criteria:_:)``) that waits for a
    /// running animation.
    public struct Completion: Hashable, Sendable {
        /// An identifier no other handler of the process has: the same
        /// handler, listed by several animations, has the same one.
        public let id: Int
        /// What it waits for.
        public let criteria: AnimationCompletionCriteria

        /// Creates a description of a waiting handler.
        ///
        /// - Parameters:
        ///   - id: Its identifier.
        ///   - criteria: What it waits for.
        public init(id: Int, criteria: AnimationCompletionCriteria) {
            self.id = id
            self.criteria = criteria
        }
    }

    /// Creates a description of a running animation.
    ///
    /// - Parameters:
    ///   - animation: The animation.
    ///   - startTime: When it started.
    ///   - isLogicallyComplete: Whether it is logically complete.
    ///   - completions: The handlers that wait for it.
    public init(animation: Animation, startTime: TimeInterval, isLogicallyComplete: Bool, completions: [Completion] = []) {
        self.animation = animation
        self.startTime = startTime
        self.isLogicallyComplete = isLogicallyComplete
        self.completions = completions
    }

    /// When it stops running on its own (its start plus the animation's
    /// `Animation.duration`): `nil` when the animation cannot say,
    /// `.infinity` for one that repeats forever. A newer animation that
    /// merges into it may end it sooner.
    public var endTime: TimeInterval? {
        animation.duration.map { startTime + $0 }
    }
}
