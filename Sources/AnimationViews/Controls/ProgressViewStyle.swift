import AnimationCore
import Foundation

/// How progress views draw.
///
/// ```swift
/// struct ThickBar: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ProgressView(configuration).scaleEffect(y: 3)
///     }
/// }
/// ProgressView(value: 0.4).progressViewStyle(ThickBar())
/// ```
public protocol ProgressViewStyle {
    /// The view a progress view becomes.
    associatedtype Body: View

    /// The progress view's appearance.
    ///
    /// - Parameter configuration: Its fraction done and labels.
    /// - Returns: The view.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// A progress view's fraction and labels.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// A progress view's fraction done and labels, for a ``ProgressViewStyle``.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, type-erased.
    public struct Label: View {
        let content: AnyView

        /// The label.
        public var body: some View { content }
    }

    /// What a progress view's value reads as, type-erased.
    public struct CurrentValueLabel: View {
        let content: AnyView

        /// The label.
        public var body: some View { content }
    }

    /// The fraction done, from 0 to 1; `nil` when unknown (a spinner).
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// What the value reads as, if the progress view has such a label.
    public var currentValueLabel: CurrentValueLabel?
}

/// The platform's style: a bar when the fraction is known, a spinner when
/// it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// The bar or the spinner.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar: the label above it, the value's label under it in the secondary
/// style. Without a fraction the bar is an empty track (iOS draws no
/// indeterminate bar either).
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// Creates the style.
    public init() {
        tint = nil
    }

    /// Creates the style with the fill's color (deprecated in SwiftUI in
    /// favor of `tint(_:)`).
    ///
    /// - Parameter tint: The fill's color.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The bar with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label = configuration.label { label }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0, tint: tint)
            if let value = configuration.currentValueLabel { value.foregroundStyle(.secondary) }
        }
    }
}

/// A spinner, its label under it in the secondary style. iOS draws a
/// spinner for this style even when the fraction is known, and so does
/// this one.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// The spinner with its label.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ProgressSpinner()
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress style, type-erased for the environment.
struct AnyProgressViewStyle {
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView
}

private struct ProgressViewStylesKey: EnvironmentKey {
    static var defaultValue: [AnyProgressViewStyle] { [] }
}

extension EnvironmentValues {
    /// The progress styles set around a view, innermost last.
    var progressViewStyles: [AnyProgressViewStyle] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets how the progress views inside draw. Styles nest: inside a
    /// style's `makeBody`, `ProgressView(configuration)` draws with the
    /// style set outside it.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(_ProgressViewStyleModifier(style: style))
    }
}

struct _ProgressViewStyleModifier<S: ProgressViewStyle>: PrimitiveModifier {
    var style: S

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        let style = self.style
        inner.environment.progressViewStyles.append(
            AnyProgressViewStyle(makeBody: { AnyView(style.makeBody(configuration: $0)) }))
        node.updateChild(content, in: inner)
    }
}

/// A progress view drawn by the innermost style, with that style taken off
/// the environment of what it draws.
struct _ProgressViewStyled: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.progressViewStyles) private var styles

    var body: some View {
        if let style = styles.last {
            style.makeBody(configuration).environment(\.progressViewStyles, Array(styles.dropLast()))
        } else {
            DefaultProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}
