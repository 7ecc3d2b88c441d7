import AnimationCore
import Foundation

/// A node's part in pointer and text input: what a tap, a press and typing
/// do to it. Only nodes that take events have one (``ViewNode/pointer``),
/// made by the modifier or control that gives the node its handlers; the
/// graph's ``EventRegistry`` finds it by the node's identity, which is
/// what display-list items name as their tap target.
@MainActor
package final class PointerTarget {
    /// The node's identity (the tap target of its item).
    let id: ObjectIdentifier
    /// What a tap on the node does (a text field's focus, a presentation's
    /// dimmed background).
    package var tapAction: (@MainActor () -> Void)?
    /// What a press on the node does, phase by phase (buttons, gestures,
    /// scroll views); a node with one takes the pointer from its press to
    /// its release.
    package var pressHandler: (@MainActor (PressPhase) -> PressResponse)?
    /// How the press handler competes with others for a press.
    package var pressRole = PressRole.normal
    /// Whether the views inside the node take no presses (a gesture whose
    /// mask leaves out `.subviews`).
    package var pressExcludesSubviews = false
    /// What a text field does with typing, focus and submits (set by its
    /// `_TextInput` modifier).
    package var textInputHandler: (@MainActor (TextInputEvent) -> Void)?
    /// What that text field asks of the keyboard.
    package var textInputTraits = TextInputTraits()

    init(id: ObjectIdentifier) {
        self.id = id
    }

    /// Whether the node takes taps or presses, or silences the views inside.
    var takesEvents: Bool {
        tapAction != nil || pressHandler != nil || pressExcludesSubviews
    }
}

extension ViewNode {
    /// The node's pointer target, made (and registered with the graph's
    /// events) on first use: for a modifier or control that sets handlers.
    /// Code that only reads handlers uses ``pointer``.
    package var pointerTarget: PointerTarget {
        if let pointer { return pointer }
        let made = PointerTarget(id: ObjectIdentifier(self))
        pointer = made
        if !isDetached { graph.events.register(made) }
        return made
    }
}
