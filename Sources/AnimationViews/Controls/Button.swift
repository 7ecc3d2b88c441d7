import AnimationCore
import Foundation

/// A control that runs an action when it is pressed and released inside
/// it (`tap(at:)`, or ``/AnimationEngine/ViewHost/press(at:)`` then
/// ``/AnimationEngine/ViewHost/release(at:)``).
///
/// The environment's button style draws it (``ButtonStyle``: the button
/// takes the presses and tells the style `isPressed`;
/// ``PrimitiveButtonStyle``: the style decides when to trigger). Without
/// one, the automatic style draws the label in the tint color. A disabled
/// button (`disabled(true)`) takes no presses.
public struct Button<Label: View> {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label
    @State private var isPressed = false
    @Environment(\.buttonStyle) private var style
    @Environment(\.isEnabled) private var isEnabled

    /// Creates a button with a label.
    ///
    /// - Parameters:
    ///   - action: What the button does.
    ///   - label: The label.
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a role and a label.
    ///
    /// - Parameters:
    ///   - role: The role; none when `nil`.
    ///   - action: What the button does.
    ///   - label: The label.
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension Button: View {
    /// The button as its style draws it.
    public var body: some View {
        let erased = ButtonStyleConfiguration.Label(content: AnyView(label))
        let action = enabledAction
        switch style {
        case .primitive(let make)?:
            make(PrimitiveButtonStyleConfiguration(role: role, label: erased, action: action))
        case .style(let make)?:
            make(ButtonStyleConfiguration(role: role, label: erased, isPressed: isPressed))
                .modifier(_ButtonPress(isPressed: $isPressed, isEnabled: isEnabled, action: action))
        case nil:
            BorderlessButtonStyle().makeBody(configuration: ButtonStyleConfiguration(role: role, label: erased, isPressed: isPressed))
                .modifier(_ButtonPress(isPressed: $isPressed, isEnabled: isEnabled, action: action))
        }
    }
}

extension Button {
    /// The action, or nothing while the button is disabled.
    private var enabledAction: @MainActor () -> Void {
        guard isEnabled else { return {} }
        return action
    }
}

extension Button where Label == Text {
    /// Creates a button with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - action: What the button does.
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button with a text label from a string.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - action: What the button does.
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a role and a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - role: The role; none when `nil`.
    ///   - action: What the button does.
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a role and a text label from a string.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - role: The role; none when `nil`.
    ///   - action: What the button does.
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// Takes presses for a button: `isPressed` follows the pointer, and a
/// release inside runs the action.
struct _ButtonPress: PrimitiveModifier {
    var isPressed: Binding<Bool>
    var isEnabled: Bool
    var action: @MainActor () -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        _ = node.ownPrimitive { TapTarget() }
        if isEnabled {
            let isPressed = self.isPressed
            // In an alert or a dialog, a button dismisses it after acting.
            let action: @MainActor () -> Void
            if let dismiss = context.environment.presentationButtonDismiss {
                let own = self.action
                action = {
                    own(); dismiss()
                }
            } else {
                action = self.action
            }
            node.pointerTarget.pressHandler = { phase in
                switch phase {
                case .began:
                    isPressed.wrappedValue = true
                    return .possible
                case .moved(_, let inside):
                    if isPressed.wrappedValue != inside { isPressed.wrappedValue = inside }
                    return .possible
                case .ended(_, let inside):
                    isPressed.wrappedValue = false
                    if inside { action() }
                    return inside ? .recognized : .failed
                case .cancelled:
                    isPressed.wrappedValue = false
                    return .failed
                }
            }
        } else {
            node.pointer?.pressHandler = nil
            if isPressed.wrappedValue { isPressed.wrappedValue = false }
        }
        node.updateChild(content, in: context)
    }
}
