import AnimationCore
import AnimationRuntime
import Foundation

/// A view that plays keyframes: its content is drawn every frame with the
/// value the keyframes give at that time.
///
/// - Repeating (the default without a trigger): the keyframes loop for as
///   long as the view is shown; each loop starts exactly where the last one
///   ended. With `repeating: false`, the initial value is shown.
/// - With a trigger: the keyframes play once each time the trigger changes,
///   starting from the current value; when they end, the end value stays and
///   becomes the next run's start. A change mid-run calls `keyframes` with
///   the current value, and the new tracks start with the current velocity
///   of each track (by key path), so spring and cubic keyframes without an
///   explicit start velocity continue smoothly.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View> where Value == KeyframePath.Value {
    let initialValue: Value
    let repeating: Bool
    let trigger: (value: Any, isEqual: (Any) -> Bool)?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Creates an animator that loops (or, with `repeating: false`, shows
    /// its initial value).
    ///
    /// - Parameters:
    ///   - initialValue: The value the keyframes start from.
    ///   - repeating: Whether the keyframes loop; `true` by default.
    ///   - content: Draws the view for a value.
    ///   - keyframes: The keyframes, given the value they start from.
    nonisolated public init(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.repeating = repeating
        self.trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Creates an animator that plays once each time a trigger changes.
    ///
    /// - Parameters:
    ///   - initialValue: The value before the first run.
    ///   - trigger: A value whose changes start a run.
    ///   - content: Draws the view for a value.
    ///   - keyframes: The keyframes, given the value they start from.
    nonisolated public init<Trigger: Equatable>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.repeating = false
        self.trigger = (trigger, { ($0 as? Trigger) == trigger })
        self.content = content
        self.keyframes = keyframes
    }

    /// Draws the content for the current value.
    public var body: Never { neverBody }
}

/// What a keyframe animator keeps between frames.
final class KeyframeRun<Value> {
    var timeline: KeyframeTimeline<Value>?
    var start: TimeInterval = 0
    var current: Value
    var trigger: Any?
    let driver: FrameDriver

    init(current: Value, driver: FrameDriver) {
        self.current = current
        self.driver = driver
    }
}

extension KeyframeAnimator: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let run = node.local {
            let run = KeyframeRun(current: initialValue, driver: node.makeFrameDriver(kind: "keyframeAnimator"))
            // Its value as numbers, for the recording's trace and curve.
            run.driver.sample = { [weak run] in run.map { Components.of($0.current) } ?? [] }
            if trigger == nil && repeating {
                run.timeline = timeline(from: initialValue, velocities: [:])
                run.start = context.time
            }
            run.trigger = trigger?.value
            return run
        }
        let now = context.time
        if let trigger, let previous = run.trigger, !trigger.isEqual(previous) {
            // A new run from the current value, keeping each track's velocity.
            let velocities = run.timeline.map { $0.velocities(time: now - run.start) } ?? [:]
            run.timeline = timeline(from: run.current, velocities: velocities)
            run.start = now
        }
        run.trigger = trigger?.value
        var running = false
        if let timeline = run.timeline {
            var elapsed = now - run.start
            if repeating && timeline.duration > 0 && elapsed >= timeline.duration {
                // Loop without drift: whole passes since the start.
                let passes = (elapsed / timeline.duration).rounded(.down)
                run.start += passes * timeline.duration
                elapsed -= passes * timeline.duration
            }
            run.current = timeline.value(time: elapsed)
            running = repeating ? timeline.duration > 0 : elapsed < timeline.duration
            if !running && !repeating { run.timeline = nil }
            // The run's own start: a new trigger starts a new run.
            run.driver.since = running ? run.start : nil
            run.driver.runDuration = repeating ? nil : timeline.duration
        }
        node.drive(run.driver, running)
        node.updateChild(content(run.current), in: context)
    }

    private func timeline(from value: Value, velocities: [AnyKeyPath: Any]) -> KeyframeTimeline<Value> {
        KeyframeTimeline(initialValue: value, initialVelocities: velocities, keyframes: keyframes(value))
    }
}

extension View {
    /// Plays keyframes in a loop (or shows the initial value with
    /// `repeating: false`), drawing `content` with this view and the
    /// current value.
    ///
    /// - Parameters:
    ///   - initialValue: The value the keyframes start from.
    ///   - repeating: Whether the keyframes loop; `true` by default.
    ///   - content: Modifies this view (the placeholder) for a value.
    ///   - keyframes: The keyframes, given the value they start from.
    /// - Returns: The animated view.
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        _PlaceholderScope(content: self) {
            KeyframeAnimator(
                initialValue: initialValue, repeating: repeating,
                content: { content(PlaceholderContentView(), $0) }, keyframes: keyframes)
        }
    }

    /// Plays keyframes once each time `trigger` changes, drawing `content`
    /// with this view and the current value.
    ///
    /// - Parameters:
    ///   - initialValue: The value before the first run.
    ///   - trigger: A value whose changes start a run.
    ///   - content: Modifies this view (the placeholder) for a value.
    ///   - keyframes: The keyframes, given the value they start from.
    /// - Returns: The animated view.
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        _PlaceholderScope(content: self) {
            KeyframeAnimator(
                initialValue: initialValue, trigger: trigger,
                content: { content(PlaceholderContentView(), $0) }, keyframes: keyframes)
        }
    }
}

/// Draws `scoped`, in which placeholders stand for `content`.
struct _PlaceholderScope<Content: View, Scoped: View>: PrimitiveView {
    let content: Content
    let scoped: Scoped

    init(content: Content, @ViewBuilder scoped: () -> Scoped) {
        self.content = content
        self.scoped = scoped()
    }

    var body: Never { neverBody }

    func update(_ node: ViewNode, in context: ViewContext) {
        let content = self.content
        node.graph.withContent({ node, context in node.updateChild(content, in: context) }) {
            node.updateChild(scoped, in: context)
        }
    }
}

extension KeyframeAnimator: View {}

extension _PlaceholderScope: View {}
