import Foundation

/// An animation that runs another one several times, or forever.
///
/// Each run of the base is a *pass*; with `autoreverses`, every other pass
/// runs backwards (it returns `value − base`), and a reversed pass counts
/// towards the repeat count, so a count of 2 goes there and back. Each pass
/// starts with a fresh state for the base. When the last pass ends the
/// animation finishes and the value is exactly the target (a count that ends
/// on a reversed pass therefore ends with a jump to the target, as in
/// SwiftUI).
///
/// When the base reports its duration (``DurationProvidingAnimation``, as
/// every built-in animation does), pass `k` starts at exactly `k × duration`:
/// there is no drift, even after millions of passes. Otherwise a pass
/// starts at the first frame after the base finished, as in SwiftUI, which
/// drifts by up to a frame per pass.
public struct RepeatAnimation: DurationProvidingAnimation {
    /// The animation that repeats.
    public let animation: Animation

    /// The number of passes, or `nil` to repeat forever.
    public let repeatCount: Int?

    /// Whether every other pass runs backwards.
    public let autoreverses: Bool

    /// Creates a repeating animation.
    ///
    /// - Parameters:
    ///   - animation: The animation that repeats.
    ///   - repeatCount: The number of passes, `nil` for forever; a count of
    ///     zero or less counts as 1 (the animation runs once).
    ///   - autoreverses: Whether every other pass runs backwards.
    public init(animation: Animation, repeatCount: Int?, autoreverses: Bool) {
        self.animation = animation
        self.repeatCount = repeatCount.map { max($0, 1) }
        self.autoreverses = autoreverses
    }

    /// The base's duration times the count; `.infinity` when repeating
    /// forever; `nil` if the base's duration is unknown.
    public var duration: TimeInterval? {
        guard let pass = animation.duration else { return nil }
        guard let repeatCount else { return pass == 0 ? 0 : .infinity }
        return pass * Double(repeatCount)
    }

    /// The base's value in the current pass (mirrored in reversed passes).
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.repeatState
        if let pass = animation.duration, pass.isFinite {
            guard pass > 0 else { return nil }
            let (index, local) = Self.pass(at: time, length: pass)
            if let repeatCount, index >= repeatCount { return nil }
            if state.pass != index {
                state.pass = index
                state.baseState = AnimationState()
            }
            var passContext = context.withState(state.baseState)
            let result = animation.animate(value: value, time: local, context: &passContext) ?? value
            state.baseState = passContext.state
            context.repeatState = state
            return isReversed(index) ? value - result : result
        }
        // Unknown length: a pass ends when the base does, at that frame.
        var passContext = context.withState(state.baseState)
        if let result = animation.animate(value: value, time: max(0, time - state.passStart), context: &passContext) {
            state.baseState = passContext.state
            context.repeatState = state
            return isReversed(state.pass) ? value - result : result
        }
        let endOfPass = isReversed(state.pass) ? V.zero : value
        state.pass += 1
        state.passStart = time
        state.baseState = AnimationState()
        context.repeatState = state
        if let repeatCount, state.pass >= repeatCount { return nil }
        return endOfPass
    }

    /// The base's velocity in the current pass (negated in reversed passes).
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.repeatState
        let index: Int, local: TimeInterval
        if let pass = animation.duration, pass.isFinite, pass > 0 {
            (index, local) = Self.pass(at: time, length: pass)
        } else {
            (index, local) = (state.pass, max(0, time - state.passStart))
        }
        let passContext = context.withState(index == state.pass ? state.baseState : AnimationState())
        guard let velocity = animation.velocity(value: value, time: local, context: passContext) else { return nil }
        return isReversed(index) ? .zero - velocity : velocity
    }

    private func isReversed(_ pass: Int) -> Bool {
        autoreverses && pass % 2 == 1
    }

    /// The pass index at `time` and the time within that pass.
    private static func pass(at time: TimeInterval, length: TimeInterval) -> (Int, TimeInterval) {
        let index = Int(min(max(time, 0) / length, Double(Int.max / 2)).rounded(.down))
        return (index, max(time, 0) - Double(index) * length)
    }
}

/// What a repeating animation keeps between frames.
struct RepeatState<V: VectorArithmetic>: AnimationStateKey {
    var pass = 0
    var passStart: TimeInterval = 0
    var baseState = AnimationState<V>()

    static var defaultValue: RepeatState<V> { RepeatState() }
}

extension AnimationContext {
    var repeatState: RepeatState<Value> {
        get { state[RepeatState<Value>.self] }
        set { state[RepeatState<Value>.self] = newValue }
    }
}

extension Animation {
    /// Whether the animation never ends: it repeats forever
    /// (`repeatForever`, or `repeatCount` with no count), itself or inside
    /// a delay or a speed change. This package's addition, for tests and
    /// diagnostics.
    public var repeatsForever: Bool {
        switch base {
        case let repeated as RepeatAnimation: repeated.repeatCount == nil || repeated.animation.repeatsForever
        case let delayed as DelayAnimation: delayed.animation.repeatsForever
        case let faster as SpeedAnimation: faster.animation.repeatsForever
        default: false
        }
    }
}
