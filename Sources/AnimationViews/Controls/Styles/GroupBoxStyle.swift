import AnimationCore
import Foundation

/// How group boxes draw, as SwiftUI's `GroupBoxStyle`.
public protocol GroupBoxStyle {
    /// The view a group box becomes.
    associatedtype Body: View
    /// A group box's appearance.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// A group box's parts.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// A group box's label and content, for a ``GroupBoxStyle``.
public struct GroupBoxStyleConfiguration {
    /// The label's type.
    public typealias Label = StyleConfigurationPart
    /// The content's type.
    public typealias Content = StyleConfigurationPart
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// The default group box: the box ``GroupBox`` draws.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The style.
    public init() {}

    /// The default box of the configuration's parts.
    public func makeBody(configuration: Configuration) -> some View {
        GroupBoxBox(label: configuration.label, content: configuration.content, hasLabel: true)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyContainerStyle<GroupBoxStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var groupBoxStyle: AnyContainerStyle<GroupBoxStyleConfiguration>? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The default box of a style's configuration (for a custom style that
    /// adds to the default).
    nonisolated public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label) { configuration.content }
    }
}

extension View {
    /// Sets how the group boxes inside draw.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(
            _ContainerStyleModifier(
                keyPath: \.groupBoxStyle, style: style, isBuiltIn: S.self == DefaultGroupBoxStyle.self,
                erase: { style in AnyContainerStyle { AnyView(style.makeBody(configuration: $0)) } }))
    }
}
