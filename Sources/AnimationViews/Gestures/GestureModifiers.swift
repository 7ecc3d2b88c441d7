import AnimationCore
import AnimationRuntime
import Foundation

/// A gesture that runs an action each time its value changes.
public struct _ChangedGesture<Base: Gesture> {
    let base: Base
    let action: @MainActor (Base.Value) -> Void
}

extension _ChangedGesture: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes the base gesture and reports its changes.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        CallbackRecognizer(base: base._makeRecognizer(), changed: action, ended: nil)
    }
}

/// A gesture that runs an action when it ends.
public struct _EndedGesture<Base: Gesture> {
    let base: Base
    let action: @MainActor (Base.Value) -> Void
}

extension _EndedGesture: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes the base gesture and reports its end.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        CallbackRecognizer(base: base._makeRecognizer(), changed: nil, ended: action)
    }
}

/// Passes a recognizer's outcomes on, calling actions on the way.
///
/// Changes made while a gesture changes (in `onChanged`, and by
/// `updating`) are made in a transaction that tracks velocity, so that a
/// spring started when the gesture ends (`withAnimation(.spring) { ... }`
/// in `onEnded`) sets off at the speed the gesture left the values at.
final class CallbackRecognizer<Value>: WrappingRecognizer<Value, Value> {
    /// The transaction of changes made while a gesture changes.
    static var interactive: Transaction {
        var transaction = Transaction()
        transaction.tracksVelocity = true
        return transaction
    }

    let changed: (@MainActor (Value) -> Void)?
    let ended: (@MainActor (Value) -> Void)?

    init(base: _GestureRecognizer<Value>, changed: (@MainActor (Value) -> Void)?, ended: (@MainActor (Value) -> Void)?) {
        self.changed = changed
        self.ended = ended
        super.init(base: base)
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Value> {
        let outcome = base.handle(event)
        switch outcome {
        case .changed(let value):
            if let changed { withTransaction(Self.interactive) { changed(value) } }
        case .ended(let value): ended?(value)
        case .possible, .failed: break
        }
        return outcome
    }
}

extension Gesture {
    /// Runs an action each time the gesture's value changes.
    ///
    /// The action runs in a transaction that tracks velocity: values it
    /// changes carry their speed into a spring started when the gesture
    /// ends (as SwiftUI's interactive springs do).
    ///
    /// - Parameter action: The action, given the value.
    /// - Returns: The gesture.
    @preconcurrency public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }

    /// Runs an action when the gesture ends.
    ///
    /// - Parameter action: The action, given the final value.
    /// - Returns: The gesture.
    @preconcurrency public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    /// Updates a gesture state while the gesture changes; the state resets
    /// when the gesture ends or stops, in the reset transaction of its
    /// `GestureState` (animated if that sets an animation).
    ///
    /// - Parameters:
    ///   - state: The gesture state (`$dragOffset`).
    ///   - body: Sets the state from the value; it may set the
    ///     transaction the change is made in (an animation).
    /// - Returns: The gesture.
    @preconcurrency public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }
}

/// A gesture that updates a ``GestureState`` while it changes.
public struct GestureStateGesture<Base: Gesture, State> {
    let base: Base
    let state: GestureState<State>
    let update: @MainActor (Base.Value, inout State, inout Transaction) -> Void
}

extension GestureStateGesture: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes the base gesture, updating the state.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        StateRecognizer(base: base._makeRecognizer(), state: state, body: update)
    }
}

/// Updates a gesture state from a recognizer's outcomes.
final class StateRecognizer<Value, State>: WrappingRecognizer<Value, Value> {
    let state: GestureState<State>
    let body: @MainActor (Value, inout State, inout Transaction) -> Void

    init(base: _GestureRecognizer<Value>, state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void) {
        self.state = state
        self.body = body
        super.init(base: base)
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Value> {
        let outcome = base.handle(event)
        switch outcome {
        case .changed(let value):
            var current = state.wrappedValue
            var transaction = CallbackRecognizer<Value>.interactive
            body(value, &current, &transaction)
            state.set(current, transaction: transaction)
        case .ended, .failed:
            state.reset()
        case .possible:
            break
        }
        return outcome
    }
}
