import Foundation

/// What happens to a press: what a view with a press handler (a button)
/// hears from ``ViewHost/press(at:)``, ``ViewHost/move(to:)`` and
/// ``ViewHost/release(at:)``.
enum PressPhase: Equatable {
    /// The pointer went down on the view.
    case began
    /// The pointer moved: whether it is inside the view now.
    case moved(inside: Bool)
    /// The pointer went up: whether inside the view (a button acts only
    /// then).
    case ended(inside: Bool)
    /// The press ended without the pointer going up (the view left).
    case cancelled
}
