import AnimationCore

/// Runs one animation frame by frame on one context, as the runtime will.
/// A class, so that a call can sit inside `#expect`.
final class AnimationDriver<V: VectorArithmetic> {
    var animation: Animation
    var value: V
    var context = AnimationContext<V>()

    init(_ animation: Animation, value: V) {
        self.animation = animation
        self.value = value
    }

    /// The animation's value at `time`.
    func callAsFunction(_ time: Double) -> V? {
        animation.animate(value: value, time: time, context: &context)
    }

    /// The animation's velocity at `time`.
    func velocity(_ time: Double) -> V? {
        animation.velocity(value: value, time: time, context: context)
    }

    /// Replaces the animation by `newAnimation` towards `newValue` at `time`
    /// if it merges; returns whether it did.
    func merge(_ newAnimation: Animation, value newValue: V, at time: Double) -> Bool {
        var candidate = context
        guard newAnimation.shouldMerge(previous: animation, value: newValue, time: time, context: &candidate) else {
            return false
        }
        animation = newAnimation
        value = newValue
        context = candidate
        return true
    }
}

/// Whether an optional value is within `tolerance` of `expected`.
func isClose(_ value: Double?, _ expected: Double, tolerance: Double = 1e-12) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= tolerance
}
