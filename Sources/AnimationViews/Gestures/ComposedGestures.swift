import AnimationCore
import AnimationRuntime
import Foundation

/// Two gestures recognized at once: `simultaneously(with:)`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture> {
    /// The values of both gestures; `nil` for one that has not changed.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Creates the gesture.
    ///
    /// - Parameters:
    ///   - first: The first gesture.
    ///   - second: The second gesture.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SimultaneousGesture: Gesture {
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes both gestures from the same events.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SimultaneousRecognizer<First, Second>(first: first._makeRecognizer(), second: second._makeRecognizer())
    }
}

/// Feeds both recognizers every event: the pair changes when either does,
/// ends when neither is still under way and one ended, fails when both
/// failed.
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<SimultaneousGesture<First, Second>.Value> {
    typealias Pair = SimultaneousGesture<First, Second>.Value
    private var first: _GestureRecognizer<First.Value>?
    private var second: _GestureRecognizer<Second.Value>?
    private var value = Pair(first: nil, second: nil)
    private var ended = false

    init(first: _GestureRecognizer<First.Value>, second: _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override var wantsTicks: Bool { (first?.wantsTicks ?? false) || (second?.wantsTicks ?? false) }
    override var reportsWhilePossible: Bool {
        (first?.reportsWhilePossible ?? true) && (second?.reportsWhilePossible ?? true)
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Pair> {
        var changed = false
        if let recognizer = first {
            switch recognizer.handle(event) {
            case .changed(let v): value.first = v; changed = true
            case .ended(let v): value.first = v; changed = true; ended = true; first = nil
            case .failed: first = nil
            case .possible: break
            }
        }
        if let recognizer = second {
            switch recognizer.handle(event) {
            case .changed(let v): value.second = v; changed = true
            case .ended(let v): value.second = v; changed = true; ended = true; second = nil
            case .failed: second = nil
            case .possible: break
            }
        }
        if first == nil && second == nil { return ended ? .ended(value) : .failed }
        return changed ? .changed(value) : .possible
    }
}

/// A gesture followed by another: `sequenced(before:)`. The second starts
/// when the first ends, while the pointer is still down.
public struct SequenceGesture<First: Gesture, Second: Gesture> {
    /// The state of a sequence.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first ended; the second is under way (`nil` until it changes).
        case second(First.Value, Second.Value?)
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Creates the gesture.
    ///
    /// - Parameters:
    ///   - first: The first gesture.
    ///   - second: The second gesture.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SequenceGesture: Gesture {
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes the first gesture, then the second.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let second = self.second
        return SequenceRecognizer<First, Second>(first: first._makeRecognizer(), makeSecond: { second._makeRecognizer() })
    }
}

/// Runs the first recognizer; when it ends, starts the second with a
/// touch-down where the pointer is.
final class SequenceRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<SequenceGesture<First, Second>.Value> {
    typealias Value = SequenceGesture<First, Second>.Value
    private let first: _GestureRecognizer<First.Value>
    private let makeSecond: () -> _GestureRecognizer<Second.Value>
    private var second: _GestureRecognizer<Second.Value>?
    private var firstValue: First.Value?

    init(first: _GestureRecognizer<First.Value>, makeSecond: @escaping () -> _GestureRecognizer<Second.Value>) {
        self.first = first
        self.makeSecond = makeSecond
    }

    override var wantsTicks: Bool { second?.wantsTicks ?? first.wantsTicks }
    override var reportsWhilePossible: Bool { second == nil && first.reportsWhilePossible }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Value> {
        if event.location.x.isFinite, event.location.y.isFinite {
            lastLocation = (event.location, event.globalLocation)
        }
        if let second, let firstValue {
            switch second.handle(event) {
            case .possible: return event.phase == .ended ? .failed : .possible
            case .changed(let v): return .changed(.second(firstValue, v))
            case .ended(let v): return .ended(.second(firstValue, v))
            case .failed: return .failed
            }
        }
        switch first.handle(event) {
        case .possible: return .possible
        case .changed(let v): return .changed(.first(v))
        case .failed: return .failed
        case .ended(let v):
            firstValue = v
            guard event.phase != .ended, event.phase != .cancelled else {
                // The pointer went up as the first ended: the second never starts.
                return .ended(.second(v, nil))
            }
            let second = makeSecond()
            self.second = second
            var down = event
            down.phase = .began
            if !down.location.x.isFinite, let last = lastLocation {
                down.location = last.local
                down.globalLocation = last.global
            }
            switch second.handle(down) {
            case .changed(let w): return .changed(.second(v, w))
            case .ended(let w): return .ended(.second(v, w))
            case .failed: return .failed
            case .possible: return .changed(.second(v, nil))
            }
        }
    }

    /// Where the pointer last was (ticks carry no location).
    private var lastLocation: (local: CGPoint, global: CGPoint)?
}

/// One of two gestures, the first preferred: `exclusively(before:)`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture> {
    /// Which gesture was recognized.
    public enum Value {
        /// The first.
        case first(First.Value)
        /// The second (the first failed).
        case second(Second.Value)
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Creates the gesture.
    ///
    /// - Parameters:
    ///   - first: The preferred gesture.
    ///   - second: The other.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension ExclusiveGesture: Gesture {
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes the first gesture, or the second once the first failed.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        ExclusiveRecognizer<First, Second>(first: first._makeRecognizer(), second: second._makeRecognizer())
    }
}

/// Runs the first recognizer, keeping the events; if it fails, the
/// second hears the kept events and then the rest. So the second's actions
/// run only once the first failed: a single tap waits for a double tap's
/// time to run out.
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<ExclusiveGesture<First, Second>.Value> {
    typealias Value = ExclusiveGesture<First, Second>.Value
    private var first: _GestureRecognizer<First.Value>?
    private let second: _GestureRecognizer<Second.Value>
    private var kept: [GestureEvent] = []

    init(first: _GestureRecognizer<First.Value>, second: _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override var wantsTicks: Bool { first?.wantsTicks ?? second.wantsTicks }
    override var waitsUntil: TimeInterval? { first.map { $0.waitsUntil } ?? second.waitsUntil }
    override var reportsWhilePossible: Bool { first?.reportsWhilePossible ?? second.reportsWhilePossible }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Value> {
        guard let recognizer = first else { return mapSecond(second.handle(event)) }
        kept.append(event)
        switch recognizer.handle(event) {
        case .possible: return .possible
        case .changed(let v):
            kept = []
            return .changed(.first(v))
        case .ended(let v):
            kept = []
            return .ended(.first(v))
        case .failed:
            first = nil
            var outcome = GestureOutcome<Second.Value>.possible
            for event in kept {
                outcome = second.handle(event)
                if case .ended = outcome { break }
                if case .failed = outcome { break }
            }
            kept = []
            return mapSecond(outcome)
        }
    }

    private func mapSecond(_ outcome: GestureOutcome<Second.Value>) -> GestureOutcome<Value> {
        switch outcome {
        case .possible: .possible
        case .changed(let w): .changed(.second(w))
        case .ended(let w): .ended(.second(w))
        case .failed: .failed
        }
    }
}

extension Gesture {
    /// This gesture and another, recognized at once.
    ///
    /// - Parameter other: The other gesture.
    /// - Returns: The combined gesture.
    nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then another once it ends.
    ///
    /// - Parameter other: The gesture that follows.
    /// - Returns: The sequence.
    nonisolated public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or another if this one fails.
    ///
    /// - Parameter other: The other gesture.
    /// - Returns: The exclusive gesture.
    nonisolated public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
