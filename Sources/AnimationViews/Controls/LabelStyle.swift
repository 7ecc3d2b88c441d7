import AnimationCore
import Foundation

/// How labels draw their title and icon.
///
/// ```swift
/// Label("Favorites", systemImage: "star").labelStyle(.iconOnly)
/// ```
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View

    /// The label's appearance.
    ///
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: The view.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// The label's parts.
    typealias Configuration = LabelStyleConfiguration
}

/// A label's title and icon, for a ``LabelStyle``.
public struct LabelStyleConfiguration {
    /// The title.
    public let title: AnyView
    /// The icon.
    public let icon: AnyView
}

/// Title and icon side by side (stacked in a tab bar): the default.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The label as this style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The label as this style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The label as this style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// Title and icon side by side.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The label as this style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A label style, type-erased for the environment (`nil`: the default,
/// which stacks vertically in a tab bar).
struct AnyLabelStyle {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle? { nil }
}

private struct LabelStackAxisKey: EnvironmentKey {
    static var defaultValue: Axis { .horizontal }
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// How default-styled labels stack their icon and title (vertically in
    /// a tab bar).
    var labelStackAxis: Axis {
        get { self[LabelStackAxisKey.self] }
        set { self[LabelStackAxisKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labels inside draw.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(_LabelStyleModifier(style: style))
    }
}

struct _LabelStyleModifier<S: LabelStyle>: PrimitiveModifier {
    var style: S

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        let style = self.style
        inner.environment.labelStyle =
            S.self == DefaultLabelStyle.self
            ? nil : AnyLabelStyle(makeBody: { AnyView(style.makeBody(configuration: $0)) })
        node.updateChild(content, in: inner)
    }
}

extension AnyLabelStyle {
    @MainActor func makeBody(_ configuration: LabelStyleConfiguration) -> AnyView {
        makeBody(configuration)
    }
}
