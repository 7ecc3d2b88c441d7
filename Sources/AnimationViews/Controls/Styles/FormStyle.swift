import AnimationCore
import Foundation

/// How forms draw, as SwiftUI's `FormStyle`.
public protocol FormStyle {
    /// The view a form becomes.
    associatedtype Body: View
    /// The appearance.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// The parts.
    typealias Configuration = FormStyleConfiguration
}

/// A form's content, for a ``FormStyle``.
public struct FormStyleConfiguration {
    /// The content's type.
    public typealias Content = StyleConfigurationPart
    /// The content.
    public let content: Content
}

/// The default form: an inset grouped list, as on iOS.
public struct AutomaticFormStyle: FormStyle {
    /// The style.
    public init() {}
    /// The form as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        Form { configuration.content }.environment(\.formStyle, nil)
    }
}

/// Sections of rows on cards: the iOS form (what `.automatic` is).
public struct GroupedFormStyle: FormStyle {
    /// The style.
    public init() {}
    /// The form as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        Form { configuration.content }.environment(\.formStyle, nil)
    }
}

/// Labels in a column beside their controls, as macOS draws forms: on the
/// headless host's phone-sized screen, drawn as `.grouped` (iOS draws it
/// so too).
public struct ColumnsFormStyle: FormStyle {
    /// The style.
    public init() {}
    /// The form as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        Form { configuration.content }.environment(\.formStyle, nil)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Grouped rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Columns (grouped on a phone).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormStyleKey: EnvironmentKey {
    static var defaultValue: AnyContainerStyle<FormStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var formStyle: AnyContainerStyle<FormStyleConfiguration>? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the forms inside draw.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
        let builtIn = S.self == AutomaticFormStyle.self || S.self == GroupedFormStyle.self || S.self == ColumnsFormStyle.self
        return modifier(
            _ContainerStyleModifier(
                keyPath: \.formStyle, style: style, isBuiltIn: builtIn,
                erase: { style in AnyContainerStyle { AnyView(style.makeBody(configuration: $0)) } }))
    }
}
