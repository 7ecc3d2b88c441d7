import AnimationCore
import Foundation

/// The times an animated value (``AnimatedValue``) or a group of them
/// (``AnimatedValueGroup``) has been set or advanced at: the latest, the
/// one of the frame before, and whether there was any.
///
/// Time never runs backwards: a time earlier than the latest counts as the
/// latest, and the first time starts the clock. A NaN time is a programmer
/// error and traps, naming the owner and the call.
@usableFromInline
struct ValueClock {
    /// The latest time.
    @usableFromInline var time: TimeInterval = 0
    /// The time of the frame before the latest advance.
    @usableFromInline var previousTime: TimeInterval = 0
    /// Whether any time has been seen.
    @usableFromInline var hasTime = false

    @inlinable
    init() {}

    /// `time`, or the latest time when `time` is earlier; the first time
    /// starts the clock there (the previous frame is then the same time).
    ///
    /// - Parameters:
    ///   - time: The caller's time in seconds; not NaN.
    ///   - owner: The type the call was made on, for the trap's message.
    ///   - function: The call, for the trap's message.
    @inlinable
    mutating func clamped(_ time: TimeInterval, owner: StaticString, in function: StaticString) -> TimeInterval {
        precondition(!time.isNaN, "\(owner).\(function): time is NaN")
        if !hasTime {
            hasTime = true
            self.time = time
            previousTime = time
            return time
        }
        return max(time, self.time)
    }

    /// Starts a frame at `now`, a time from ``clamped(_:owner:in:)``.
    @inlinable
    mutating func advance(to now: TimeInterval) {
        previousTime = time
        time = now
    }

    /// The velocity of a value that showed `previous` at the frame before
    /// and shows `current` now: their difference over the frame's time, or
    /// zero when no time has passed (never a division by zero).
    @inlinable
    func velocity<Data: VectorArithmetic>(from previous: Data, to current: Data) -> Data {
        time > previousTime ? (current - previous).scaled(by: 1 / (time - previousTime)) : .zero
    }
}
