import AnimationCore
import Foundation

/// Publishes a value under a ``/AnimationEngine/FocusedValues`` key: for the focused view
/// (readers see it while focus is inside the modified view) or for the
/// whole scene.
struct FocusedValueModifier<Value>: PrimitiveModifier {
    let keyPath: WritableKeyPath<FocusedValues, Value?>
    let value: Value?
    let isScene: Bool

    nonisolated init(keyPath: WritableKeyPath<FocusedValues, Value?>, value: Value?, isScene: Bool) {
        self.keyPath = keyPath
        self.value = value
        self.isScene = isScene
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let store = node.graph.events.focusedValues
        if let value {
            store.publish(value, for: keyPath, from: node, isScene: isScene)
        } else {
            store.withdraw(keyPath, from: node, isScene: isScene)
        }
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Publishes a value for the focused view: ``FocusedValue`` and
    /// ``FocusedBinding`` readers see it while focus (here: the focused
    /// text field) is inside this view.
    ///
    /// - Parameters:
    ///   - keyPath: The key's property of ``/AnimationEngine/FocusedValues``.
    ///   - value: The value.
    /// - Returns: The view.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(FocusedValueModifier(keyPath: keyPath, value: value, isScene: false))
    }

    /// Publishes a value for the focused view, or nothing (`nil`).
    ///
    /// - Parameters:
    ///   - keyPath: The key's property of ``/AnimationEngine/FocusedValues``.
    ///   - value: The value, or `nil` to publish none.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(FocusedValueModifier(keyPath: keyPath, value: value, isScene: false))
    }

    /// Publishes a value for the scene: readers see it wherever focus is
    /// (a focused view's own value for the key wins).
    ///
    /// - Parameters:
    ///   - keyPath: The key's property of ``/AnimationEngine/FocusedValues``.
    ///   - value: The value.
    /// - Returns: The view.
    nonisolated public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(FocusedValueModifier(keyPath: keyPath, value: value, isScene: true))
    }

    /// Publishes a value for the scene, or nothing (`nil`).
    ///
    /// - Parameters:
    ///   - keyPath: The key's property of ``/AnimationEngine/FocusedValues``.
    ///   - value: The value, or `nil` to publish none.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(FocusedValueModifier(keyPath: keyPath, value: value, isScene: true))
    }
}
