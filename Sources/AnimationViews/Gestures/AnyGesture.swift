import AnimationCore
import AnimationRuntime
import Foundation

/// A type-erased gesture, as in SwiftUI: any gesture of one value type,
/// recognized as the gesture it wraps (so that a function can return one
/// of several gestures, `AnyGesture(drag)` or `AnyGesture(tap.map { ... })`).
/// Like SwiftUI's, it is not isolated: one can be made anywhere.
@frozen
public struct AnyGesture<Value> {
    private let make: @MainActor () -> _GestureRecognizer<Value>

    /// Creates an instance from another gesture.
    ///
    /// - Parameter gesture: A gesture that you use to create a new gesture.
    nonisolated public init<T: Gesture>(_ gesture: sending T) where Value == T.Value {
        make = { gesture._makeRecognizer() }
    }
}

extension AnyGesture: Gesture {
    /// A type-erased gesture is primitive: it is recognized as the gesture
    /// it wraps.
    public typealias Body = Never

    /// The wrapped gesture's recognizer.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        make()
    }
}
