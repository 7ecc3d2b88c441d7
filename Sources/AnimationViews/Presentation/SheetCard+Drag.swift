import AnimationCore
import AnimationRuntime
import Foundation

/// A sheet's drag and detents: the card follows a press that moves on it
/// (up to its largest detent, down as far as the press goes); released, it
/// springs to the nearest detent, writing the selection, or dismisses when
/// released more than a quarter of its smallest card below its smallest
/// detent (unless `interactiveDismissDisabled`). A new selection from the
/// content springs the card to its detent.
extension SheetCardPrimitive {
    /// How the card settles: UIKit's sheets move on a spring.
    static let settle = Animation.spring(response: 0.3, dampingFraction: 0.8)

    func drag(_ phase: PressPhase, node: ViewNode) {
        // Points arrive in the card's coordinates, which move with the
        // drag: adding the drag undoes that.
        let offset = dragOffset.presentation
        let largest = detents.last?.height ?? restingHeight
        let highest = min(0, restingHeight - largest)
        switch phase {
        case .began(let point):
            dragStart = point.y
        case .moved(let point, _):
            guard let start = dragStart, point.y.isFinite else { return }
            setOffset(max(highest, point.y + offset - start), animation: nil, node: node)
        case .ended(let point, _):
            guard let start = dragStart else { return }
            dragStart = nil
            let moved = point.y.isFinite ? max(highest, point.y + offset - start) : 0
            release(atHeight: restingHeight - moved, node: node)
        case .cancelled:
            dragStart = nil
            setOffset(0, animation: Self.settle, node: node)
        }
    }

    /// The card released at a height: it rests at the nearest detent, or
    /// dismisses.
    private func release(atHeight height: CGFloat, node: ViewNode) {
        let smallest = detents.first?.height ?? restingHeight
        // The card below its resting height: the bottom safe area.
        let below = max(0, node.frame.height - topGap - restingHeight)
        if height < smallest - (smallest + below) / 4, options.interactiveDismissDisabled != true {
            dismiss()
            return
        }
        guard
            let nearest = detents.min(by: { abs($0.height - height) < abs($1.height - height) }),
            nearest.detent != restingDetent.detent
        else {
            setOffset(0, animation: Self.settle, node: node)
            return
        }
        // The card moves to the new detent's layout where it is now drawn,
        // then springs into place.
        resting = nearest.detent
        shownHeight = nearest.height
        setOffset(nearest.height - height, animation: nil, node: node)
        setOffset(0, animation: Self.settle, node: node)
        node.invalidateLayout()
        if let selection = options.selection, selection.wrappedValue != nearest.detent {
            selection.wrappedValue = nearest.detent
        }
    }

    func setOffset(_ value: CGFloat, animation: Animation?, node: ViewNode) {
        var transaction = Transaction()
        transaction.animation = animation
        node.animate(dragOffset, to: value, in: ViewContext(transaction: transaction, environment: environment, time: node.graph.clock.currentTime))
        node.invalidateDrawing()
    }

    /// The content asked for other options: the card is laid out and drawn
    /// again, re-runs when its grabber shows or hides, and springs to a new
    /// resting height (a new selection, or detents) from where it is drawn,
    /// starting now.
    func optionsChanged(from old: SheetOptions, node: ViewNode) {
        node.invalidateLayout()
        node.invalidateDrawing()
        let grabberShowed = SheetCardPrimitive.showsGrabber(old, fullScreen: fullScreen)
        if grabberShowed != showsGrabber || (old.backgroundView == nil) != (options.backgroundView == nil) {
            node.graph.scheduleRerun(node)
        }
        if let selected = options.selected, selected != old.selected, selected != resting { resting = selected }
        // Before the first layout there is nothing to move from.
        guard !fullScreen, let shown = shownHeight else { return }
        detents = resolvedDetents(maximum: maximumHeight)
        let height = restingHeight
        guard height != shown, dragStart == nil else { return }
        shownHeight = height
        setOffset(height - shown + dragOffset.presentation, animation: nil, node: node)
        setOffset(0, animation: Self.settle, node: node)
    }
}
