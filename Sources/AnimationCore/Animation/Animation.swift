import Foundation

/// The way a view changes over time.
///
/// An animation boxes a ``CustomAnimation``: a timing curve
/// (``BezierAnimation``), a spring (``FluidSpringAnimation``,
/// ``InterpolatingSpringAnimation``), a higher-order animation that wraps
/// another (delay, speed, repeat), or one of yours. Create one with the
/// static members (`.easeInOut`, `.bouncy`, `.spring(duration:bounce:)`,
/// ...) or from your own type with ``init(_:)``.
///
/// Two animations are equal when their boxed animations are of the same
/// type and equal. `.default` equals only `.default`, never a spelled-out
/// spring with the same parameters.
@frozen
public struct Animation: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The boxed animation.
    public let base: any CustomAnimation

    /// Creates an animation from a custom animation.
    ///
    /// - Parameter base: The animation to box.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// Calculates the value of the animation at a time.
    ///
    /// - Parameters:
    ///   - value: The amount of change to animate.
    ///   - time: The time elapsed since the start, in seconds.
    ///   - context: The animation's state and environment.
    /// - Returns: The current value, or `nil` once finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// Calculates the values of many members at once; see
    /// ``CustomAnimation/animate(_:)``.
    ///
    /// - Parameter batch: The members; each one's outcome is reported on it.
    public func animate<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>) {
        base.animate(&batch)
    }

    /// Calculates the velocity of the animation at a time.
    ///
    /// - Parameters:
    ///   - value: The amount of change to animate.
    ///   - time: The time elapsed since the start, in seconds.
    ///   - context: The animation's state and environment.
    /// - Returns: The velocity, or `nil` if unknown.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation should merge with `previous`; see
    /// ``CustomAnimation/shouldMerge(previous:value:time:context:)``.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The new amount of change.
    ///   - time: The time elapsed since `previous` started.
    ///   - context: The previous animation's context.
    /// - Returns: Whether to merge.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// How long the animation runs unmerged, if its base says
    /// (``DurationProvidingAnimation``): `.infinity` for one that never
    /// ends, `nil` when unknown. This package's addition.
    public var duration: TimeInterval? {
        (base as? any DurationProvidingAnimation)?.duration
    }

    /// Whether both boxed animations are of the same type and equal.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        func isEqual<A: CustomAnimation>(_ left: A) -> Bool {
            (rhs.base as? A) == left
        }
        return isEqual(lhs.base)
    }

    /// Hashes the boxed animation's type and value.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }

    /// The boxed animation's description, e.g. `DefaultAnimation()`.
    public var description: String {
        String(describing: base)
    }

    /// The boxed animation's description, marked as an animation.
    public var debugDescription: String {
        "Animation(\(String(reflecting: base)))"
    }
}
