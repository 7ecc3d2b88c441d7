import AnimationCore

/// A property wrapper for where focus is among the text fields of a view:
/// a `Bool` (`.focused($isFocused)`) or an optional value naming the
/// focused field (`.focused($field, equals: .name)`).
///
/// As in SwiftUI, writing it moves focus (setting a field's value focuses
/// that field, `false` or `nil` unfocuses it), and focus moved by the user
/// (a tap on a field, a submit) writes it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>
    let blurred: Value

    /// Focus state that is `false` while the bound field is not focused.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        blurred = false
    }

    /// Focus state that is `nil` while none of the bound fields is focused.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        blurred = nil
    }

    /// The focused field's value (or whether the field is focused).
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: Binding {
        Binding(binding: state.projectedValue, blurred: blurred)
    }

    /// A binding to focus state.
    @propertyWrapper
    public struct Binding {
        let binding: AnimationViews.Binding<Value>
        let blurred: Value

        /// The focused field's value (or whether the field is focused).
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: Sendable where Value: Sendable {}

extension FocusState: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        state.install(in: node, index: index, environment: environment)
    }
}

/// The focus a `focused` modifier gives the text fields inside it: whether
/// its state names them, and how to move it to and from them.
struct FocusBinding {
    var isFocused: Bool
    var focus: @MainActor () -> Void
    var blur: @MainActor () -> Void
}

private struct FocusBindingKey: EnvironmentKey {
    static let defaultValue: FocusBinding? = nil
}

extension EnvironmentValues {
    /// The focus binding of the innermost `focused` modifier.
    var focusBinding: FocusBinding? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}

extension View {
    /// Binds the focus of the text field in the view to a Boolean: `true`
    /// while it is focused; setting it focuses or unfocuses the field.
    ///
    /// - Parameter condition: The focus state.
    /// - Returns: The view.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(binding: condition, value: true))
    }

    /// Binds the focus of the text field in the view to a value: the state
    /// equals `value` while the field is focused; setting the state to it
    /// focuses the field.
    ///
    /// - Parameters:
    ///   - binding: The focus state.
    ///   - value: The value that names this field.
    /// - Returns: The view.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier(binding: binding, value: value))
    }
}

/// Puts a focus binding in the environment of the content: the field
/// is focused while the state equals `value`.
struct _FocusedModifier<Value: Hashable>: PrimitiveModifier {
    var binding: FocusState<Value>.Binding
    var value: Value

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let binding = self.binding, value = self.value
        var inner = context
        inner.environment.focusBinding = FocusBinding(
            isFocused: binding.wrappedValue == value,
            focus: { binding.wrappedValue = value },
            blur: { if binding.wrappedValue == value { binding.wrappedValue = binding.blurred } })
        node.updateChild(content, in: inner)
    }
}
