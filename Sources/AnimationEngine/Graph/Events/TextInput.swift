import AnimationCore

/// What reaches a text field: focus coming and going, typing, and the
/// return key.
package enum TextInputEvent {
    /// The field became the focused one (a tap).
    case focus
    /// The field stopped being the focused one.
    case blur
    /// Characters typed at the end of the text.
    case insert(String)
    /// The last character deleted.
    case deleteBackward
    /// The return key: the submit actions run and the field loses focus.
    case submit
}

extension EventRegistry {
    /// Focuses a field, as a tap does: the field focused before hears
    /// `.blur`, the new one `.focus`.
    package func focus(_ target: ObjectIdentifier) {
        guard focusedInput != target, let handler = self.target(target)?.textInputHandler else { return }
        if let previous = focusedInput { self.target(previous)?.textInputHandler?(.blur) }
        focusedInput = target
        handler(.focus)
    }

    /// Follows the focus a field's view wants, during an update (focus set
    /// through its `FocusState`): the field focused before hears `.blur`
    /// after the update.
    package func syncFocus(_ target: ObjectIdentifier, wanted: Bool) {
        if wanted, focusedInput != target {
            if let previous = focusedInput {
                afterUpdate { [weak self] in self?.target(previous)?.textInputHandler?(.blur) }
            }
            focusedInput = target
        } else if !wanted, focusedInput == target {
            focusedInput = nil
        }
    }

    /// Submits the focused field: its submit actions run, then it loses
    /// focus. `false` when none is focused.
    func submitFocused() -> Bool {
        guard let focused = focusedInput, let handler = target(focused)?.textInputHandler else { return false }
        handler(.submit)
        if focusedInput == focused {
            focusedInput = nil
            handler(.blur)
        }
        return true
    }

    /// Sends typing to the focused field; `false` when none is focused.
    func sendInput(_ event: TextInputEvent) -> Bool {
        guard let focused = focusedInput, let handler = target(focused)?.textInputHandler else { return false }
        handler(event)
        return true
    }
}
