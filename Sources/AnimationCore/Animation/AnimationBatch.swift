import Foundation

/// Many values that one animation runs in one call: what
/// ``CustomAnimation/animate(_:)`` works on.
///
/// A runtime that animates many values of one type with the same animation
/// (an `AnimatedValueGroup`: the points of a chart, a particle field) hands
/// them to the animation together, so that the animation is dispatched
/// once per frame instead of once per value, and can run a tight loop
/// specialized for the value type. Each *member* of the batch has its own
/// change to animate (``value(at:)``), its own elapsed time
/// (``time(at:)``) and its own context (``subscript(contextAt:)``), exactly
/// what ``CustomAnimation/animate(value:time:context:)`` would receive for
/// it. The animation reports each member's outcome with one of:
///
/// - ``setResult(_:at:)``: the member's value, or `nil` once it has
///   finished;
/// - ``setResult(scaling:at:)``: the member's value is its change scaled by
///   a factor (timing curves, interpolating springs): the runtime then
///   fuses the scaling into its own update, which is what lets a vector of
///   a million elements animate in place;
/// - ``withResult(at:_:)``: the member's value, written in place into
///   storage the runtime keeps from frame to frame (no allocation for
///   values whose components live on the heap).
///
/// A member whose outcome is not set counts as finished. A batch is valid
/// only during the call it is passed to: its storage belongs to the
/// runtime. Times are the caller's scratch space, so an animation that
/// wraps another may rewrite them (``setTime(_:at:)``) before passing the
/// batch on. This is the package's addition: SwiftUI has no batch entry.
public struct AnimationBatch<Value: VectorArithmetic>: ~Copyable {
    /// What an animation did with one member.
    @usableFromInline
    package enum Outcome: UInt8 {
        /// Finished: the member's animation can be removed.
        case finished
        /// The value is in the member's result storage.
        case stored
        /// The value is the member's change scaled by its scale.
        case scaled
    }

    @usableFromInline let values: UnsafePointer<Value>
    @usableFromInline let times: UnsafeMutablePointer<TimeInterval>
    @usableFromInline let contexts: UnsafeMutablePointer<AnimationContext<Value>>
    @usableFromInline let results: UnsafeMutablePointer<Value>
    @usableFromInline let scales: UnsafeMutablePointer<Double>
    @usableFromInline let outcomes: UnsafeMutablePointer<Outcome>

    /// The number of members.
    public let count: Int

    /// Creates a batch over the runtime's storage: `count` members' changes,
    /// elapsed times, contexts, result storage (initialized values, kept
    /// from frame to frame), scales and outcomes. Every outcome is reset to
    /// finished.
    @usableFromInline
    package init(
        count: Int, values: UnsafePointer<Value>, times: UnsafeMutablePointer<TimeInterval>,
        contexts: UnsafeMutablePointer<AnimationContext<Value>>, results: UnsafeMutablePointer<Value>,
        scales: UnsafeMutablePointer<Double>, outcomes: UnsafeMutablePointer<Outcome>
    ) {
        self.count = count
        self.values = values
        self.times = times
        self.contexts = contexts
        self.results = results
        self.scales = scales
        self.outcomes = outcomes
        outcomes.update(repeating: .finished, count: count)
    }

    /// The change member `member` animates towards (what
    /// ``CustomAnimation/animate(value:time:context:)`` calls `value`).
    ///
    /// - Parameter member: The member, in `0..<count`.
    /// - Returns: The change.
    @inlinable
    public func value(at member: Int) -> Value {
        values[member]
    }

    /// The time elapsed since member `member`'s animation started, in
    /// seconds.
    ///
    /// - Parameter member: The member, in `0..<count`.
    /// - Returns: The elapsed time.
    @inlinable
    public func time(at member: Int) -> TimeInterval {
        times[member]
    }

    /// Replaces member `member`'s elapsed time, for an animation that
    /// passes the batch on to another on a different clock (a delay, a
    /// speed).
    ///
    /// - Parameters:
    ///   - time: The new elapsed time.
    ///   - member: The member, in `0..<count`.
    @inlinable
    public mutating func setTime(_ time: TimeInterval, at member: Int) {
        times[member] = time
    }

    /// Member `member`'s context: its state and environment.
    ///
    /// - Parameter member: The member, in `0..<count`.
    @inlinable
    public subscript(contextAt member: Int) -> AnimationContext<Value> {
        unsafeAddress { UnsafePointer(contexts + member) }
        nonmutating unsafeMutableAddress { contexts + member }
    }

    /// Reports member `member`'s value, or that it has finished.
    ///
    /// - Parameters:
    ///   - result: The value, or `nil` once the animation has finished.
    ///   - member: The member, in `0..<count`.
    @inlinable
    public mutating func setResult(_ result: Value?, at member: Int) {
        if let result {
            results[member] = result
            outcomes[member] = .stored
        } else {
            outcomes[member] = .finished
        }
    }

    /// Reports that member `member`'s value is its change scaled by
    /// `factor`: `value(at: member).scaled(by: factor)`, which the runtime
    /// computes without allocating.
    ///
    /// - Parameters:
    ///   - factor: The factor.
    ///   - member: The member, in `0..<count`.
    @inlinable
    public mutating func setResult(scaling factor: Double, at member: Int) {
        scales[member] = factor
        outcomes[member] = .scaled
    }

    /// Writes member `member`'s value in place.
    ///
    /// `body` receives the member's result storage, which holds the value
    /// written on an earlier frame or `.zero`: write the whole value, with
    /// the in-place operations (``VectorArithmetic/formSum(_:_:scaledBy:)``,
    /// ``VectorArithmetic/add(_:scaledBy:)``) to avoid allocating.
    ///
    /// - Parameters:
    ///   - member: The member, in `0..<count`.
    ///   - body: Writes the value.
    /// - Returns: What `body` returns.
    @inlinable
    public mutating func withResult<R>(at member: Int, _ body: (inout Value) throws -> R) rethrows -> R {
        outcomes[member] = .stored
        return try body(&results[member])
    }

    /// Marks member `member` as finished.
    ///
    /// - Parameter member: The member, in `0..<count`.
    @inlinable
    public mutating func setFinished(at member: Int) {
        outcomes[member] = .finished
    }

    /// What the animation reported for a member, for the runtime.
    @inlinable
    package func outcome(at member: Int) -> Outcome {
        outcomes[member]
    }

    /// The scale reported with ``setResult(scaling:at:)``, for the runtime.
    @inlinable
    package func scale(at member: Int) -> Double {
        scales[member]
    }
}
