import AnimationViews
import Foundation

/// A recognizer of a gesture from touches, as UIKit's: a state machine
/// that subclasses drive from `touchesBegan`/`Moved`/`Ended`/`Cancelled`
/// by setting ``state`` (settable, as `UIGestureRecognizerSubclass` makes
/// it; a change UIKit does not allow, such as leaving `.failed` before the
/// next sequence, is ignored). Setting `.began`, `.changed`, `.ended` or `.cancelled` sends the
/// recognizer's actions; a `.began` (or a discrete `.ended` from
/// `.possible`) that the delegate's `gestureRecognizerShouldBegin` refuses
/// becomes `.failed`.
///
/// The headless host sends touches to recognizers a SwiftUI view holds
/// through `UIGestureRecognizerRepresentable` (SwiftUI's `gesture(_:)`),
/// whose `handleUIGestureRecognizerAction` is the action. Target-action
/// pairs are kept but cannot be called without the Objective-C runtime
/// (sending them warns once). A recognizer added to a UIKit view
/// (`addGestureRecognizer`) hears nothing: the host draws UIKit views as
/// placeholders and sends them no touches.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer.
    public enum State: Int, Sendable {
        /// Not recognized yet (the start of every sequence).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete gesture: recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture was not recognized.
        case failed

        /// A discrete gesture was recognized: `ended`'s other name.
        public static var recognized: State { .ended }
    }

    private var storedState = State.possible
    private var targets: [(target: AnyObject?, action: Selector)] = []
    private var warnedAboutSelectors = false
    /// Where the last touch was, in the host's coordinates.
    private var lastLocation = CGPoint.zero

    /// The state; setting it sends actions (see the type's discussion).
    open var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }
    /// Whether it takes touches.
    open var isEnabled = true
    /// What it asks.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Whether recognized touches are cancelled in the view (kept).
    open var cancelsTouchesInView = true
    /// Whether touches wait for the recognizer to fail (kept).
    open var delaysTouchesBegan = false
    /// Whether touch ends wait for the recognizer (kept).
    open var delaysTouchesEnded = true
    /// Whether it takes one kind of touch at a time (kept).
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?
    /// How many touches it is following.
    open private(set) var numberOfTouches = 0

    /// Called with the recognizer for each action it sends (what SwiftUI's
    /// representable installs).
    package var sendsAction: ((UIGestureRecognizer) -> Void)?
    /// The time of the last touch, in seconds.
    package private(set) var lastTimestamp: TimeInterval = 0

    /// A recognizer with a target and an action.
    ///
    /// - Parameters:
    ///   - target: The object the action is sent to.
    ///   - action: The method's selector (kept, never called).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targets.append((target as AnyObject?, action)) }
    }

    /// A recognizer without a target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and an action (kept, never called: see the type's
    /// discussion).
    ///
    /// - Parameters:
    ///   - target: The object.
    ///   - action: The method's selector.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((target as AnyObject, action))
    }

    /// Removes a target's actions.
    ///
    /// - Parameters:
    ///   - target: The object (`nil`: every target).
    ///   - action: The selector (`nil`: every selector).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            (target == nil || entry.target === (target as AnyObject?)) && (action == nil || entry.action == action)
        }
    }

    /// Asks this recognizer to wait for another to fail (kept: the host
    /// runs one recognizer per view).
    ///
    /// - Parameter otherGestureRecognizer: The other recognizer.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// Resets the recognizer's own values when a sequence is over; the
    /// subclasses' hook.
    open func reset() {}

    /// Touches went down.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches went up.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Where the gesture is in a view's coordinates: the host's for `nil`,
    /// less the view's origin in its window (its frames' origins up its
    /// superviews) for a view.
    ///
    /// - Parameter view: The view, or `nil` for the window.
    /// - Returns: The location.
    open func location(in view: UIView?) -> CGPoint {
        Self.convert(lastLocation, to: view)
    }

    /// Where one of its touches is in a view's coordinates (the host has
    /// one pointer: every index is that touch).
    ///
    /// - Parameters:
    ///   - touchIndex: The touch.
    ///   - view: The view, or `nil` for the window.
    /// - Returns: The location.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// A point in the host's coordinates in a view's.
    static func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        var origin = CGPoint.zero
        var current = view
        while let each = current {
            origin.x += each.frame.minX - each.bounds.minX
            origin.y += each.frame.minY - each.bounds.minY
            current = each.superview
        }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// Whether UIKit allows a change of state: from `.possible` to any;
    /// from `.began` or `.changed` to `.changed`, `.ended` or
    /// `.cancelled`; from an end only back to `.possible`.
    private static func allows(_ from: State, _ to: State) -> Bool {
        switch from {
        case .possible: true
        case .began, .changed: to == .changed || to == .ended || to == .cancelled || to == .possible
        case .ended, .cancelled, .failed: to == .possible
        }
    }

    private func transition(to newState: State) {
        // UIKit asserts on other changes; here they are ignored.
        guard Self.allows(storedState, newState) else { return }
        var next = newState
        let starting = storedState == .possible && (next == .began || next == .ended)
        if starting, delegate?.gestureRecognizerShouldBegin(self) == false { next = .failed }
        storedState = next
        switch next {
        case .began, .changed, .ended, .cancelled:
            sendsAction?(self)
            if !targets.isEmpty, !warnedAboutSelectors {
                warnedAboutSelectors = true
                CurrentHost.warn(
                    "UIGestureRecognizer: target-action selectors cannot be called without the Objective-C runtime; "
                        + "use UIGestureRecognizerRepresentable's handleUIGestureRecognizerAction")
            }
        case .possible, .failed:
            break
        }
    }

    // MARK: The host's touches

    /// A touch went down at a point of the host: a sequence after an
    /// ended, failed or cancelled one starts over from `.possible`.
    package func hostTouchBegan(at location: CGPoint, time: TimeInterval) {
        guard isEnabled else { return }
        if storedState != .possible && storedState != .began && storedState != .changed {
            storedState = .possible
            reset()
        }
        deliver(.began, at: location, time: time)
    }

    /// The touch moved.
    package func hostTouchMoved(to location: CGPoint, time: TimeInterval) {
        deliver(.moved, at: location, time: time)
    }

    /// The touch went up.
    package func hostTouchEnded(at location: CGPoint, time: TimeInterval) {
        deliver(.ended, at: location, time: time)
    }

    /// The touch was cancelled (the view left, the press stopped).
    package func hostTouchCancelled(time: TimeInterval) {
        deliver(.cancelled, at: lastLocation, time: time)
    }

    private func deliver(_ phase: UITouch.Phase, at location: CGPoint, time: TimeInterval) {
        guard isEnabled else { return }
        let touch = UITouch(location: location, previous: lastLocation, phase: phase, timestamp: time, view: nil)
        if phase == .began, delegate?.gestureRecognizer(self, shouldReceive: touch) == false { return }
        lastLocation = location
        lastTimestamp = time
        let event = UIEvent()
        switch phase {
        case .began:
            numberOfTouches = 1
            touchesBegan([touch], with: event)
        case .moved, .stationary:
            touchesMoved([touch], with: event)
        case .ended:
            touchesEnded([touch], with: event)
            numberOfTouches = 0
        case .cancelled:
            touchesCancelled([touch], with: event)
            numberOfTouches = 0
        }
    }

    /// A touch held still until `time` (long presses recognize on it).
    package func hostTouchHeld(time: TimeInterval) {}

    /// Two fingers pinched to a scale of their first distance (pinches
    /// follow it).
    package func hostPinch(scale: CGFloat, phase: UITouch.Phase, time: TimeInterval) {}

    /// Two fingers turned by an angle in radians (rotations follow it).
    package func hostRotation(_ angle: CGFloat, phase: UITouch.Phase, time: TimeInterval) {}

    /// The location of the last touch in the host's coordinates.
    package var hostLocation: CGPoint { lastLocation }
}
