import Foundation

/// The animation `withAnimation` uses when none is given: a persistent
/// spring with a response of 0.55 s and a damping fraction of 1, as
/// SwiftUI documents for iOS 17 and later.
///
/// It behaves exactly like `.spring(response: 0.55, dampingFraction: 1.0)`
/// (it merges with other persistent springs), but is its own type, so
/// `Animation.default` equals only itself.
public struct DefaultAnimation: DurationProvidingAnimation {
    /// Creates the default animation.
    public init() {}

    /// The spring it runs.
    static let spring = FluidSpringAnimation(
        spring: Spring(response: 0.55, dampingRatio: 1.0), blendDuration: 0)

    /// The spring's value at `time`.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        Self.spring.animate(value: value, time: time, context: &context)
    }

    /// Runs the default spring on the batch.
    ///
    /// - Parameter batch: The members.
    public func animate<V: VectorArithmetic>(_ batch: inout AnimationBatch<V>) {
        Self.spring.animate(&batch)
    }

    /// The spring's velocity at `time`.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        Self.spring.velocity(value: value, time: time, context: context)
    }

    /// Merges with a running persistent spring, as every persistent spring
    /// does.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        Self.spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The spring's rest time.
    public var duration: TimeInterval? {
        Self.spring.duration
    }
}
