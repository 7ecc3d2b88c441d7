import AnimationCore

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the views can be interacted with: `false` under
    /// `disabled(true)`. Buttons and tap gestures do nothing when it is
    /// `false`, and controls draw dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables interaction with the view and its descendants: buttons,
    /// tap gestures.
    ///
    /// - Parameter disabled: Whether to; an enclosing `disabled(true)` wins
    ///   over an inner `disabled(false)`, as in SwiftUI.
    /// - Returns: The view.
    @inlinable
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(disabled: disabled))
    }
}

@usableFromInline
struct _DisabledModifier: PrimitiveModifier, Equatable {
    var disabled: Bool

    @usableFromInline
    init(disabled: Bool) {
        self.disabled = disabled
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        guard disabled, context.environment.isEnabled else { return node.updateChild(content, in: context) }
        var inner = context
        inner.environment.isEnabled = false
        node.updateChild(content, in: inner)
    }
}
