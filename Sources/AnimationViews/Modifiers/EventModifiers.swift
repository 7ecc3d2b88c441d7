import AnimationCore
import Foundation

/// Runs an action when the content is tapped.
struct _TapGesture: PrimitiveModifier {
    var count: Int
    var action: @MainActor () -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        _ = node.ownPrimitive { TapTarget() }
        // A disabled view takes no taps.
        node.tapAction = context.environment.isEnabled ? action : nil
        node.updateChild(content, in: context)
    }
}

/// A tap target: laid out as its content, drawn as an item that holds the
/// content's items and takes taps inside its frame.
final class TapTarget: NodePrimitive {
    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.tapTarget = ObjectIdentifier(node)
    }
}

/// Runs an action when the content first appears.
struct _AppearModifier: PrimitiveModifier {
    var action: @MainActor () -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        if node.isNew { node.graph.appearActions[ObjectIdentifier(node)] = action }
        node.updateChild(content, in: context)
    }
}

/// Runs an action after an update in which a value changed.
struct _ChangeModifier<Value: Equatable>: PrimitiveModifier {
    var value: Value
    var initial: Bool
    var action: @MainActor (Value, Value) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let previous = node.local { Remembered<Value>() }.replace(with: value)
        let value = self.value, action = self.action
        if let previous, previous != value {
            node.graph.deferredActions.append { action(previous, value) }
        } else if previous == nil && initial {
            node.graph.deferredActions.append { action(value, value) }
        }
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
    @preconcurrency nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(_TapGesture(count: count, action: action))
    }

    /// Runs an action after the view first appears.
    ///
    /// - Parameter action: The action.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_AppearModifier(action: action ?? {}))
    }

    /// Runs an action after an update in which `value` changed.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether to run the action when the view first appears.
    ///   - action: Receives the old and the new value.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
    ) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs an action after an update in which `value` changed.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether to run the action when the view first appears.
    ///   - action: The action.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}
