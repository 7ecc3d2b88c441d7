import AnimationCore
import Foundation

extension ViewHost {
    /// Drags a draggable view and drops it: presses at `start`, holds
    /// for the lift delay (0.5 s, the host's clock advancing), moves toward
    /// `end` once a frame for `duration`, and releases at `end`, where the
    /// view that accepts the items takes them (see `draggable(_:)` and
    /// `dropDestination(for:action:isTargeted:)`).
    ///
    /// - Parameters:
    ///   - start: Where the pointer goes down, in host coordinates.
    ///   - end: Where it goes up.
    ///   - duration: How long the move takes, in seconds.
    /// - Returns: Whether a view took the drop.
    @discardableResult
    public func dragAndDrop(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) -> Bool {
        guard press(at: start) else { return false }
        advance(by: DragAndDropSession.liftDelay + 1 / scheduler.frameRate)
        let session = graph.feature(DragAndDropSession.self)
        var took = false
        move(from: start, to: end, duration: duration)
        let dragging = session.isDragging
        session.onDrop = { took = $0 }
        release(at: end)
        session.onDrop = nil
        return dragging && took
    }

    /// Whether a drag and drop is under way (a draggable view was lifted
    /// and has not been dropped).
    public var isDraggingItems: Bool { graph.feature(DragAndDropSession.self).isDragging }
}
