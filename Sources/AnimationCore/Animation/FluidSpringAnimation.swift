import Foundation

/// A persistent spring: the animation of `.spring`, `.smooth`, `.snappy`,
/// `.bouncy`, `.interactiveSpring` and their parametrized forms.
///
/// A persistent spring merges with a persistent spring already running on
/// the same property: it takes over that spring's current position and
/// velocity and moves them towards the new target, so a retargeted value
/// never jumps or stops. If the two springs' responses differ and
/// ``blendDuration`` is positive, the response moves from the old one to the
/// new one over that time along a smoothstep (`3p² − 2p³`), as in SwiftUI.
/// It does not merge with other kinds of animation (their results
/// combine instead).
///
/// SwiftUI integrates these springs numerically at 300 Hz. This package
/// evaluates them in closed form, so values are exact and any time can be
/// sampled; it re-seeds the closed form from the current position and
/// velocity at each merge, and steps it in exact 1/300 s pieces only while
/// a response is blending.
///
/// - The animation is logically complete once ``Spring/duration`` has
///   passed since its start or its last merge.
/// - It finishes (returns `nil`) once the spring has settled within
///   ``restThreshold`` (0.1 %) of the distance it travels, the largest of
///   `|target|`, `|target − start|` and `|start velocity| / ω₀`: after that
///   the displacement stays below the threshold, and the speed below about
///   `ω₀` times it.
public struct FluidSpringAnimation: DurationProvidingAnimation {
    /// The spring that moves the value.
    public let spring: Spring

    /// The time in seconds over which a change of response blends in when
    /// this spring takes over from another.
    public let blendDuration: TimeInterval

    /// The settling time for an unmerged run.
    private let unmergedRestTime: TimeInterval

    /// The spring's perceptual duration, after which a run is logically
    /// complete (kept so that a frame does not divide for it).
    private let logicalDuration: TimeInterval

    /// The relative distance from the target at which the spring counts as
    /// settled.
    public static let restThreshold = 0.001

    /// Creates a persistent spring animation.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - blendDuration: The time over which a change of response blends
    ///     in; must be finite; negative counts as zero.
    public init(spring: Spring, blendDuration: TimeInterval = 0) {
        requireValid { () throws(AnimationParameterError) in try Self.validate(blendDuration: blendDuration) }
        self.spring = spring
        self.blendDuration = max(blendDuration, 0)
        self.unmergedRestTime = spring.settlingDuration(target: 1.0, epsilon: Self.restThreshold)
        self.logicalDuration = spring.duration
    }

    /// How long an unmerged run lasts: the spring's settling time to within
    /// ``restThreshold`` of its target.
    public var duration: TimeInterval? {
        unmergedRestTime
    }

