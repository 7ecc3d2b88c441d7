import AnimationCore
import Foundation

/// A button's role, readable from a type-erased view.
@MainActor
protocol ButtonRoleCarrying {
    var buttonRole: ButtonRole? { get }
}

extension Button: ButtonRoleCarrying {
    var buttonRole: ButtonRole? { role }
}

/// The buttons of an alert's or dialog's actions, one by one, with their
/// roles (the views of tuples, groups and `ForEach`es; a button under
/// modifiers has no role here).
@MainActor
func presentationButtons(of actions: any View) -> [(view: AnyView, role: ButtonRole?)] {
    PickerOption.options(of: actions).compactMap { option in
        if option.label.view is EmptyView { return nil }
        return (option.label, (option.label.view as? any ButtonRoleCarrying)?.buttonRole)
    }
}

/// How buttons look in alerts and dialogs: the tint, semibold for cancel,
/// red for destructive; the whole cell takes the press, dimmed while
/// pressed.
struct _PresentationButtonStyle: ButtonStyle {
    let height: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(configuration.role == .cancel ? .body.weight(.semibold) : .body)
            .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .frame(maxWidth: .infinity, minHeight: height)
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

enum PresentationColors {
    /// An alert's or dialog's card: (242, 242, 247) light, (44, 44, 46) dark.
    static let card = Color(
        light: Color.Resolved(red: 242 / 255, green: 242 / 255, blue: 247 / 255, opacity: 1),
        dark: Color.Resolved(red: 44 / 255, green: 44 / 255, blue: 46 / 255, opacity: 1))
    /// A dialog's cancel button: white light, (28, 28, 30) dark.
    static let cancel = Color(
        light: Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1),
        dark: Color.Resolved(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: 1))
}
