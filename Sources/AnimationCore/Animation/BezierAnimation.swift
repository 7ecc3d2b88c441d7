import Foundation

/// A timing-curve animation: over `duration` seconds, the value moves
/// `curve.value(at: time / duration)` of the way to its target.
///
/// It does not merge: a new animation on the same property runs alongside
/// it and their results combine. A duration of zero or less finishes at
/// once at the target (the first call returns `nil`).
public struct BezierAnimation: DurationProvidingAnimation {
    /// The curve that shapes the progress.
    public var curve: UnitCurve

    /// The length of the animation in seconds, zero or more.
    public var duration: TimeInterval? {
        length
    }

    private var length: TimeInterval

    /// Creates a timing-curve animation.
    ///
    /// - Parameters:
    ///   - curve: The curve that shapes the progress.
    ///   - duration: The length in seconds; must be finite. Zero or less
    ///     finishes at once.
    public init(curve: UnitCurve, duration: TimeInterval) {
        requireValid { () throws(AnimationParameterError) in try Self.validate(duration: duration) }
        self.curve = curve
        self.length = max(duration, 0)
    }

    /// The value at `time`: `value` scaled by the curve's progress; `nil`
    /// from `duration` on.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < length else { return nil }
        return value.scaled(by: curve.value(at: time / length))
    }

    /// The velocity at `time`: `value` scaled by the curve's slope over the
    /// duration; zero outside the animation.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time >= 0, time < length else { return .zero }
        return value.scaled(by: curve.velocity(at: time / length) / length)
    }
}
