import AnimationCore
import Foundation

/// A part of a style's configuration (a group box's label, a form's
/// content): the view it was made of, type-erased, as the `Label` and
/// `Content` types of SwiftUI's style configurations are.
public struct StyleConfigurationPart: View {
    let view: AnyView

    init(_ view: some View) {
        self.view = AnyView(view)
    }

    /// The part's view.
    public var body: some View { view }
}

/// A container style, type-erased for the environment: the body it makes
/// of a configuration.
struct AnyContainerStyle<Configuration> {
    let makeBody: @MainActor (Configuration) -> AnyView
}

/// Sets a container style in the environment for the content (`nil`, the
/// default look, for the built-in styles); the style is erased on the main
/// actor, where its body is made.
struct _ContainerStyleModifier<Style, Configuration>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, AnyContainerStyle<Configuration>?>
    let style: Style
    let isBuiltIn: Bool
    let erase: @MainActor (Style) -> AnyContainerStyle<Configuration>

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        inner.environment[keyPath: keyPath] = isBuiltIn ? nil : erase(style)
        node.updateChild(content, in: inner)
    }
}
