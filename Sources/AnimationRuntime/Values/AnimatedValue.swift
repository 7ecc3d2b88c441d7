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
///   ``/AnimationCore/Animation/shouldMerge(previous:value:time:context:)``. If it merges
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
    /// The state. Accesses are not checked for exclusivity at run time:
    /// the class is used from one thread, and completion handlers run after
    /// each access ends, so accesses never overlap.
    @usableFromInline
    @exclusivity(unchecked)
    var storage: AnimatedValueStorage<Value>

    /// Creates a value at rest.
    ///
    /// - Parameter value: The initial model and presentation value.
    public init(_ value: Value) {
        storage = AnimatedValueStorage(value)
    }

    /// The value the property will settle at: the last value set.
    @inlinable
    public var model: Value {
        storage.model
    }

    /// The environment animations see through their context.
    @inlinable
    public var environment: EnvironmentValues {
        get { storage.environment }
        set {
            storage.environment = newValue
            storage.environmentChanged = true
        }
    }

    /// The value to show now: the model value while nothing animates,
    /// otherwise the animations' output at the last ``advance(to:)``.
    ///
    /// Read field by field: reading the whole storage would copy it (and
    /// retain what it holds) in code that is not specialized.
    @inlinable
    public var presentation: Value {
        var value = storage.model
        value.animatableData = storage.presentationData
        return value
    }

    /// Whether an animation is running.
    @inlinable
    public var isAnimating: Bool {
        !storage.entries.isEmpty
    }

    /// The number of animations running (combining ones counted apart).
    public var runningAnimationCount: Int {
        storage.entries.count
    }

    /// The animations running, oldest first (for inspection: not on the
    /// frame path).
    public var runningAnimations: [RunningAnimation] {
        storage.entries.map {
            RunningAnimation(
                animation: $0.animation, startTime: $0.startTime, isLogicallyComplete: $0.context.isLogicallyComplete,
                completions: ($0.logicalWaiters + $0.removalWaiters).map(\.pending))
        }
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
        storage.velocity
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
    /// - Returns: Whether the model's animatable data changed (a host that
    ///   redraws only what changed can skip the rest).
    @discardableResult
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == Angle)
    public func set(_ value: Value, transaction: Transaction, at time: TimeInterval) -> Bool {
        storage.set(value, transaction: transaction, at: time)
    }

    /// Runs the animations up to `time`, fires the completions that are due,
    /// and returns the presentation value.
    ///
    /// - Parameter time: The host's time in seconds; earlier than the last
    ///   advance counts as the last advance.
    /// - Returns: The presentation value at `time`.
    @inlinable
    @discardableResult
    public func advance(to time: TimeInterval) -> Value {
        var released: [AnimationCompletion] = []
        storage.advance(to: time, released: &released)
        // Handlers run after the frame's state is stored: they may use this
        // value. Most frames release none, and skip making an iterator.
        if !released.isEmpty {
            for completion in released {
                completion.release()
            }
        }
        return presentation
    }

    /// Ends every running animation now: the presentation jumps to the
    /// model, and the completion handlers that wait for those animations run
    /// as if the animations had been removed (both criteria count them as
    /// complete).
    ///
    /// A host calls this when the view or layer that owns the value goes
    /// away, so that no handler waits for a frame that will never come. This
    /// package's addition, for embedders.
    public func removeAllAnimations() {
        var released: [AnimationCompletion] = []
        storage.removeAllAnimations(released: &released)
        for completion in released {
            completion.release()
        }
    }
}
