import AnimationCore
import Foundation

/// A primitive that follows drags of the pointer on its node: a scroll
/// view, a pager, a sheet. It takes a press from the views inside once the
/// press has moved ``DragSlop/distance`` points, and hears every phase of
/// the press meanwhile (``drag(_:node:)``).
///
/// One piece of press handling serves all of them
/// (``ViewNode/installDragging(_:)``).
@MainActor
package protocol DragTracking: AnyObject {
    /// How far the press has moved, and whether it passed the slop.
    var slop: DragSlop { get set }

    /// A phase of a press on the node.
    func drag(_ phase: PressPhase, node: ViewNode)
}

extension ViewNode {
    /// Makes presses on the node drag `tracker` (the node's primitive); a
    /// node that has a press handler already keeps it. The handler holds
    /// the node and the tracker weakly: a press that outlives the node (its
    /// `.cancelled` comes after the update that removed it) fails.
    package func installDragging(_ tracker: some DragTracking) {
        guard pointer?.pressHandler == nil else { return }
        let reference = weakReference
        weak let weakTracker = tracker
        pointerTarget.pressHandler = { phase in
            guard let node = reference.node, let tracker = weakTracker else { return .failed }
            tracker.drag(phase, node: node)
            return tracker.slop.response(to: phase)
        }
    }
}
