import Foundation

/// A swipe, as UIKit's: recognized once the touch has moved 50 points in
/// one of its ``direction``s, more along it than across.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        /// The directions' bits.
        public let rawValue: UInt

        /// Directions from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions it recognizes (right by default).
    open var direction: Direction = .right
    /// Fingers that make the gesture (the host has one).
    open var numberOfTouchesRequired = 1
    private var start = CGPoint.zero

    /// Records where the swipe started.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = hostLocation
    }

    /// Recognizes once the touch has gone 50 points one way.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let dx = hostLocation.x - start.x, dy = hostLocation.y - start.y
        let horizontal = abs(dx) > abs(dy)
        if (direction.contains(.right) && horizontal && dx >= 50) || (direction.contains(.left) && horizontal && dx <= -50)
            || (direction.contains(.down) && !horizontal && dy >= 50) || (direction.contains(.up) && !horizontal && dy <= -50)
        {
            state = .ended
        }
    }

    /// A touch that goes up before it swiped fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// A cancelled touch fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}

/// A pinch, as UIKit's: two fingers' distance over their first distance
/// (``scale``), with its ``velocity`` in scale a second. The host's
/// two-finger presses (`ViewHost.press(touches:)`) drive it.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale: 1 when the pinch begins; settable, as UIKit's (later
    /// changes multiply it).
    open var scale: CGFloat = 1
    /// The scale's change a second.
    open private(set) var velocity: CGFloat = 0
    private var base: CGFloat = 1
    private var last: (scale: CGFloat, time: TimeInterval)?

    override package func hostPinch(scale pinched: CGFloat, phase: UITouch.Phase, time: TimeInterval) {
        guard isEnabled, pinched.isFinite else { return }
        if phase == .moved || phase == .stationary {
            if let last, time > last.time { velocity = (pinched - last.scale) / (time - last.time) }
            last = (pinched, time)
        }
        stepTwoFingers(phase, start: { last = (1, time) }, begin: { base = scale }, update: { scale = base * pinched })
    }

    /// Back to a scale of 1.
    open override func reset() {
        scale = 1
        velocity = 0
        base = 1
        last = nil
    }
}

/// A rotation, as UIKit's: the angle two fingers have turned, in radians
/// (``rotation``), with its ``velocity`` in radians a second. The host's
/// two-finger presses drive it.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle turned: 0 when the rotation begins.
    open var rotation: CGFloat = 0
    /// The angle's change a second.
    open private(set) var velocity: CGFloat = 0
    private var base: CGFloat = 0
    private var last: (angle: CGFloat, time: TimeInterval)?

    override package func hostRotation(_ angle: CGFloat, phase: UITouch.Phase, time: TimeInterval) {
        guard isEnabled, angle.isFinite else { return }
        if phase == .moved || phase == .stationary {
            if let last, time > last.time { velocity = (angle - last.angle) / (time - last.time) }
            last = (angle, time)
        }
        stepTwoFingers(phase, start: { last = (0, time) }, begin: { base = rotation }, update: { rotation = base + angle })
    }

    /// Back to no rotation.
    open override func reset() {
        rotation = 0
        velocity = 0
        base = 0
        last = nil
    }
}

extension UIGestureRecognizer {
    /// One step of a continuous two-finger gesture: fingers down start a
    /// new sequence (`start`); a move begins the gesture (`begin`, then
    /// `update`) or changes it (`update`); lifting ends what began and
    /// fails what did not; a cancel cancels it.
    func stepTwoFingers(_ phase: UITouch.Phase, start: () -> Void, begin: () -> Void, update: () -> Void) {
        let active = state == .began || state == .changed
        switch phase {
        case .began:
            if state != .possible {
                state = .possible
                reset()
            }
            start()
        case .moved, .stationary:
            if state == .possible {
                begin()
                update()
                state = .began
            } else if active {
                update()
                state = .changed
            }
        case .ended:
            state = active ? .ended : .failed
        case .cancelled:
            state = active ? .cancelled : .failed
        }
    }
}
