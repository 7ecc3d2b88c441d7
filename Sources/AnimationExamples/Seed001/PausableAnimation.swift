import AnimationCore
import Foundation

// Seed 001 (SwiftUI's AnimationState documentation): an animation paused by
// an environment value, its pause time kept in AnimationState. Shared by the
// tests and the demo.

private struct AnimationPausedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether ``PausableAnimation``s in this environment are paused.
    public var animationPaused: Bool {
        get { self[AnimationPausedKey.self] }
        set { self[AnimationPausedKey.self] = newValue }
    }
}

private struct PausableState<Value: VectorArithmetic>: AnimationStateKey {
    var paused = false
    var pauseTime: TimeInterval = 0.0

    static var defaultValue: Self { .init() }
}

extension AnimationContext {
    fileprivate var pausableState: PausableState<Value> {
        get { state[PausableState<Value>.self] }
        set { state[PausableState<Value>.self] = newValue }
    }
}

/// An animation that holds still while ``EnvironmentValues/animationPaused``
/// is true, and resumes where it stopped (seed 001).
public struct PausableAnimation: CustomAnimation {
    /// The animation that runs when not paused.
    public let base: Animation

    /// Creates a pausable animation.
    ///
    /// - Parameter base: The animation that runs when not paused.
    public init(base: Animation) {
        self.base = base
    }

    /// The base's value at the time it has run, not counting pauses.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let paused = context.environment.animationPaused

        let pausableState = context.pausableState
        var pauseTime = pausableState.pauseTime
        if pausableState.paused != paused {
            pauseTime = time - pauseTime
            context.pausableState = PausableState(paused: paused, pauseTime: pauseTime)
        }

        let effectiveTime = paused ? pauseTime : time - pauseTime
        let result = base.animate(value: value, time: effectiveTime, context: &context)
        return result
    }
}
