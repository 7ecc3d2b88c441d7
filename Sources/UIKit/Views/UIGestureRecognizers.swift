import Foundation

/// How far a touch may move before a tap or a press fails, and before a
/// pan begins, in points (UIKit's hysteresis).
private let touchSlop: CGFloat = 10

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(b.x - a.x, b.y - a.y)
}

/// A tap, as UIKit's: recognized when the last of ``numberOfTapsRequired``
/// touches goes up within 10 points of where it went down, each tap
/// starting within 0.35 s of the last one's end.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps in a row that make the gesture.
    open var numberOfTapsRequired = 1
    /// Fingers that make the gesture (the host has one).
    open var numberOfTouchesRequired = 1
    private var start = CGPoint.zero
    private var taps = 0
    private var lastEnd: TimeInterval?

    /// Records where the tap started; too late after the last tap fails.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = hostLocation
        if let lastEnd, lastTimestamp - lastEnd > 0.35 { state = .failed }
    }

    /// Moving too far fails.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, distance(start, hostLocation) > touchSlop { state = .failed }
    }

    /// The last tap recognizes the gesture.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        taps += 1
        lastEnd = lastTimestamp
        if taps >= max(numberOfTapsRequired, 1) { state = .ended }
    }

    /// A cancelled touch fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Forgets the taps.
    open override func reset() {
        taps = 0
        lastEnd = nil
    }
}

/// A long press, as UIKit's: begins once the touch has been held for
/// ``minimumPressDuration`` within ``allowableMovement``, changes as it
/// moves, ends when it goes up.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the touch must be held, in seconds.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far it may move before it begins, in points.
    open var allowableMovement: CGFloat = touchSlop
    /// Fingers that make the gesture (the host has one).
    open var numberOfTouchesRequired = 1
    /// Taps before the press (kept).
    open var numberOfTapsRequired = 0
    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0

    /// Records where and when the press started.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = hostLocation
        startTime = lastTimestamp
    }

    /// Moving too far before it began fails; after, it changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible where distance(start, hostLocation) > allowableMovement: state = .failed
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Going up ends a press that began; fails one that did not.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// A cancelled touch cancels a press that began.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    override package func hostTouchHeld(time: TimeInterval) {
        if state == .possible, numberOfTouches > 0, time - startTime >= minimumPressDuration - 1e-6 { state = .began }
    }
}

/// A pan, as UIKit's: begins once the touch has moved 10 points, changes
/// as it moves, ends when it goes up. ``translation(in:)`` is measured
/// from where the touch went down (a documented choice: UIKit does not
/// say whether the first 10 points count).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers (the host has one).
    open var minimumNumberOfTouches = 1
    /// The most fingers.
    open var maximumNumberOfTouches = Int.max
    private var origin = CGPoint.zero
    private var samples: [(point: CGPoint, time: TimeInterval)] = []

    /// How far the pan has moved, in a view's coordinates (a translation
    /// is the same in every unscaled view).
    ///
    /// - Parameter view: The view.
    /// - Returns: The translation.
    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: hostLocation.x - origin.x, y: hostLocation.y - origin.y)
    }

    /// Sets the translation: later translations are measured from where it
    /// makes the touch's location.
    ///
    /// - Parameters:
    ///   - translation: The new translation.
    ///   - view: The view.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        origin = CGPoint(x: hostLocation.x - translation.x, y: hostLocation.y - translation.y)
    }

    /// The speed of the pan, in points a second: the change over the
    /// touches of the last 0.1 s (zero with fewer than two).
    ///
    /// - Parameter view: The view.
    /// - Returns: The velocity.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }), last.time > first.time
        else { return .zero }
        let dt = last.time - first.time
        return CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }

    /// Whether a touch that went down here may start the pan (screen-edge
    /// pans narrow it).
    func mayStart(at point: CGPoint) -> Bool { true }

    /// Records where the pan started.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        origin = hostLocation
        samples = [(hostLocation, lastTimestamp)]
        if !mayStart(at: hostLocation) { state = .failed }
    }

    /// Begins after 10 points; changes after.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        samples.append((hostLocation, lastTimestamp))
        while samples.count > 2, lastTimestamp - samples[0].time > 0.1 { samples.removeFirst() }
        switch state {
        case .possible where distance(origin, hostLocation) >= touchSlop: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends a pan that began; fails one that did not.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    /// Cancels a pan that began.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }
}

/// A pan that starts at an edge of the screen, as UIKit's: within 20
/// points of one of ``edges`` of the host.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it starts from.
    open var edges: UIRectEdge = []

    override func mayStart(at point: CGPoint) -> Bool {
        let screen = UIScreen.main.bounds
        return (edges.contains(.left) && point.x <= screen.minX + 20) || (edges.contains(.right) && point.x >= screen.maxX - 20)
            || (edges.contains(.top) && point.y <= screen.minY + 20) || (edges.contains(.bottom) && point.y >= screen.maxY - 20)
    }
}
