import AnimationCore
import Foundation

/// Sets a value of the environment for its content.
struct _EnvironmentKeyWritingModifier<Value>: PrimitiveModifier {
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var value: Value

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        inner.environment[keyPath: keyPath] = value
        node.updateChild(content, in: inner)
    }
}

extension View {
    /// Sets a value of the environment for this view and its descendants.
    ///
    /// - Parameters:
    ///   - keyPath: The value to set.
    ///   - value: Its new value.
    /// - Returns: The view.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Sets the color of text and shapes without their own style.
    ///
    /// - Parameter color: The color; `nil` for the default (primary).
    /// - Returns: The view.
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color ?? .primary)
    }

    /// Sets the style of text and shapes without their own style.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ForegroundStyleModifier(style: style))
    }
}

/// Resolves a shape style in the environment and sets it as the foreground.
struct _ForegroundStyleModifier<S: ShapeStyle>: PrimitiveModifier {
    var style: S

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        inner.environment.foregroundColor = Color(style.resolveColor(in: context.environment))
        node.updateChild(content, in: inner)
    }
}
