import AnimationCore
import AnimationRuntime
import Foundation

extension ViewHost {
    /// The date of the host's time 0 (the wall clock's when the host was
    /// made, unless given to the initializer): the dates views see, such as
    /// a drag's `time` or a `TimelineView`'s, are this date plus the host's
    /// time. Setting it later moves the dates views see from then on (a
    /// timeline keeps the schedule it started).
    public var startDate: Date {
        get { graph.clock.startDate }
        set { graph.clock.start(at: newValue) }
    }

    /// Drags the pointer in a straight line: presses at `start`, moves
    /// toward `end` once a frame for `duration` (the host's clock advances
    /// with it), and releases at `end`. The release's velocity is the last
    /// frame's.
    ///
    /// A zero or negative duration moves once, at the same time as the
    /// press (the velocity is then zero). Non-finite points press or move
    /// nowhere (see ``press(at:)``).
    ///
    /// - Parameters:
    ///   - start: Where the pointer goes down, in host coordinates.
    ///   - end: Where it goes up.
    ///   - duration: How long the drag takes, in seconds.
    /// - Returns: Whether a view that takes presses was under `start`.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) -> Bool {
        guard press(at: start) else { return false }
        move(from: start, to: end, duration: duration)
        release(at: end)
        return true
    }

    /// Moves the pressed pointer in a straight line, once a frame for
    /// `duration` (the clock advancing); a zero, negative or non-finite
    /// duration moves once, at once.
    package func move(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        let frames = duration.isFinite && duration > 0 ? max(1, Int((duration * scheduler.frameRate).rounded())) : 1
        let step = duration.isFinite && duration > 0 ? duration / Double(frames) : 0
        for frame in 1...frames {
            let fraction = CGFloat(frame) / CGFloat(frames)
            if step > 0 { advance(by: step) }
            move(to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
    }
}

extension ViewHost {
    /// Puts several pointers down at once (two for a pinch or a rotation):
    /// the views under their centroid take the press, and gestures see
    /// every pointer. Points that are not finite press nothing.
    ///
    /// - Parameter touches: The pointers, in host coordinates; none presses
    ///   nothing.
    /// - Returns: Whether a view that takes presses is under the centroid.
    @discardableResult
    public func press(touches: [CGPoint]) -> Bool {
        guard let center = Self.centroid(touches) else { return false }
        graph.events.setTouches(touches)
        let pressed = press(at: center)
        if !pressed { graph.events.setTouches([]) }
        return pressed
    }

    /// Moves the pointers of a press of several.
    ///
    /// - Parameter touches: Where they are now, as many as went down.
    public func move(touches: [CGPoint]) {
        guard let center = Self.centroid(touches) else { return }
        graph.events.setTouches(touches)
        move(to: center)
    }

    /// Lifts the pointers of a press of several.
    ///
    /// - Parameter touches: Where they go up.
    /// - Returns: Whether the press ended inside the view it began on.
    @discardableResult
    public func release(touches: [CGPoint]) -> Bool {
        defer { graph.events.setTouches([]) }
        guard let center = Self.centroid(touches) else { return release(at: CGPoint(x: CGFloat.nan, y: .nan)) }
        graph.events.setTouches(touches)
        return release(at: center)
    }

    /// Pinches two pointers about a center: they go down `from` points
    /// apart, along `angle`, move once a frame to `to` points apart over
    /// `duration`, and go up.
    ///
    /// - Parameters:
    ///   - center: The pointers' centroid, in host coordinates.
    ///   - from: Their distance at the start; must be more than 0.
    ///   - to: Their distance at the end.
    ///   - angle: The direction of the line between them (horizontal by
    ///     default).
    ///   - duration: How long the pinch takes, in seconds.
    /// - Returns: Whether a view that takes presses was under the center.
    @discardableResult
    public func pinch(at center: CGPoint, from: CGFloat, to: CGFloat, angle: Angle = .zero, duration: TimeInterval = 0.25) -> Bool {
        twoPointers(at: center, span: (from, to), angle: (angle.radians, angle.radians), duration: duration)
    }

    /// Turns two pointers about a center: they go down `span` points apart,
    /// horizontally, turn once a frame by `rotation` (clockwise on screen
    /// for positive angles) over `duration`, and go up.
    ///
    /// - Parameters:
    ///   - center: The pointers' centroid, in host coordinates.
    ///   - rotation: How far they turn.
    ///   - span: Their distance (100 points by default).
    ///   - duration: How long the turn takes, in seconds.
    /// - Returns: Whether a view that takes presses was under the center.
    @discardableResult
    public func rotate(at center: CGPoint, by rotation: Angle, span: CGFloat = 100, duration: TimeInterval = 0.25) -> Bool {
        twoPointers(at: center, span: (span, span), angle: (0, rotation.radians), duration: duration)
    }

    /// Presses at a point, holds for `duration` (the host's clock
    /// advancing), and releases there.
    ///
    /// - Parameters:
    ///   - point: Where, in host coordinates.
    ///   - duration: How long, in seconds (0.6 by default: past a long
    ///     press's 0.5).
    /// - Returns: Whether a view that takes presses was under the point.
    @discardableResult
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) -> Bool {
        guard press(at: point) else { return false }
        if duration.isFinite, duration > 0 { advance(by: duration) }
        release(at: point)
        return true
    }

    /// The two pointers of a pinch or a rotation at a fraction of it.
    ///
    /// - Parameters:
    ///   - center: Their centroid.
    ///   - span: Their distance at the start and at the end.
    ///   - angle: The direction of the line between them at the start and
    ///     at the end, in radians.
    ///   - fraction: How far through the gesture, 0 to 1.
    /// - Returns: The two points.
    nonisolated public static func twoPointers(at center: CGPoint, span: (CGFloat, CGFloat), angle: (Double, Double), fraction: Double) -> [CGPoint] {
        let half = (span.0 + (span.1 - span.0) * CGFloat(fraction)) / 2
        let direction = angle.0 + (angle.1 - angle.0) * fraction
        let dx = half * CGFloat(cos(direction)), dy = half * CGFloat(sin(direction))
        return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }

    private func twoPointers(at center: CGPoint, span: (CGFloat, CGFloat), angle: (Double, Double), duration: TimeInterval) -> Bool {
        precondition(
            span.0 > 0 && span.0.isFinite && span.1.isFinite && span.1 >= 0,
            "ViewHost: a pinch's distances must be finite, the first more than 0, not \(span.0) and \(span.1)")
        guard press(touches: Self.twoPointers(at: center, span: span, angle: angle, fraction: 0)) else { return false }
        let frames = duration.isFinite && duration > 0 ? max(1, Int((duration * scheduler.frameRate).rounded())) : 1
        let step = duration.isFinite && duration > 0 ? duration / Double(frames) : 0
        for frame in 1...frames {
            if step > 0 { advance(by: step) }
            move(touches: Self.twoPointers(at: center, span: span, angle: angle, fraction: Double(frame) / Double(frames)))
        }
        release(touches: Self.twoPointers(at: center, span: span, angle: angle, fraction: 1))
        return true
    }

    private static func centroid(_ touches: [CGPoint]) -> CGPoint? {
        guard !touches.isEmpty, touches.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let n = CGFloat(touches.count)
        return CGPoint(x: touches.map(\.x).reduce(0, +) / n, y: touches.map(\.y).reduce(0, +) / n)
    }
}
