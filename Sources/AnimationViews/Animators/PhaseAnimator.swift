import AnimationCore
import AnimationRuntime
import Foundation

/// A view that steps its content through phases, animating each change.
///
/// - Without a trigger it cycles forever: it shows the first phase, then
///   animates to the second, and so on, wrapping around to the first.
/// - With a trigger, each change of the trigger runs through every phase
///   once and back to the first.
///
/// `animation` receives the phase being animated *to* and returns the
/// animation of that step (`nil` for none). Where SwiftUI does not say,
/// this package decides: a step starts at the first frame after the
/// previous step is logically complete; a step without animation (or whose
/// content has nothing to animate) lasts one frame; a trigger change
/// mid-run goes on from the current phase through the rest of the phases
/// back to the first (so the view always rests at the first phase).
/// Empty `phases` draw nothing, with a warning.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    let phases: [Phase]
    let trigger: (value: Any, isEqual: (Any) -> Bool)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Creates an animator that cycles through phases.
    ///
    /// - Parameters:
    ///   - phases: The phases, in order.
    ///   - content: Draws the view for a phase.
    ///   - animation: The animation to a phase; `.default` by default.
    nonisolated public init(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Creates an animator that runs through its phases when a trigger
    /// changes.
    ///
    /// - Parameters:
    ///   - phases: The phases, in order.
    ///   - trigger: A value whose changes start a run.
    ///   - content: Draws the view for a phase.
    ///   - animation: The animation to a phase; `.default` by default.
    nonisolated public init<Trigger: Equatable>(
        _ phases: some Sequence<Phase>, trigger: Trigger,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = (trigger, { ($0 as? Trigger) == trigger })
        self.content = content
        self.animation = animation
    }

    /// Draws the content for the current phase.
    public var body: Never { neverBody }
}

/// What a phase animator keeps between updates.
final class PhaseRun {
    let driver: FrameDriver
    /// When the last step started.
    var stepTime: TimeInterval = -1
    var index = 0
    /// Steps left in a triggered run (cycling runs have no end).
    var remaining = 0
    /// Whether the next step is due at the next frame.
    var stepDue = false
    /// Counts the steps taken: a step's completion that finds a later step
    /// taken (a trigger restarted the run) does nothing.
    var steps = 0
    var trigger: Any?

    init(driver: FrameDriver) {
        self.driver = driver
    }
}

extension PhaseAnimator: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        guard !phases.isEmpty else {
            node.graph.warn("PhaseAnimator has no phases: nothing to draw.")
            node.removeChildren()
            return
        }
        var isFirstUpdate = false
        let run = node.local {
            isFirstUpdate = true
            return PhaseRun(driver: node.makeFrameDriver(kind: "phaseAnimator"))
        }
        if isFirstUpdate {
            run.trigger = trigger?.value
            run.stepDue = trigger == nil && phases.count > 1
            node.drive(run.driver, run.stepDue)
            node.updateChild(content(phases[0]), in: context)
            return
        }
        if let trigger, let previous = run.trigger, !trigger.isEqual(previous) {
            // From the first phase, every phase and back; from another
            // (mid-run), the rest of them and back to the first.
            run.remaining = phases.count - run.index
            run.stepDue = true
        }
        run.trigger = trigger?.value
        var inner = context
        let cycling = trigger == nil
        if run.stepDue && (cycling || run.remaining > 0) && context.time > run.stepTime {
            // One step: to the next phase, with its animation; the next step
            // waits for this one to be logically complete.
            run.stepDue = false
            run.index = (run.index + 1) % phases.count
            if !cycling { run.remaining -= 1 }
            run.stepTime = context.time
            run.steps += 1
            var transaction = Transaction(animation: animation(phases[run.index]))
            let more = cycling || run.remaining > 0, step = run.steps
            transaction.addAnimationCompletion(criteria: .logicallyComplete) { [weak node] in
                guard more, run.steps == step, let node else { return }
                run.stepDue = true
                node.drive(run.driver, true)
            }
            inner.transaction = transaction
            // The step's completion waits for the animations the update starts.
            let hold = transaction.holdCompletions()
            node.updateChild(content(phases[run.index]), in: inner)
            node.drive(run.driver, false)
            hold.release()
            return
        }
        // A triggered run with no steps left has nothing due.
        if !cycling && run.remaining <= 0 { run.stepDue = false }
        node.drive(run.driver, run.stepDue)
        node.updateChild(content(phases[run.index]), in: inner)
    }
}

extension View {
    /// Cycles this view through phases, animating each change.
    ///
    /// - Parameters:
    ///   - phases: The phases, in order.
    ///   - content: Modifies this view (the placeholder) for a phase.
    ///   - animation: The animation to a phase; `.default` by default.
    /// - Returns: The animated view.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        _PlaceholderScope(content: self) {
            PhaseAnimator(phases, content: { content(PlaceholderContentView(), $0) }, animation: animation)
        }
    }

    /// Runs this view through phases each time `trigger` changes.
    ///
    /// - Parameters:
    ///   - phases: The phases, in order.
    ///   - trigger: A value whose changes start a run.
    ///   - content: Modifies this view (the placeholder) for a phase.
    ///   - animation: The animation to a phase; `.default` by default.
    /// - Returns: The animated view.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        _PlaceholderScope(content: self) {
            PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(), $0) }, animation: animation)
        }
    }
}

extension PhaseAnimator: View {}
