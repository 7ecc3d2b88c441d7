import AnimationCore

/// Makes its content a text field: a tap focuses it, and while it is the
/// focused one the host's typing reaches `handler`. `isFocused` is the
/// focus its view wants (its `FocusState`, or its own); a disabled field
/// takes no focus.
struct _TextInput: PrimitiveModifier {
    var isFocused: Bool
    var isEnabled: Bool
    var handler: @MainActor (TextInputEvent) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        _ = node.ownPrimitive { TapTarget() }
        let pointer = node.pointerTarget
        pointer.textInputTraits = context.environment.textInputTraits
        let events = node.graph.events, target = ObjectIdentifier(node)
        if isEnabled {
            pointer.textInputHandler = handler
            pointer.tapAction = { [unowned events] in events.focus(target) }
        } else {
            pointer.textInputHandler = nil
            pointer.tapAction = nil
        }
        events.syncFocus(target, wanted: isFocused && isEnabled)
        node.updateChild(content, in: context)
    }
}
