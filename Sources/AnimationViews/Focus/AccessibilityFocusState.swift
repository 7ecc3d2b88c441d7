import AnimationCore

/// A property wrapper for which element has an assistive technology's
/// focus (VoiceOver's cursor), as SwiftUI's `AccessibilityFocusState`: a
/// `Bool` (`.accessibilityFocused($isFocused)`) or an optional value naming
/// the focused element (`.accessibilityFocused($field, equals: .name)`).
///
/// No assistive technology runs on the host: the focus moves when the app
/// writes the state (as it does on iOS to move VoiceOver), and a drawn view
/// says whether it has it (``AnimationEngine/DrawnView/hasAccessibilityFocus``).
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    /// Focus state that is `false` while the bound element is not focused.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// Focus state that is `nil` while none of the bound elements is
    /// focused.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    /// The focused element's value (or whether the element is focused).
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `accessibilityFocused(_:)` and
    /// `accessibilityFocused(_:equals:)`.
    public var projectedValue: Binding {
        Binding(binding: state.projectedValue)
    }

    /// A binding to accessibility focus state.
    @propertyWrapper
    public struct Binding {
        let binding: AnimationViews.Binding<Value>

        /// The focused element's value (or whether the element is focused).
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension AccessibilityFocusState: Sendable where Value: Sendable {}

extension AccessibilityFocusState: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        state.install(in: node, index: index, environment: environment)
    }
}

extension View {
    /// Binds the view's accessibility focus to a Boolean: `true` while the
    /// element has it.
    ///
    /// - Parameter condition: The focus state.
    /// - Returns: The view.
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        modifier(_AccessibilityFocusedModifier(binding: condition, value: true))
    }

    /// Binds the view's accessibility focus to a value: the element has it
    /// while the state equals `value`.
    ///
    /// - Parameters:
    ///   - binding: The focus state.
    ///   - value: The value that names this element.
    /// - Returns: The view.
    nonisolated public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        modifier(_AccessibilityFocusedModifier(binding: binding, value: value))
    }
}

/// An element that has the accessibility focus while its state equals
/// `value`.
struct _AccessibilityFocusedModifier<Value: Hashable>: PrimitiveModifier {
    nonisolated(unsafe) let binding: AccessibilityFocusState<Value>.Binding
    nonisolated(unsafe) let value: Value

    nonisolated init(binding: AccessibilityFocusState<Value>.Binding, value: Value) {
        self.binding = binding
        self.value = value
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let element = node.ownPrimitive { AccessibilityPrimitive() }
        let focused = binding.wrappedValue == value
        if element.info.hasAccessibilityFocus != focused {
            element.info.hasAccessibilityFocus = focused
            node.invalidateDrawing()
        }
        node.updateChild(content, in: context)
    }
}

extension DrawnView {
    /// Whether the view's element (the modifiers around it, or an element
    /// inside it) has the accessibility focus its `AccessibilityFocusState`
    /// gives.
    public var hasAccessibilityFocus: Bool {
        elementInfos.contains { $0.hasAccessibilityFocus == true }
    }
}
