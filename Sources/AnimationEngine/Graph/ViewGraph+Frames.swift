import AnimationCore
import AnimationRuntime
import Foundation

/// Frames: the attributes the graph drives while they animate, and the
/// views that re-run with their animated data.
extension ViewGraph {
    var isAnimating: Bool {
        !animating.isEmpty
    }

    /// Lets the graph drive an attribute that animates (its callers have
    /// just seen it start: asking again through the existential cost a
    /// generic-metadata look-up per attribute, 6 % of a tap that starts
    /// 10,000 opacities).
    func watch(_ slot: AttributeSlot) {
        guard slot.animatingIndex < 0, !slot.isFrozen else { return }
        slot.animatingIndex = animating.count
        animating.append(Unmanaged.passUnretained(slot))
    }

    /// Stops driving an attribute.
    func unwatch(_ slot: AttributeSlot) {
        guard slot.animatingIndex >= 0 else { return }
        removeAnimating(at: slot.animatingIndex)
    }

    private func removeAnimating(at index: Int) {
        let removed = animating[index]
        let last = animating.removeLast()
        if index < animating.count {
            animating[index] = last
            last.borrowed { $0.animatingIndex = index }
        }
        removed.borrowed { $0.animatingIndex = -1 }
    }

    /// Advances every animating attribute to `time`; each change invalidates
    /// what its attribute's role says (a redraw, a layout, a re-run), and
    /// the views whose animatable data moved re-run.
    func advanceAnimations(to time: TimeInterval) {
        clock.advance(to: time)
        guard !animating.isEmpty else { return }
        var index = 0
        while index < animating.count {
            // Borrowed, not retained (see ``animating``): the slot stays alive
            // through its node even if the change below unwatches it.
            let (stillAnimating, stillHere) = animating[index].borrowed { slot in
                let stillAnimating = slot.attribute.advanceFrame(to: time)
                slot.nodeReference.borrowed { node in node.primitive.attributeDidChange(slot.role, of: node) }
                return (stillAnimating, slot.animatingIndex == index)
            }
            if stillAnimating {
                index += 1
            } else if stillHere {
                removeAnimating(at: index)
            }
        }
        runScheduledReruns(at: time)
        removeFinishedLeavingNodes()
    }

    /// Re-runs the node with its animated data in the next batch of re-runs.
    package func scheduleRerun(_ node: ViewNode) {
        updates.scheduleRerun(node)
    }

    /// Re-runs the nodes scheduled to, outermost first.
    func runScheduledReruns(at time: TimeInterval) {
        let ran = updates.runReruns { $0.rerun(transaction: Transaction(), at: time) }
        guard ran else { return }
        // Views these re-runs made did not arrive in an animated transaction.
        matchedGeometry.finishPass(animating: nil, at: time)
    }
}
