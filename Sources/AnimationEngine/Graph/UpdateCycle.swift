import AnimationCore
import AnimationRuntime
import Foundation

/// The one update cycle: every way the views change (an event of the
/// host, a frame, the root's environment, the first install) runs through
/// ``runCycle(at:_:)`` and ``runPass(_:at:bodies:)``, which say the order
/// once.
///
/// A cycle at a time of the host:
/// 1. **changes made outside an event** (a timer, a task, the main queue)
///    apply first, each group in its own transaction (the passes below);
/// 2. **the event**: a press delivered, text typed, an action run, a
///    frame's animations stepped (attributes advanced, the views whose
///    animatable data moved re-run with it);
/// 3. **the passes** of the state the event wrote, one transaction at a
///    time, until none is left, each in the order of ``runPass(_:at:bodies:)``:
///    the writes commit and their views' **bodies** run (outermost first);
///    the **layout** of what they changed, at once if the pass animates (so
///    that moved views animate from the time of the change); the
///    transaction's **completions** go to the animations it started;
///    views whose removal transitions ended leave; **preferences** reach
///    their readers (views built from them re-run); then the **actions**,
///    in the order the pass noted them (an `onChange` when its body ran, an
///    `onPreferenceChange` when its value was delivered, an `onDisappear`),
///    then the `onAppear` of the views that appeared, inner first.
///
/// Layout that is not animated, the layout observers (`onGeometryChange`)
/// and the display list wait for the next read of the display list
/// (``displayList(in:)``), so a cycle costs only what its changes need. A
/// cycle started inside another's event (a tap is a press, then a release)
/// runs whole; the outer one then finds nothing left.
extension ViewGraph {
    /// Runs one update cycle at `time` around `event` (see the extension's
    /// discussion for the order).
    ///
    /// - Parameters:
    ///   - time: The host's time of the event (the clock never goes back).
    ///   - event: What happens: delivered after the changes made outside an
    ///     event are applied, before the passes of what it wrote.
    /// - Returns: What `event` returns.
    func runCycle<Result>(at time: TimeInterval, _ event: () -> Result) -> Result {
        clock.advance(to: time)
        if updates.needsUpdate { processUpdates(at: time) }
        let result = event()
        processUpdates(at: time)
        return result
    }

    /// Applies the pending state changes, one transaction at a time: each
    /// pass commits a group of writes and re-runs the views that own them
    /// (outermost first) in that group's transaction. Actions deferred
    /// outside an update (a view whose removal transition ended in a frame:
    /// its `onDisappear`, a press it had) run here too.
    private func processUpdates(at time: TimeInterval) {
        clock.advance(to: time)
        var passes = 0
        while updates.needsUpdate || updates.hasActions {
            passes += 1
            guard passes <= Self.maximumUpdatePasses else {
                warn("Views kept changing state while updating; gave up after \(Self.maximumUpdatePasses) passes.")
                updates.needsUpdate = false
                updates.commitAllChanges()
                break
            }
            updates.needsUpdate = false
            // Writes made during this pass belong to later ones.
            if let change = updates.takeNextChange() {
                // Lay out what earlier changes did first, so that this pass's
                // animation (if it has one) moves only what this pass changes.
                if layoutState.needsLayout, let size = layoutState.size { layout(in: size, transaction: nil, at: time) }
                for commit in change.commits { commit() }
                var owners: [ViewNode] = []
                for owner in change.owners where !owner.isDetached && owner.updateMarks.markDirty(in: change.transaction) {
                    owners.append(owner)
                }
                owners.sort { $0.depth < $1.depth }
                runPass(change.transaction, at: time, completions: change.hold) {
                    for owner in owners where owner.updateMarks.isDirty {
                        owner.rerun(transaction: owner.updateMarks.takePendingTransaction() ?? Transaction(), at: time)
                    }
                }
            } else {
                // Only actions wait.
                removeFinishedLeavingNodes()
                deliverResults(at: time)
            }
            if !updates.pendingChanges.isEmpty { updates.needsUpdate = true }
        }
    }

    /// One pass of an update, in the cycle's order: `bodies` run as part of
    /// the update; the layout of what they changed (animated with
    /// `transaction`'s animation, or with that of a change of children
    /// under an implicit animation; `nil`: views that arrived in no
    /// transaction, such as the first ones); the completions the
    /// transaction held go to the animations the pass started; views whose
    /// removal ended leave; preferences are delivered; the actions run.
    func runPass(
        _ transaction: Transaction?, at time: TimeInterval, completions: AnimationCompletionHold? = nil, bodies: () -> Void
    ) {
        updates.updating(bodies)
        if let transaction {
            layoutAnimatedChanges(of: transaction, at: time)
        } else {
            updates.structureAnimation = nil
            matchedGeometry.finishPass(animating: nil, at: time)
        }
        // The animations the pass started now hold the completions.
        completions?.release()
        removeFinishedLeavingNodes()
        deliverResults(at: time)
    }

    /// What follows views re-run in an update or a layout round: the
    /// preferences they produced reach their readers, then the actions run.
    func deliverResults(at time: TimeInterval) {
        deliverPreferences(at: time)
        updates.runActions()
    }

    /// Lets readers see the preferences the update produced: actions run,
    /// views built from values re-run (until the values settle, at most
    /// ``PreferenceRegistry/maximumRounds`` times, then a warning).
    private func deliverPreferences(at time: TimeInterval) {
        var rounds = 0
        while preferences.refresh() {
            rounds += 1
            guard rounds < PreferenceRegistry.maximumRounds else {
                warn("Preference values kept changing as views read them; stopped after \(PreferenceRegistry.maximumRounds) rounds.")
                break
            }
            runScheduledReruns(at: time)
        }
    }
}
