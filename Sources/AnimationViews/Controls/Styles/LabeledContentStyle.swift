import AnimationCore
import Foundation

/// How labeled content draws, as SwiftUI's `LabeledContentStyle`.
public protocol LabeledContentStyle {
    /// The view labeled content becomes.
    associatedtype Body: View
    /// The appearance.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// The parts.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// Labeled content's label and content, for a ``LabeledContentStyle``.
public struct LabeledContentStyleConfiguration {
    /// The label's type.
    public typealias Label = StyleConfigurationPart
    /// The content's type.
    public typealias Content = StyleConfigurationPart
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// The default: the label leading, the content trailing in the secondary
/// style.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The style.
    public init() {}

    /// The label and content in a row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer(minLength: 8)
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default style.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: AnyContainerStyle<LabeledContentStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var labeledContentStyle: AnyContainerStyle<LabeledContentStyleConfiguration>? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The default labeled content of a style's configuration.
    nonisolated public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension View {
    /// Sets how the labeled content inside draws.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(
            _ContainerStyleModifier(
                keyPath: \.labeledContentStyle, style: style, isBuiltIn: S.self == AutomaticLabeledContentStyle.self,
                erase: { style in AnyContainerStyle { AnyView(style.makeBody(configuration: $0)) } }))
    }
}
