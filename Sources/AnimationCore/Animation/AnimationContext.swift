/// Contextual values that a custom animation can use to manage state and
/// read the environment.
///
/// SwiftUI creates contexts itself; this package also offers
/// ``init(environment:)`` so that custom animations can be driven and
/// tested headlessly, frame by frame.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The environment of the view that started the animation.
    public private(set) var environment: EnvironmentValues

    private var logicallyComplete = false

    // Declared last: the state's inline bytes are the bulk of a context, and
    // the fields above are read on every frame.
    /// The current state of the animation; it persists between calls.
    public var state: AnimationState<Value>

    /// Whether the animation has finished its meaningful part, although it
    /// may still be running (the long tail of a spring).
    ///
    /// Animations set it to `true` to fire `.logicallyComplete` completion
    /// handlers early. It can be set to `true` once; setting it back to
    /// `false` is ignored. An animation that never sets it is logically
    /// complete when it finishes (returns `nil`).
    public var isLogicallyComplete: Bool {
        get { logicallyComplete }
        set { logicallyComplete = logicallyComplete || newValue }
    }

    /// Creates a context with an empty state.
    ///
    /// - Parameter environment: The environment the animation reads.
    public init(environment: EnvironmentValues = EnvironmentValues()) {
        self.state = AnimationState()
        self.environment = environment
    }

    /// Replaces the environment, for the runtime when the host's environment
    /// changes while the animation runs.
    package mutating func setEnvironment(_ environment: EnvironmentValues) {
        self.environment = environment
    }

    /// Clears logical completion, for the runtime when an animation merges
    /// into a new one that has its own course to run.
    package mutating func resetLogicalCompletion() {
        logicallyComplete = false
    }

    /// Creates a context of another value type with the given state and the
    /// same environment and logical completion, for running a
    /// sub-animation.
    ///
    /// - Parameter state: The state the new context holds.
    /// - Returns: The new context.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>(environment: environment)
        context.state = state
        context.logicallyComplete = logicallyComplete
        return context
    }
}
