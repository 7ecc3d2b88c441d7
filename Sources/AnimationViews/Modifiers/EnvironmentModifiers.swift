import AnimationCore
import Foundation

/// Sets a value of the environment for its content.
@usableFromInline
struct _EnvironmentKeyWritingModifier<Value>: PrimitiveModifier {
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var value: Value

    @usableFromInline
    init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        inner.environment[keyPath: keyPath] = value
        node.updateChild(content, in: inner)
    }
}

/// Changes a value of the environment in place: `transformEnvironment`.
struct _EnvironmentKeyTransformModifier<Value>: PrimitiveModifier {
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var transform: (inout Value) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        transform(&inner.environment[keyPath: keyPath])
        node.updateChild(content, in: inner)
    }
}

extension View {
    /// Changes a value of the environment for this view and its
    /// descendants, from the value it has around the view.
    ///
    /// - Parameters:
    ///   - keyPath: The value.
    ///   - transform: Changes it; runs whenever the view updates.
    /// - Returns: The view.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Sets a value of the environment for this view and its descendants.
    ///
    /// - Parameters:
    ///   - keyPath: The value to set.
    ///   - value: Its new value.
    /// - Returns: The view.
    @inlinable
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

}
