import AnimationCore
import Foundation

// Seed 001 (SwiftUI's AnimationState documentation): a retargeting
// animation that keeps a secondary animation's state across merges. Shared
// by the tests and the demo.

private struct TargetState<Value: VectorArithmetic>: AnimationStateKey {
    var timeDelta = 0.0
    var valueDelta = Value.zero
    var secondaryState: AnimationState<Value>? = .init()

    static var defaultValue: Self { .init() }
}

extension AnimationContext {
    fileprivate var targetState: TargetState<Value> {
        get { state[TargetState<Value>.self] }
        set { state[TargetState<Value>.self] = newValue }
    }
}

/// An animation whose target moves to each new value with a secondary
/// animation, while the base animation (a persistent spring) chases it
/// (seed 001).
public struct TargetAnimation: CustomAnimation {
    /// The animation that chases the moving target.
    public var base: Animation
    /// The animation that moves the target.
    public var secondary: Animation

    /// Creates a retargeting animation.
    ///
    /// - Parameters:
    ///   - base: The animation that chases the target.
    ///   - secondary: The animation that moves the target.
    public init(base: Animation, secondary: Animation) {
        self.base = base
        self.secondary = secondary
    }

    /// The base's value, chasing the target the secondary animation moves.
    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        var targetValue = value
        if let secondaryState = context.targetState.secondaryState {
            var secondaryContext = context
            secondaryContext.state = secondaryState
            let secondaryValue = value - context.targetState.valueDelta
            let result = secondary.animate(
                value: secondaryValue, time: time - context.targetState.timeDelta,
                context: &secondaryContext)
            if let result = result {
                context.targetState.secondaryState = secondaryContext.state
                targetValue = result + context.targetState.valueDelta
            } else {
                context.targetState.secondaryState = nil
            }
        }
        let result = base.animate(value: targetValue, time: time, context: &context)
        if let result = result {
            targetValue = result
        } else if context.targetState.secondaryState == nil {
            return nil
        }
        return targetValue
    }

    /// Merges with a running target animation, restarting the secondary
    /// animation from where the target is.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double, context: inout AnimationContext<V>) -> Bool {
        guard let previous = previous.base as? Self else { return false }
        var secondaryContext = context
        if let secondaryState = context.targetState.secondaryState {
            secondaryContext.state = secondaryState
            context.targetState.valueDelta =
                secondary.animate(
                    value: value, time: time - context.targetState.timeDelta,
                    context: &secondaryContext) ?? value
        } else {
            context.targetState.valueDelta = value
        }
        // Reset the target each time a merge occurs.
        context.targetState.secondaryState = .init()
        context.targetState.timeDelta = time
        return base.shouldMerge(
            previous: previous.base, value: value, time: time,
            context: &context)
    }
}
