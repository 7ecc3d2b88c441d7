import AnimationCore
import AnimationRuntime
import Foundation

/// A gesture whose values are another's, transformed, as SwiftUI's
/// `Gesture.map(_:)` makes: recognized exactly as the base gesture, each
/// value it reports (while it changes, and when it ends) passed through
/// the transform.
public struct _MapGesture<Content: Gesture, Value> {
    let content: Content
    let body: @MainActor (Content.Value) -> Value
}

extension _MapGesture: Gesture {
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes the base gesture and transforms its values.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MapRecognizer(base: content._makeRecognizer(), transform: body)
    }
}

/// Passes a recognizer's outcomes on with their values transformed.
final class MapRecognizer<Base, Value>: WrappingRecognizer<Base, Value> {
    let transform: @MainActor (Base) -> Value

    init(base: _GestureRecognizer<Base>, transform: @escaping @MainActor (Base) -> Value) {
        self.transform = transform
        super.init(base: base)
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Value> {
        switch base.handle(event) {
        case .possible: .possible
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}

extension Gesture {
    /// A gesture whose values are this one's, transformed (a tap made to
    /// report `()` beside a drag, a drag's translation made a `CGFloat`).
    ///
    /// - Parameter body: The transform, given each value.
    /// - Returns: The gesture.
    @preconcurrency public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, body: body)
    }
}
