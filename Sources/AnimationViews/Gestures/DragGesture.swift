import AnimationCore
import Foundation

/// A pointer moved while pressed: recognized once it has moved
/// `minimumDistance` points from where it went down.
///
/// Its value's velocity is the pointer's speed over its last two events
/// (points per second); the predicted end is where a flick at that
/// velocity would come to rest under UIKit's normal deceleration (a rate of
/// 0.998 per millisecond: velocity × 0.499 s further), this package's
/// choice where SwiftUI does not document its prediction.
public struct DragGesture {
    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// The time of the event.
        public var time: Date
        /// Where the pointer is.
        public var location: CGPoint
        /// Where the pointer went down.
        public var startLocation: CGPoint
        /// How far the pointer moved from where it went down.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The pointer's velocity, in points per second.
        public var velocity: CGSize
        /// Where the drag would come to rest if released now.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.projection, y: location.y + velocity.height * Self.projection)
        }
        /// The translation at the predicted end.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        /// How far a flick travels per point per second of velocity:
        /// 0.998 / (1 − 0.998) ms, UIKit's normal deceleration.
        static let projection: CGFloat = 0.998 / (1 - 0.998) / 1000
    }

    /// How far the pointer must move before the drag is recognized.
    public var minimumDistance: CGFloat
    /// The coordinates the value's locations are in.
    public var coordinateSpace: CoordinateSpace

    /// Creates a drag gesture.
    ///
    /// - Parameters:
    ///   - minimumDistance: How far the pointer must move first; 10 points
    ///     by default. Negative or NaN distances count as 0.
    ///   - coordinateSpace: The coordinates of the locations: the view's
    ///     own (`.local`) by default, or the host's (`.global`; a named
    ///     space measures as `.global` here).
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isNaN ? 0 : max(0, minimumDistance)
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a drag gesture measured in a coordinate space.
    ///
    /// - Parameters:
    ///   - minimumDistance: How far the pointer must move first.
    ///   - coordinateSpace: The coordinates of the locations.
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

}

extension DragGesture: Gesture {
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes one drag.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, global: coordinateSpace != .local)
    }
}

/// Recognizes a drag.
final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let global: Bool
    private var start: CGPoint?
    private var last: (point: CGPoint, time: TimeInterval)?
    private var velocity = CGSize.zero
    private var active = false

    init(minimumDistance: CGFloat, global: Bool) {
        self.minimumDistance = minimumDistance
        self.global = global
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<DragGesture.Value> {
        let point = global ? event.globalLocation : event.location
        guard point.x.isFinite, point.y.isFinite else {
            // A pointer moving off the host moves nothing: a drag under way
            // keeps its last value. Lifted there, the drag ends where it
            // last was (or fails, if it never began).
            switch event.phase {
            case .cancelled: return .failed
            case .ended:
                guard active, let last else { return .failed }
                return .ended(value(at: last.point, event))
            default: return .possible
            }
        }
        switch event.phase {
        case .began:
            start = point
            last = (point, event.time)
            active = minimumDistance == 0
            return active ? .changed(value(at: point, event)) : .possible
        case .moved, .ended:
            guard let start else { return .failed }
            if let last, event.time > last.time {
                let dt = event.time - last.time
                velocity = CGSize(width: (point.x - last.point.x) / dt, height: (point.y - last.point.y) / dt)
            }
            last = (point, event.time)
            if !active, hypot(point.x - start.x, point.y - start.y) >= minimumDistance { active = true }
            guard active else { return event.phase == .ended ? .failed : .possible }
            return event.phase == .ended ? .ended(value(at: point, event)) : .changed(value(at: point, event))
        case .cancelled:
            return .failed
        case .tick:
            return .possible
        }
    }

    private func value(at point: CGPoint, _ event: GestureEvent) -> DragGesture.Value {
        DragGesture.Value(time: event.date, location: point, startLocation: start ?? point, velocity: velocity)
    }
}
