import AnimationCore
import Foundation

/// An animatable property with a model value and a presentation value: the
/// embedding API for UI frameworks, which keep one per animatable property.
///
/// Setting a value in a transaction with an animation changes the
/// ``model`` at once and starts an animation of the ``presentation`` from
/// where it was to the new model:
///
/// ```swift
/// let scale = AnimatedValue(1.0)
/// withAnimation(.bouncy) { scale.set(1.5, at: now) }
/// scale.advance(to: now + 0.1)   // the presentation value at that time
/// ```
///
/// - **Presentation** = model − the change still to animate + the running
///   animations' output. When the last animation finishes, the
///   presentation equals the model bit for bit.
/// - **Merging**: a new animation on a running value is asked
///   ``Animation/shouldMerge(previous:value:time:context:)``. If it merges
///   (persistent springs), one animation continues with the position and
///   velocity of the old one. If not, the two *combine* as in SwiftUI: the
///   new one animates from the current output of the older ones to its own
///   target while they keep running underneath; a finished one contributes
///   its target; everything ends when the newest ends. Older animations
///   that can no longer affect the result are dropped, so memory stays
///   bounded by the animations that are really running.
/// - **No animation**: the model jumps, and running animations carry on
///   relative to it. `disablesAnimations` does not stop the transaction's own
///   animation (it only keeps views' implicit animations out).
/// - **Completions**: a transaction's handlers run exactly once, after every
///   animation it started is logically complete (or removed), counting an
///   animation merged into a later one as complete when that one is. A
///   handler may set a new value, even on this same instance while it is
///   advancing: handlers run after the frame's state is updated.
/// - **Velocity tracking**: values set in a transaction with
///   `tracksVelocity` (and no animation) are sampled; the next animation
///   that merges (a persistent spring) starts with that velocity.
/// - **Time** is the host's clock in seconds. Times earlier than the last
///   ``advance(to:)`` are clamped to it (time never runs backwards); NaN is
///   a precondition failure.
///
/// A class, not a struct, so that handlers and hosts can reach the same
/// instance while it runs. It is not thread-safe: use it from one thread
/// (typically the main actor).
public final class AnimatedValue<Value: Animatable> {
    /// The value the property will settle at: the last value set.
    public private(set) var model: Value

    /// The environment animations see through their context.
    public var environment = EnvironmentValues() {
        didSet { environmentChanged = true }
    }

    private var modelData: Value.AnimatableData
    private var presentationData: Value.AnimatableData
    private var previousPresentationData: Value.AnimatableData
    private var previousTime: TimeInterval = 0
    private var entries: [Entry] = []
    private var time: TimeInterval = 0
    private var hasTime = false
    private var touched: [AnimationCompletion] = []
    private var sampler = VelocitySampler<Value.AnimatableData>()
    private var environmentChanged = false

    /// Creates a value at rest.
    ///
    /// - Parameter value: The initial model and presentation value.
    public init(_ value: Value) {
        model = value
        modelData = value.animatableData
        presentationData = modelData
        previousPresentationData = modelData
    }

    /// The value to show now: the model value while nothing animates,
    /// otherwise the animations' output at the last ``advance(to:)``.
    public var presentation: Value {
        var value = model
        value.animatableData = presentationData
        return value
    }

    /// Whether an animation is running.
    public var isAnimating: Bool {
        !entries.isEmpty
    }

    /// The number of animations running (combining ones counted apart).
    public var runningAnimationCount: Int {
        entries.count
    }

    /// The velocity of the presentation value at the last advance, in
    /// animatable-data units per second; zero at rest.
    ///
    /// With one animation running it is that animation's velocity. While
    /// animations combine it is the sum of their velocities (an
    /// approximation that ignores how a newer one scales the older ones'
    /// motion). When an animation cannot say, it is the finite difference
    /// over the last two advances.
    public var velocity: Value.AnimatableData {
        guard !entries.isEmpty else { return .zero }
        var sum = Value.AnimatableData.zero
        for entry in entries where !entry.isFinished {
            guard let velocity = entry.animation.velocity(
                value: entry.lastValue, time: time - entry.startTime, context: entry.context)
            else {
                return time > previousTime
                    ? (presentationData - previousPresentationData).scaled(by: 1 / (time - previousTime))
                    : .zero
            }
            sum += velocity
        }
        return sum
    }

    /// Sets a new value in the current transaction (the one `withAnimation`
    /// or `withTransaction` opened; none animates outside them).
    ///
    /// - Parameters:
    ///   - value: The new model value.
    ///   - time: The host's time of the change, in seconds.
    public func set(_ value: Value, at time: TimeInterval) {
        set(value, transaction: Transaction.current ?? Transaction(), at: time)
    }

