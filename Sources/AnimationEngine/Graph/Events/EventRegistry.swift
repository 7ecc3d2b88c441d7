import AnimationCore
import Foundation

/// The graph's tables of pointer and text input: the nodes that take
/// events (by identity, which display-list items name as tap targets), the
/// focused text field, the press under way and the pointers of a press of
/// several. Hit testing lives here too (``hits(_:in:)``); the host turns
/// its events into calls on the registry's targets.
///
/// The graph holds one (``ViewGraph/events``).
@MainActor
package final class EventRegistry {
    private let updates: UpdateQueue
    /// The pointer targets of the nodes in the tree, by node.
    private var targets: [ObjectIdentifier: PointerTarget] = [:]
    /// The text field that typing reaches.
    package var focusedInput: ObjectIdentifier? {
        didSet { if focusedInput != oldValue { focusedValues.focusedInput = focusedInput } }
    }
    /// The values views publish for the focused view and the scene
    /// (`focusedValue`, `focusedSceneValue`), which follow focus.
    package let focusedValues = FocusedValuesStore()
    /// The press under way, and the views competing for it.
    package private(set) var activePress: PressSession?

    /// Holds a press that began.
    func beginPress(_ session: PressSession) {
        activePress = session
    }

    /// Lets go of the press under way, if any, and returns it.
    func endPress() -> PressSession? {
        defer { activePress = nil }
        return activePress
    }
    /// The pointers down in a press of several (a pinch), in host
    /// coordinates; empty for a press of one pointer.
    private var touches: [CGPoint] = []

    init(updates: UpdateQueue) {
        self.updates = updates
    }

    /// Sets the pointers of a press of several (a pinch), in host
    /// coordinates; none ends it (a press of one pointer).
    func setTouches(_ touches: [CGPoint]) {
        self.touches = touches
    }

    /// The pointers a gesture sees while the press's centroid is at
    /// `point`: those of a press of several, or `point` alone.
    package func pointers(at point: CGPoint) -> [CGPoint] {
        touches.isEmpty ? [point] : touches
    }

    /// Runs an action after the current update (a field that lost focus
    /// hears `.blur` then).
    func afterUpdate(_ action: @escaping @MainActor () -> Void) {
        updates.afterUpdate(action)
    }

    /// Adds a node's pointer target (see ``ViewNode/pointerTarget``).
    func register(_ target: PointerTarget) {
        targets[target.id] = target
    }

    /// The pointer target of a node in the tree.
    func target(_ id: ObjectIdentifier) -> PointerTarget? {
        targets[id]
    }

    /// The tap action of a node in the tree.
    func tapAction(of id: ObjectIdentifier) -> (@MainActor () -> Void)? {
        targets[id]?.tapAction
    }

    /// The press handler of a node in the tree.
    func pressHandler(of id: ObjectIdentifier) -> (@MainActor (PressPhase) -> PressResponse)? {
        targets[id]?.pressHandler
    }

    /// A node with a pointer target left the tree: a focused text field
    /// loses focus (its handler hears `.blur` after the update), a press on
    /// it ends cancelled, and the target is forgotten.
    func nodeDetached(_ target: PointerTarget) {
        target.tapAction = nil
        if let handler = target.textInputHandler {
            target.textInputHandler = nil
            if focusedInput == target.id {
                focusedInput = nil
                updates.afterUpdate { handler(.blur) }
            }
        }
        if target.pressHandler != nil {
            target.pressHandler = nil
            pressEnded(on: target.id)
        }
        targets[target.id] = nil
    }

    /// A node that takes part in the press left the tree: it drops out of
    /// the press (its handler hears `.cancelled` once, after the update).
    func pressEnded(on id: ObjectIdentifier) {
        activePress?.remove(id, updates: updates)
    }

    /// Adds the registry's part to a census.
    func count(into census: inout GraphCensus) {
        census.eventNodes += targets.values.reduce(0) { $0 + ($1.takesEvents ? 1 : 0) }
        census.pressHeld = activePress != nil
    }
}
