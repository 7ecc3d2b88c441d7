import Foundation

/// What happens to a press: what a view with a press handler (a button)
/// hears from ``ViewHost/press(at:)``, ``ViewHost/move(to:)`` and
/// ``ViewHost/release(at:)``.
///
/// Points are in the coordinates of the view's frame (host coordinates
/// before the transforms of the items above it).
package enum PressPhase: Equatable {
    /// The pointer went down on the view.
    case began(at: CGPoint)
    /// The pointer moved: where, and whether it is inside the view now.
    case moved(to: CGPoint, inside: Bool)
    /// The pointer went up: where, and whether inside the view (a button
    /// acts only then).
    case ended(at: CGPoint, inside: Bool)
    /// The press ended without the pointer going up (the view left).
    case cancelled
}

/// How a view that takes presses answers an event.
///
/// Several views can take one press: every view under the pointer whose
/// gesture or control takes presses, innermost first (a high-priority
/// gesture before the views inside it). Each hears the events until it
/// fails; the first that recognizes its gesture takes the press, and the
/// others (but simultaneous gestures) hear `.cancelled`.
package enum PressResponse {
    /// It may still recognize its gesture.
    case possible
    /// It recognized its gesture (a drag past its minimum distance, a
    /// button released inside): it takes the press.
    case recognized
    /// It will not recognize its gesture in this press.
    case failed
}

/// How far a press moves before a view that drags (a scroll view, a
/// pager, a sheet) takes it from the views inside: 10 points, UIKit's
/// usual slop.
package struct DragSlop {
    static let distance: CGFloat = 10
    private var start: CGPoint?
    private var passed = false

    /// The answer to an event of a view that drags.
    mutating func response(to phase: PressPhase) -> PressResponse {
        switch phase {
        case .began(let point):
            start = point
            passed = false
            return .possible
        case .moved(let point, _):
            if !passed, let start, point.x.isFinite, point.y.isFinite,
                hypot(point.x - start.x, point.y - start.y) > Self.distance
            {
                passed = true
            }
            return passed ? .recognized : .possible
        case .ended:
            return passed ? .recognized : .failed
        case .cancelled:
            return .failed
        }
    }

    /// A press that has not moved yet.
    package init() {
    }
}
