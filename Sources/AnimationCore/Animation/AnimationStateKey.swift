/// A key for values that a custom animation stores between frames in its
/// ``AnimationState``.
///
/// Define the state an animation needs as the key type itself, and expose
/// it with a computed property on ``AnimationContext``:
///
/// ```swift
/// private struct PausableState<Value: VectorArithmetic>: AnimationStateKey {
///     var paused = false
///     var pauseTime: TimeInterval = 0.0
///     static var defaultValue: Self { .init() }
/// }
/// ```
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value

    /// The value before the animation has stored any.
    static var defaultValue: Value { get }
}
