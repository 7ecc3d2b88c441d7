import Foundation

/// A state of a state machine, as GameplayKit's `GKState`: subclasses say
/// which states may follow and act on entering, leaving and each frame.
open class GKState: NSObject {
    /// The machine the state belongs to.
    public internal(set) weak var stateMachine: GKStateMachine?

    /// A state.
    public override init() {
        super.init()
    }

    /// Whether a state of a class may follow; any may, by default.
    open func isValidNextState(_ stateClass: AnyClass) -> Bool { true }
    /// Called when the machine enters the state.
    open func didEnter(from previousState: GKState?) {}
    /// Called when the machine leaves the state.
    open func willExit(to nextState: GKState) {}
    /// Called each frame while the state is current.
    open func update(deltaTime seconds: TimeInterval) {}
}

/// A machine of states, one current, as GameplayKit's `GKStateMachine`.
open class GKStateMachine: NSObject {
    private let states: [GKState]
    /// The current state.
    public private(set) var currentState: GKState?

    /// A machine of states (one of each class).
    public init(states: [GKState]) {
        var seen = Set<ObjectIdentifier>()
        self.states = states.filter { seen.insert(ObjectIdentifier(type(of: $0))).inserted }
        super.init()
        for state in self.states { state.stateMachine = self }
    }

    /// The state of a class.
    open func state<StateType: GKState>(forClass stateClass: StateType.Type) -> StateType? {
        states.first { type(of: $0) == stateClass } as? StateType
    }

    /// Whether the machine may enter a state of a class now.
    open func canEnterState(_ stateClass: AnyClass) -> Bool {
        guard states.contains(where: { type(of: $0) == stateClass }) else { return false }
        return currentState?.isValidNextState(stateClass) ?? true
    }

    /// Enters a state of a class: the current state's `willExit(to:)`,
    /// then the new one's `didEnter(from:)`. `false` when the machine has
    /// no such state or the current one refuses it.
    @discardableResult
    open func enter(_ stateClass: AnyClass) -> Bool {
        guard canEnterState(stateClass), let next = states.first(where: { type(of: $0) == stateClass }) else { return false }
        let previous = currentState
        previous?.willExit(to: next)
        currentState = next
        next.didEnter(from: previous)
        return true
    }

    /// Updates the current state.
    open func update(deltaTime sec: TimeInterval) {
        currentState?.update(deltaTime: sec)
    }
}
