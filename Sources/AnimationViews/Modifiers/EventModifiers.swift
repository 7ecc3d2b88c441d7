import AnimationCore
import Foundation

/// Runs an action when the content is tapped.
struct _TapGesture: ViewModifier, PrimitiveModifier {
    var count: Int
    var action: () -> Void
    func body(content: Content) -> Never { neverBody(content: content) }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.kind = .tap
        node.tapAction = action
        node.updateChild(content, in: context)
    }
}

/// Runs an action when the content first appears.
struct _AppearModifier: ViewModifier, PrimitiveModifier {
    var action: () -> Void
    func body(content: Content) -> Never { neverBody(content: content) }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        if node.isNew { node.graph.appearActions[ObjectIdentifier(node)] = action }
        node.kind = .passthrough
        node.updateChild(content, in: context)
    }
}

/// Runs an action after an update in which a value changed.
struct _ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    var value: Value
    var initial: Bool
    var action: (Value, Value) -> Void
    func body(content: Content) -> Never { neverBody(content: content) }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let previous = node.local { Remembered<Value>() }.replace(with: value)
        let value = self.value, action = self.action
        if let previous, previous != value {
            node.graph.deferredActions.append { action(previous, value) }
        } else if previous == nil && initial {
            node.graph.deferredActions.append { action(value, value) }
        }
        node.kind = .passthrough
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Runs an action when the view is tapped (``ViewHost/tap(at:)``).
    ///
    /// - Parameters:
    ///   - count: The number of taps; the headless host delivers single
    ///     taps, so only 1 is recognized.
    ///   - action: The action.
    /// - Returns: The view.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGesture(count: count, action: action))
    }

    /// Runs an action after the view first appears.
    ///
    /// - Parameter action: The action.
    /// - Returns: The view.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearModifier(action: action ?? {}))
    }

    /// Runs an action after an update in which `value` changed.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether to run the action when the view first appears.
    ///   - action: Receives the old and the new value.
    /// - Returns: The view.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs an action after an update in which `value` changed.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether to run the action when the view first appears.
    ///   - action: The action.
    /// - Returns: The view.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}
