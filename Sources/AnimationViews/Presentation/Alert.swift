import AnimationCore
import AnimationRuntime
import Foundation

extension View {
    /// Presents an alert while a binding is true: a card in the middle of
    /// the dimmed host (see `_AlertCard`) that fades in, scaling down from
    /// 110 %. Every button dismisses it after its action.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - actions: The buttons.
    /// - Returns: The view.
    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a message while a binding is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - actions: The buttons.
    ///   - message: The message under the title.
    /// - Returns: The view.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a string title while a binding is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - actions: The buttons.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a string title and a message while a binding
    /// is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - actions: The buttons.
    ///   - message: The message under the title.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a text title and a message while a binding
    /// is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - actions: The buttons.
    ///   - message: The message under the title.
    /// - Returns: The view.
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let card = _AlertCard(title: title, actions: actions(), message: message())
        return modifier(
            _PresentationModifier(
                isPresented: isPresented, identity: AnyHashable("alert"), dimming: .passive, placement: .center,
                transition: AnyTransition.opacity.combined(with: .scale(scale: 1.1)), onDismiss: nil,
                layer: { _ in card }))
    }

    /// Presents an alert made by `content` while a binding is true (the
    /// older `Alert` spelling).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the alert shows.
    ///   - content: The alert.
    /// - Returns: The view.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title, isPresented: isPresented, actions: { alert.actions }, message: { alert.message })
    }

    /// Presents an alert for an item while it is set (the older `Alert`
    /// spelling); dismissing sets it to `nil`.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - content: The alert for the item.
    /// - Returns: The view.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let alert = item.wrappedValue.map(content)
        return self.alert(
            alert?.title ?? Text(""), isPresented: isPresented, actions: { alert?.actions }, message: { alert?.message })
    }

    /// Presents a confirmation dialog while a binding is true: buttons on
    /// cards at the bottom of the dimmed host (see `_DialogCard`) that
    /// slide up; a tap on the dimming cancels. Every button dismisses it
    /// after its action.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows: `.automatic` shows it
    ///     when there is a message (this package's choice).
    ///   - actions: The buttons.
    /// - Returns: The view.
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a message while a binding is
    /// true.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The buttons.
    ///   - message: The message under the title.
    /// - Returns: The view.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a string title while a binding
    /// is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The buttons.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a text title and a message while
    /// a binding is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The buttons.
    ///   - message: The message under the title.
    /// - Returns: The view.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let showsTitle = titleVisibility == .visible || (titleVisibility == .automatic && M.self != EmptyView.self)
        let card = _DialogCard(title: title, showsTitle: showsTitle, actions: actions(), message: message())
        return modifier(
            _PresentationModifier(
                isPresented: isPresented, identity: AnyHashable("dialog"), dimming: .dismissing, placement: .bottom,
                transition: .move(edge: .bottom), onDismiss: nil, layer: { _ in card }))
    }
}

/// An alert's title, message and buttons: the older spelling, for
/// `alert(isPresented:content:)` and `alert(item:content:)`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button ("OK" by default).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - dismissButton: The button; "OK" when `nil`.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// Creates an alert with two buttons.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - primaryButton: The first button.
    ///   - secondaryButton: The second button.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A plain button.
        ///
        /// - Parameters:
        ///   - label: The label.
        ///   - action: What it does.
        /// - Returns: The button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button.
        ///
        /// - Parameters:
        ///   - label: The label.
        ///   - action: What it does.
        /// - Returns: The button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labeled "Cancel".
        ///
        /// - Parameter action: What it does.
        /// - Returns: The button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A destructive button (red).
        ///
        /// - Parameters:
        ///   - label: The label.
        ///   - action: What it does.
        /// - Returns: The button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The buttons as views.
    var actions: some View {
        _AlertButtons(buttons: buttons)
    }
}

/// The buttons of an ``Alert``, one view each for the card.
struct _AlertButtons {
    let buttons: [Alert.Button]
}

extension _AlertButtons: View, PickerOptionSource {
    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            button(buttons[index])
        }
    }

    private func button(_ button: Alert.Button) -> AnimationViews.Button<Text> {
        // The older API's actions are not isolated; the button runs them on
        // the main actor, where the alert was made.
        nonisolated(unsafe) let action = button.action
        return AnimationViews.Button(role: button.role, action: { action?() }, label: { button.label })
    }

    func pickerOptions() -> [PickerOption] {
        buttons.map { PickerOption(tag: nil, label: AnyView(button($0))) }
    }
}
