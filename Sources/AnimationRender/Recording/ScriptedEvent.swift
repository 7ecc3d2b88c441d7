import AnimationCore
import AnimationViews
import Foundation

/// Something to do to the host at a time during a recording, such as a tap.
public struct ScriptedEvent: Sendable {
    /// When, in seconds from the start.
    public var time: TimeInterval
    /// What to do.
    public var action: @MainActor @Sendable (ViewHost) -> Void
    /// Where the event puts a finger down (a tap, a press), in host
    /// coordinates; `nil` for other events. Snapshot strategies check it
    /// against the view's bounds.
    public var touchLocation: CGPoint?
    /// What the event is, for a person (`tap at 195, 420`), as an
    /// inspector names the transaction the event opened; `nil` for an
    /// event made from a closure alone.
    public var name: String?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - time: When, in seconds from the start.
    ///   - action: What to do.
    @preconcurrency public init(time: TimeInterval, action: @escaping @MainActor @Sendable (ViewHost) -> Void) {
        self.time = time
        self.action = action
    }

    /// A tap at a point.
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - point: Where, in host coordinates.
    /// - Returns: The event.
    public static func tap(at time: TimeInterval, _ point: CGPoint) -> ScriptedEvent {
        var event = ScriptedEvent(time: time) { host in host.tap(at: point) }
        event.touchLocation = point
        event.name = "tap at " + Self.describe(point)
        return event
    }

    /// The pointer going down at a point (a button under it is pressed).
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - point: Where, in host coordinates.
    /// - Returns: The event.
    public static func press(at time: TimeInterval, _ point: CGPoint) -> ScriptedEvent {
        var event = ScriptedEvent(time: time) { host in host.press(at: point) }
        event.touchLocation = point
        event.name = "press at " + Self.describe(point)
        return event
    }

    /// The pressed pointer moving to a point.
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - point: Where, in host coordinates.
    /// - Returns: The event.
    public static func move(at time: TimeInterval, to point: CGPoint) -> ScriptedEvent {
        var event = ScriptedEvent(time: time) { host in host.move(to: point) }
        event.name = "move to " + Self.describe(point)
        return event
    }

    /// The pointer going up at a point.
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - point: Where, in host coordinates.
    /// - Returns: The event.
    public static func release(at time: TimeInterval, _ point: CGPoint) -> ScriptedEvent {
        var event = ScriptedEvent(time: time) { host in host.release(at: point) }
        event.name = "release at " + Self.describe(point)
        return event
    }

    /// Text typed into the focused text field.
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - text: The characters.
    /// - Returns: The event.
    public static func type(at time: TimeInterval, _ text: String) -> ScriptedEvent {
        var event = ScriptedEvent(time: time) { host in host.type(text) }
        event.name = "type \"\(text)\""
        return event
    }

    /// The return key in the focused text field.
    ///
    /// - Parameter time: When.
    /// - Returns: The event.
    public static func submit(at time: TimeInterval) -> ScriptedEvent {
        var event = ScriptedEvent(time: time) { host in host.submit() }
        event.name = "submit"
        return event
    }

    /// How many moves a gesture of `duration` makes: one a frame at 60 Hz
    /// (at least one); events on a view found by label or id
    /// (``ViewTarget``) move as often.
    static func steps(_ duration: TimeInterval) -> Int {
        duration.isFinite && duration > 0 ? max(1, Int((duration * 60).rounded())) : 1
    }

    /// A drag in a straight line: a press at `start`, a move toward `end`
    /// every 1/60 s for `duration`, and a release at `end`, as
    /// ``/AnimationEngine/ViewHost/drag(from:to:duration:)`` makes them.
    ///
    /// - Parameters:
    ///   - time: When the press happens.
    ///   - start: Where, in host coordinates.
    ///   - end: Where the drag ends.
    ///   - duration: How long it takes (a zero or negative duration moves
    ///     once, at the press's time).
    /// - Returns: The events, in order.
    public static func drag(at time: TimeInterval, from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) -> [ScriptedEvent] {
        let count = steps(duration)
        let step = duration.isFinite && duration > 0 ? duration / Double(count) : 0
        var events = [press(at: time, start)]
        for index in 1...count {
            let f = CGFloat(index) / CGFloat(count)
            events.append(move(at: time + step * Double(index), to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)))
        }
        events.append(release(at: time + step * Double(count), end))
        return events
    }

    /// A press held at a point for `duration`, then released.
    ///
    /// - Parameters:
    ///   - time: When the press happens.
    ///   - point: Where, in host coordinates.
    ///   - duration: How long it is held (0.6 s by default).
    /// - Returns: The events, in order.
    public static func longPress(at time: TimeInterval, _ point: CGPoint, duration: TimeInterval = 0.6) -> [ScriptedEvent] {
        [press(at: time, point), release(at: time + (duration.isFinite ? max(0, duration) : 0), point)]
    }

    /// Two pointers pinching about a center, as
    /// ``/AnimationEngine/ViewHost/pinch(at:from:to:angle:duration:)`` moves them.
    ///
    /// - Parameters:
    ///   - time: When they go down.
    ///   - center: Their centroid, in host coordinates.
    ///   - from: Their distance at the start (more than 0).
    ///   - to: Their distance at the end.
    ///   - duration: How long the pinch takes.
    /// - Returns: The events, in order.
    public static func pinch(at time: TimeInterval, center: CGPoint, from: CGFloat, to: CGFloat, duration: TimeInterval = 0.25) -> [ScriptedEvent] {
        twoPointers(at: time, center: center, span: (from, to), angle: (0, 0), duration: duration)
    }

    /// Two pointers turning about a center, as
    /// ``/AnimationEngine/ViewHost/rotate(at:by:span:duration:)`` moves them.
    ///
    /// - Parameters:
    ///   - time: When they go down.
    ///   - center: Their centroid, in host coordinates.
    ///   - rotation: How far they turn (clockwise on screen for positive angles).
    ///   - span: Their distance.
    ///   - duration: How long the turn takes.
    /// - Returns: The events, in order.
    public static func rotate(at time: TimeInterval, center: CGPoint, by rotation: Angle, span: CGFloat = 100, duration: TimeInterval = 0.25)
        -> [ScriptedEvent]
    {
        twoPointers(at: time, center: center, span: (span, span), angle: (0, rotation.radians), duration: duration)
    }

    private static func twoPointers(
        at time: TimeInterval, center: CGPoint, span: (CGFloat, CGFloat), angle: (Double, Double), duration: TimeInterval
    ) -> [ScriptedEvent] {
        let count = steps(duration)
        let step = duration.isFinite && duration > 0 ? duration / Double(count) : 0
        let first = ViewHost.twoPointers(at: center, span: span, angle: angle, fraction: 0)
        var events = [ScriptedEvent(time: time) { host in host.press(touches: first) }]
        for index in 1...count {
            let touches = ViewHost.twoPointers(at: center, span: span, angle: angle, fraction: Double(index) / Double(count))
            events.append(ScriptedEvent(time: time + step * Double(index)) { host in host.move(touches: touches) })
        }
        let last = ViewHost.twoPointers(at: center, span: span, angle: angle, fraction: 1)
        events.append(ScriptedEvent(time: time + step * Double(count)) { host in host.release(touches: last) })
        return events
    }

    /// `x, y` with at most three decimals.
    static func describe(_ point: CGPoint) -> String {
        Animation.number(Double(point.x)) + ", " + Animation.number(Double(point.y))
    }
}
