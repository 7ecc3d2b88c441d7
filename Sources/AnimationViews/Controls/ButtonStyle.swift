import AnimationCore
import Foundation

/// The role of a button: how a style may draw it.
public struct ButtonRole: Hashable, Sendable {
    let name: String

    /// A button that deletes or destroys: the built-in styles draw it red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

/// What a button style draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label.
        public var body: AnyView { content }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    /// Whether the pointer is down on the button (and inside it).
    public let isPressed: Bool
}

/// How buttons look and react to being pressed: `makeBody` draws the
/// label for `configuration.isPressed`. The button itself takes presses
/// and runs its action when a press ends inside it.
public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View

    /// The button's appearance.
    ///
    /// - Parameter configuration: The label, role and press state.
    /// - Returns: The button's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body

    /// What the style draws from.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a primitive button style draws a button from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    let action: @MainActor () -> Void

    /// Runs the button's action (the style decides when: on a tap, a long
    /// press, ...).
    @MainActor public func trigger() {
        action()
    }
}

/// A button style that handles interaction itself: its body decides when
/// the button's action runs (`configuration.trigger()`).
public protocol PrimitiveButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View

    /// The button's view, including how it triggers.
    ///
    /// - Parameter configuration: The label, role and trigger.
    /// - Returns: The button's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body

    /// What the style draws from.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The button style of the environment, either kind.
enum AnyButtonStyle {
    case style(@MainActor (ButtonStyleConfiguration) -> AnyView)
    case primitive(@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: AnyButtonStyle? = nil
}

extension EnvironmentValues {
    /// The button style set with `buttonStyle`; `nil` for `.automatic`.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons in the view.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    @inlinable
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_ButtonStyleModifier(style: style))
    }

    /// Sets a primitive style of buttons in the view.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(_PrimitiveButtonStyleModifier(style: style))
    }
}

@usableFromInline
struct _ButtonStyleModifier<S: ButtonStyle>: PrimitiveModifier {
    var style: S

    @usableFromInline
    init(style: S) {
        self.style = style
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        let style = self.style
        inner.environment.buttonStyle = .style { AnyView(style.makeBody(configuration: $0)) }
        node.updateChild(content, in: inner)
    }
}

struct _PrimitiveButtonStyleModifier<S: PrimitiveButtonStyle>: PrimitiveModifier {
    var style: S

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        let style = self.style
        inner.environment.buttonStyle = .primitive { AnyView(style.makeBody(configuration: $0)) }
        node.updateChild(content, in: inner)
    }
}
