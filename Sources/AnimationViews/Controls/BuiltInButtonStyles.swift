import AnimationCore
import Foundation

// The built-in button styles. SwiftUI does not document how they draw;
// these are this package's choices, close to iOS's look:
// - pressed, a label is drawn at 25 % opacity (bordered styles: the whole
//   button at 60 %);
// - disabled, at 40 % opacity;
// - a destructive button's tint is red.

/// How the built-in styles tint a button.
@MainActor
func buttonTint(_ configuration: ButtonStyleConfiguration) -> AnyShapeStyle {
    configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
}

/// The built-in styles' dimming while disabled.
struct EnabledOpacity: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        content.opacity(isEnabled ? 1 : 0.4)
    }
}

/// The style buttons have when none is set: on iOS, borderless.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// A borderless button that takes presses.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(role: configuration.role, action: { configuration.trigger() }) { configuration.label }
            .buttonStyle(BorderlessButtonStyle())
    }
}

/// The label alone, dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? 0.25 : 1)
            .modifier(EnabledOpacity())
    }
}

/// The label in the tint color, dimmed while pressed.
public struct BorderlessButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(buttonTint(configuration))
            .opacity(configuration.isPressed ? 0.25 : 1)
            .modifier(EnabledOpacity())
    }
}

/// The tinted label on a light fill of the tint, in the button border
/// shape, padded by the control size.
public struct BorderedButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The bordered button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedBody(configuration: configuration, prominent: false)
    }
}

/// The label in white on a fill of the tint, in the button border shape,
/// padded by the control size.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The bordered button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedBody(configuration: configuration, prominent: true)
    }
}

/// The body of the bordered styles.
private struct BorderedBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape

    var body: some View {
        let padding = controlSize.borderedPadding
        let fill = buttonTint(configuration)
        configuration.label
            .foregroundStyle(prominent ? AnyShapeStyle(Color.white) : fill)
            .padding(.horizontal, padding.horizontal)
            .padding(.vertical, padding.vertical)
            .background(prominent ? fill : AnyShapeStyle(fill.opacity(0.15)), in: borderShape.shape)
            .opacity(configuration.isPressed ? 0.6 : 1)
            .modifier(EnabledOpacity())
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The tinted label.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// A light fill of the tint behind the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A fill of the tint behind the white label.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