    /// Sets a new value in a transaction.
    ///
    /// - Parameters:
    ///   - value: The new model value.
    ///   - transaction: The transaction: its animation (if any) animates the
    ///     change; its completion handlers wait for that animation.
    ///   - time: The host's time of the change, in seconds.
    public func set(_ value: Value, transaction: Transaction, at time: TimeInterval) {
        let now = clampedTime(time, in: "set")
        let newData = value.animatableData
        let delta = newData - modelData
        model = value
        modelData = newData
        guard let animation = transaction.animation, delta != .zero else {
            // The model jumps; running animations carry on relative to it.
            if entries.isEmpty {
                presentationData = modelData
            } else {
                presentationData += delta
            }
            if transaction.tracksVelocity && transaction.animation == nil {
                sampler.add(newData, at: now)
            } else if transaction.animation == nil {
                sampler.reset()
            }
            touch(transaction.completions)
            return
        }
        start(animation, delta: delta, at: now, completions: transaction.completions)
    }

    /// Runs the animations up to `time`, fires the completions that are due,
    /// and returns the presentation value.
    ///
    /// - Parameter time: The host's time in seconds; earlier than the last
    ///   advance counts as the last advance.
    /// - Returns: The presentation value at `time`.
    @discardableResult
    public func advance(to time: TimeInterval) -> Value {
        let now = clampedTime(time, in: "advance(to:)")
        previousPresentationData = presentationData
        previousTime = self.time
        self.time = now
        var released: [AnimationCompletion] = []
        if !touched.isEmpty {
            released = touched
            touched.removeAll()
        }
        if !entries.isEmpty {
            runAnimations(at: now, released: &released)
        }
        for completion in released {
            completion.release()
        }
        return presentation
    }

    // MARK: - Running

    private func runAnimations(at now: TimeInterval, released: inout [AnimationCompletion]) {
        if environmentChanged {
            for index in entries.indices { entries[index].context.setEnvironment(environment) }
            environmentChanged = false
        }
        var output = Value.AnimatableData.zero - (entries[0].offset + entries[0].delta)
        var lastFinished = -1
        for index in entries.indices {
            let target = Value.AnimatableData.zero - entries[index].offset
            if entries[index].isFinished {
                output = target
                lastFinished = index
                continue
            }
            let value = target - output
            entries[index].lastValue = value
            let elapsed = now - entries[index].startTime
            if let result = entries[index].animation.animate(value: value, time: elapsed, context: &entries[index].context) {
                output += result
                if entries[index].context.isLogicallyComplete && !entries[index].logicalWaiters.isEmpty {
                    entries[index].takeLogicalWaiters(into: &released)
                }
            } else {
                entries[index].isFinished = true
                output = target
                lastFinished = index
            }
        }
        if lastFinished >= 0 {
            // Entries up to a finished one no longer affect the result.
            for index in 0...lastFinished {
                entries[index].takeAllWaiters(into: &released)
            }
            entries.removeFirst(lastFinished + 1)
        }
        presentationData = entries.isEmpty ? modelData : modelData + output
    }

    private func start(
        _ animation: Animation, delta: Value.AnimatableData, at now: TimeInterval, completions: [AnimationCompletion]
    ) {
        defer { sampler.reset() }
        if let newest = entries.indices.last, !entries[newest].isFinished {
            var context = entries[newest].context
            let merged = entries[newest].delta + delta
            if animation.shouldMerge(
                previous: entries[newest].animation, value: merged,
                time: now - entries[newest].startTime, context: &context
            ) {
                context.resetLogicalCompletion()
                context.setEnvironment(environment)
                entries[newest].animation = animation
                entries[newest].context = context
                entries[newest].delta = merged
                for index in entries.indices.dropLast() { entries[index].offset += delta }
                entries[newest].attach(completions)
                return
            }
        }
        var context = AnimationContext<Value.AnimatableData>(environment: environment)
        if entries.isEmpty, let velocity = sampler.velocity(at: now) {
            var tracked = VelocityTrackingAnimation.context(velocity: velocity, environment: environment)
            if animation.shouldMerge(previous: Animation(VelocityTrackingAnimation()), value: delta, time: 0, context: &tracked) {
                tracked.resetLogicalCompletion()
                context = tracked
            }
        }
        for index in entries.indices { entries[index].offset += delta }
        var entry = Entry(animation: animation, context: context, startTime: now, delta: delta)
        entry.lastValue = delta
        entry.attach(completions)
        entries.append(entry)
    }

    private func touch(_ completions: [AnimationCompletion]) {
        for completion in completions where !completion.hasFired {
            completion.hold()
            touched.append(completion)
        }
    }

    private func clampedTime(_ time: TimeInterval, in function: StaticString) -> TimeInterval {
        precondition(!time.isNaN, "AnimatedValue.\(function): time is NaN")
        if !hasTime {
            hasTime = true
            self.time = time
            previousTime = time
            return time
        }
        return max(time, self.time)
    }
}
