import AnimationCore
import Foundation

/// How disclosure groups draw, as SwiftUI's `DisclosureGroupStyle`.
public protocol DisclosureGroupStyle {
    /// The view a disclosure group becomes.
    associatedtype Body: View
    /// The appearance.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// The parts.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// A disclosure group's label, content and expansion, for a
/// ``DisclosureGroupStyle``.
public struct DisclosureGroupStyleConfiguration {
    /// The label's type.
    public typealias Label = StyleConfigurationPart
    /// The content's type.
    public typealias Content = StyleConfigurationPart
    /// The label.
    public let label: Label
    /// The content (a style shows it while expanded).
    public let content: Content
    /// Whether the group is expanded.
    @Binding public var isExpanded: Bool
}

/// The default: the label with a chevron that turns, the content under it
/// while expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The style.
    public init() {}

    /// The default group of the configuration.
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) {
            configuration.content
        } label: {
            configuration.label
        }
        .environment(\.disclosureGroupStyle, nil)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The default style.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyContainerStyle<DisclosureGroupStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var disclosureGroupStyle: AnyContainerStyle<DisclosureGroupStyleConfiguration>? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the disclosure groups inside draw.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(
            _ContainerStyleModifier(
                keyPath: \.disclosureGroupStyle, style: style, isBuiltIn: S.self == AutomaticDisclosureGroupStyle.self,
                erase: { style in AnyContainerStyle { AnyView(style.makeBody(configuration: $0)) } }))
    }
}
