import AnimationCore
import AnimationRuntime
import Foundation

/// An optional gesture is a gesture, as in SwiftUI: `nil` recognizes
/// nothing (so `.gesture(isEnabled ? drag : nil)` attaches the drag only
/// while enabled), and a gesture is recognized as itself.
extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value

    /// An optional gesture is primitive: it is recognized as its wrapped
    /// gesture, or not at all.
    public typealias Body = Never

    /// The wrapped gesture's recognizer; for `nil`, one that never
    /// recognizes anything.
    public func _makeRecognizer() -> _GestureRecognizer<Wrapped.Value> {
        switch self {
        case .some(let gesture): gesture._makeRecognizer()
        case .none: _GestureRecognizer()
        }
    }
}