    /// The position of the spring at `time`, moving towards `value`.
    ///
    /// `value` may change from call to call without a merge (an animation
    /// that wraps this one may feed it a moving target): the spring then
    /// re-seeds at `time` from its current position and velocity, as a
    /// numerical spring would.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        // A thin entry point: the generic version dispatches to a
        // specialization before it needs any generic metadata.
        position(value: value, time: time, context: &context)
    }

    private func position<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard let state = advancedState(value: value, time: time, context: &context) else { return nil }
        return motion(state, at: time).position
    }

    /// Each member's position, as ``animate(value:time:context:)``, in one
    /// loop. A spring that started from rest reports its position as a
    /// scale of its change; one re-seeded by a merge writes its position in
    /// place.
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
            guard let state = advancedState(value: batch.value(at: member), time: time, context: &batch[contextAt: member])
            else { continue }
            if state.blend != nil {
                batch.setResult(motion(state, at: time).position, at: member)
            } else if state.startsFromRest {
                batch.setResult(scaling: SpringMotion(spring: spring, time: time - state.startTime).positionFromTarget, at: member)
            } else {
                // origin + (target − origin) × a + velocity × b, in the result's own storage.
                let motion = SpringMotion(spring: spring, time: time - state.startTime)
                batch.withResult(at: member) { position in
                    position.formSum(state.origin, state.target, scaledBy: motion.positionFromTarget)
                    position.add(state.origin, scaledBy: -motion.positionFromTarget)
                    position.add(state.velocity, scaledBy: motion.positionFromVelocity)
                }
            }
        }
    }

    /// The state for a call at `time` towards `value`, stored back in the
    /// context when it changes; `nil` once the spring has settled. Marks the
    /// context logically complete when the spring's duration has passed.
    @inline(__always)
    private func advancedState<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> FluidSpringState<V>? {
        var state = context.fluidSpringState
        if !state.isStarted {
            state = FluidSpringState(target: value, restTime: value == .zero ? 0 : unmergedRestTime)
            context.fluidSpringState = state
        } else if state.target != value {
            state = reseeded(state, at: max(time, state.startTime), target: value)
            context.fluidSpringState = state
        }
        if let blend = state.blend, time >= blend.start + blendDuration {
            // The blend is over: continue in closed form from where it left the spring.
            state = reseeded(state, at: blend.start + blendDuration, target: state.target)
            context.fluidSpringState = state
        }
        if time - state.mergeTime >= logicalDuration {
            context.isLogicallyComplete = true
        }
        if state.blend == nil && time >= state.restTime {
            return nil
        }
        return state
    }

    /// The state re-seeded at `time` from the current motion, moving towards
    /// `target`; a blend that has ended by `time` is dropped.
    private func reseeded<V: VectorArithmetic>(
        _ state: FluidSpringState<V>, at time: TimeInterval, target: V
    ) -> FluidSpringState<V> {
        let current = motion(state, at: time)
        var next = state
        next.startTime = time
        next.origin = current.position
        next.velocity = current.velocity
        next.target = target
        next.startsFromRest = false
        if let blend = next.blend, time >= blend.start + blendDuration {
            next.blend = nil
        }
        next.restTime =
            next.blend == nil
            ? time + restTime(origin: current.position, velocity: current.velocity, target: target)
            : .infinity
        return next
    }

    /// The velocity of the spring at `time`.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.fluidSpringState
        guard state.isStarted else { return spring.velocity(target: value, time: time) }
        return motion(state, at: time).velocity
    }

    /// Takes over from a running persistent spring (``FluidSpringAnimation``
    /// or ``DefaultAnimation``), keeping its position and velocity, or from a
    /// value whose velocity the runtime tracked (a drag); does not merge with
    /// anything else.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        if previous.base is VelocityTrackingAnimation {
            // Start from where tracking left the value, with its velocity.
            let velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
            var state = FluidSpringState(target: value, restTime: 0)
            state.startsFromRest = false
            state.startTime = time
            state.mergeTime = time
            state.velocity = velocity
            state.restTime = time + restTime(origin: .zero, velocity: velocity, target: value)
            context.fluidSpringState = state
            return true
        }
        guard let predecessor = Self.persistentSpring(previous) else { return false }
        let old = context.fluidSpringState
        let motion =
            old.isStarted
            ? predecessor.motion(old, at: time)
            : (position: V.zero, velocity: V.zero)
        var state = FluidSpringState(target: value, restTime: 0)
        state.startsFromRest = false
        state.startTime = time
        state.mergeTime = time
        state.origin = motion.position
        state.velocity = motion.velocity
        let oldResponse = predecessor.response(old, at: time)
        if blendDuration > 0 && oldResponse != spring.response {
            state.blend = .init(fromResponse: oldResponse, start: time)
            state.restTime = .infinity
        } else {
            state.restTime = time + restTime(origin: motion.position, velocity: motion.velocity, target: value)
        }
        context.fluidSpringState = state
        return true
    }

    /// The persistent spring inside an animation, if it is one.
    static func persistentSpring(_ animation: Animation) -> FluidSpringAnimation? {
        if let fluid = animation.base as? FluidSpringAnimation { return fluid }
        if animation.base is DefaultAnimation { return DefaultAnimation.spring }
        return nil
    }

    /// The response in force at `time` (blending after a merge).
    private func response<V>(_ state: FluidSpringState<V>, at time: TimeInterval) -> Double {
        guard let blend = state.blend, blendDuration > 0 else { return spring.response }
        let progress = min(max((time - blend.start) / blendDuration, 0), 1)
        let remaining = 1 - progress * progress * (3 - 2 * progress)
        return spring.response + (blend.fromResponse - spring.response) * remaining
    }

    /// How long after (re)seeding the spring settles.
    private func restTime<V: VectorArithmetic>(origin: V, velocity: V, target: V) -> TimeInterval {
        let travel = max(
            target.magnitudeSquared.squareRoot(),
            (target - origin).magnitudeSquared.squareRoot(),
            velocity.magnitudeSquared.squareRoot() * spring.duration / (2 * .pi))
        guard travel > 0 else { return 0 }
        return spring.settlingDuration(
            target: target - origin, initialVelocity: velocity, epsilon: Self.restThreshold * travel)
    }

    /// Position and velocity at `time` from the seeded state: closed form,
    /// in exact 1/300 s pieces while the response blends.
    private func motion<V: VectorArithmetic>(_ state: FluidSpringState<V>, at time: TimeInterval) -> (position: V, velocity: V) {
        var position = state.origin
        var velocity = state.velocity
        var now = state.startTime
        if let blend = state.blend, blendDuration > 0 {
            let blendEnd = min(time, blend.start + blendDuration)
            while now < blendEnd {
                let step = min(1.0 / 300, blendEnd - now)
                let piece = Spring(response: response(state, at: now + step / 2), dampingRatio: spring.dampingRatio)
                piece.update(value: &position, velocity: &velocity, target: state.target, deltaTime: step)
                now += step
            }
            if time <= blend.start + blendDuration { return (position, velocity) }
        }
        // One evaluation of the closed form gives both position and velocity.
        let remaining = state.target - position
        let motion = SpringMotion(spring: spring, time: time - now)
        var newPosition = remaining.scaled(by: motion.positionFromTarget)
        newPosition += velocity.scaled(by: motion.positionFromVelocity)
        newPosition += position
        var newVelocity = remaining.scaled(by: motion.velocityFromTarget)
        newVelocity += velocity.scaled(by: motion.velocityFromVelocity)
        return (newPosition, newVelocity)
    }
}

/// What a persistent spring keeps between frames: the closed form's seed.
struct FluidSpringState<V: VectorArithmetic>: AnimationStateKey {
    struct Blend {
        var fromResponse: Double
        var start: TimeInterval
    }

    var isStarted = false
    /// Whether `origin` and `velocity` are zero because the spring started
    /// at rest and has not been re-seeded: its position is then the target
    /// scaled by the closed form's coefficient.
    var startsFromRest = false
    /// The time at which `origin` and `velocity` hold.
    var startTime: TimeInterval = 0
    var origin: V = .zero
    var velocity: V = .zero
    var target: V = .zero
    /// The time of the start or the last merge.
    var mergeTime: TimeInterval = 0
    /// The absolute time after which the spring has settled.
    var restTime: TimeInterval = 0
    var blend: Blend?

    static var defaultValue: FluidSpringState<V> { FluidSpringState() }

    init() {}

    init(target: V, restTime: TimeInterval) {
        self.isStarted = true
        self.startsFromRest = true
        self.target = target
        self.restTime = restTime
    }
}

extension AnimationContext {
    var fluidSpringState: FluidSpringState<Value> {
        get { state[FluidSpringState<Value>.self] }
        set { state[FluidSpringState<Value>.self] = newValue }
    }
}
