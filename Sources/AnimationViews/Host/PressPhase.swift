import Foundation

/// What happens to a press: what a view with a press handler (a button)
/// hears from ``ViewHost/press(at:)``, ``ViewHost/move(to:)`` and
/// ``ViewHost/release(at:)``.
///
/// Points are in the coordinates of the view's frame (host coordinates
/// before the transforms of the items above it).
enum PressPhase: Equatable {
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
