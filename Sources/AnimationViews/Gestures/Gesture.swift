import AnimationCore
import AnimationRuntime
import Foundation

/// An input that a view recognizes from pointer events: a drag, and the
/// gestures made from it with `onChanged`, `onEnded` and `updating`.
///
/// Attach one with ``AnimationEngine/View/gesture(_:including:)``. A custom gesture
/// composes others in its `body`. Like SwiftUI's (iOS 18), the protocol
/// is isolated to the main actor.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of (`Never` for primitive gestures).
    associatedtype Body: Gesture

    /// The gesture this one is made of.
    var body: Body { get }

    /// Makes what recognizes one run of the gesture from pointer events.
    func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    /// A composed gesture is recognized as its body.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        body._makeRecognizer()
    }
}

extension Never: Gesture {
    /// Never has a value.
    public typealias Value = Never

    /// Never is recognized.
    public func _makeRecognizer() -> _GestureRecognizer<Never> {
        _GestureRecognizer()
    }
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// One pointer event, as a gesture sees it.
struct GestureEvent {
    enum Phase {
        /// The pointer went down, moved, went up, or the press stopped.
        case began, moved, ended, cancelled
        /// A frame passed while the pointer is down (for gestures that
        /// depend on time: a long press).
        case tick
    }

    var phase: Phase
    /// Where the pointer is, in the view's own coordinates.
    var location: CGPoint
    /// Where the pointer is, in the host's coordinates.
    var globalLocation: CGPoint
    /// The host's time of the event.
    var time: TimeInterval
    /// The date of that time on the host's clock.
    var date: Date
    /// Every pointer down, in the host's coordinates: one for a press, two
    /// for a pinch or a rotation (``/AnimationEngine/ViewHost/press(touches:)``); `location`
    /// is their centroid.
    var touches: [CGPoint] = []
    /// The size of the gesture's view.
    var bounds: CGSize = .zero
}

/// What a recognizer makes of an event.
enum GestureOutcome<Value> {
    /// Nothing yet (a drag shorter than its minimum distance).
    case possible
    /// The gesture is under way, with this value.
    case changed(Value)
    /// The gesture ended, with this value.
    case ended(Value)
    /// The gesture did not happen, or stopped without ending (its state
    /// resets).
    case failed
}

/// Recognizes one run of a gesture from pointer events; made afresh for
/// each press.
@MainActor
public class _GestureRecognizer<Value> {
    init() {}

    /// What the event makes of the gesture. The base recognizer never
    /// recognizes anything.
    func handle(_ event: GestureEvent) -> GestureOutcome<Value> {
        .failed
    }

    /// Whether the recognizer wants `.tick` events while the pointer is
    /// down.
    var wantsTicks: Bool { false }

    /// Whether the values it reports with `.changed` come before it is
    /// recognized (a long press reports `true` at touch-down and is
    /// recognized only when held long enough): such values do not take
    /// the press from other views.
    var reportsWhilePossible: Bool { false }

    /// Until when, after the pointer went up undecided (`.possible`), the
    /// recognizer waits for another press (a double tap); `nil`: it does
    /// not wait.
    var waitsUntil: TimeInterval? { nil }
}

/// A recognizer that passes another's outcomes on (changing them, or
/// acting on them): it asks for ticks, waits and reports while possible
/// exactly as the recognizer it wraps.
class WrappingRecognizer<Base, Value>: _GestureRecognizer<Value> {
    let base: _GestureRecognizer<Base>

    init(base: _GestureRecognizer<Base>) {
        self.base = base
    }

    override var wantsTicks: Bool { base.wantsTicks }
    override var waitsUntil: TimeInterval? { base.waitsUntil }
    override var reportsWhilePossible: Bool { base.reportsWhilePossible }
}
