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

    /// Each member's change scaled by the curve's progress at its time;
    /// finished from `duration` on. One loop, specialized for the common
    /// value types; results are reported as scales.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    public func animate<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>) {
        // A thin entry point: the generic version dispatches to a
        // specialization before it needs any generic metadata.
        animateMembers(&batch)
    }

    private func animateMembers<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>) {
        for member in 0..<batch.count {
            let time = batch.time(at: member)
            if time < length {
                batch.setResult(scaling: curve.value(at: time / length), at: member)
            }
        }
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
