import AnimationCore
import Foundation

/// A tap target: laid out as its content, drawn as an item that holds the
/// content's items and takes taps inside its frame (buttons, text fields,
/// a presentation's dimmed background).
final class TapTarget: NodePrimitive, NodeDrawing {
    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.tapTarget = ObjectIdentifier(node)
    }
}

/// Runs an action when the content first appears.
@usableFromInline
struct _AppearModifier: PrimitiveModifier {
    var action: @MainActor () -> Void

    @usableFromInline
    init(action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.updateChild(content, in: context)
        // After the content's own: inner views appear first, as in SwiftUI.
        if node.isNew { node.graph.updates.appeared(node, action: action) }
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
            node.graph.updates.afterUpdate { action(previous, value) }
        } else if previous == nil && initial {
            node.graph.updates.afterUpdate { action(value, value) }
        }
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Runs an action when the view is tapped `count` times
    /// (`tap(at:)`): `TapGesture(count:)` with the action at
    /// its end, so repeated taps must come within 0.35 s and 10 points of
    /// each other.
    ///
    /// - Parameters:
    ///   - count: The number of taps.
    ///   - action: The action.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(_GestureModifier(gesture: _EndedGesture(base: TapGesture(count: count), action: { _ in action() }), mask: .all))
    }

    /// Runs an action with the tap's location when the view is tapped
    /// `count` times.
    ///
    /// - Parameters:
    ///   - count: The number of taps.
    ///   - coordinateSpace: The space of the location (`.local` by default).
    ///   - action: The action, given the location.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> some View {
        modifier(
            _GestureModifier(
                gesture: _EndedGesture(base: SpatialTapGesture(count: count, coordinateSpace: coordinateSpace), action: { action($0.location) }),
                mask: .all))
    }

    /// Runs an action after the view first appears.
    ///
    /// - Parameter action: The action.
    /// - Returns: The view.
    @inlinable
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

    /// Runs an action after an update in which `value` changed, with the
    /// new value: the form of iOS 14 to 16, deprecated in iOS 17 as in
    /// SwiftUI.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - action: Receives the new value.
    /// - Returns: The view.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @preconcurrency nonisolated public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> some View {
        modifier(_ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}
