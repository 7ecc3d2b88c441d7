import AnimationCore
import Foundation

/// Alerts and confirmation dialogs that present data: they show while the
/// binding is true and the data is not `nil`, and pass the data to their
/// actions and message (SwiftUI's `presenting:` forms). Dismissing sets the
/// binding to false; the data is the caller's to clear.
///
/// SwiftUI keeps the data it was presented with and ignores later changes;
/// here the alert shows the data of the latest update (see the differences
/// article).
extension View {
    /// Presents an alert for data while a binding is true and the data is
    /// not `nil`.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - data: The data its actions read.
    ///   - actions: The buttons, for the data.
    /// - Returns: The view.
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert with a message for data while a binding is true
    /// and the data is not `nil`.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - data: The data its actions and message read.
    ///   - actions: The buttons, for the data.
    ///   - message: The message, for the data.
    /// - Returns: The view.
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert with a string title for data while a binding is
    /// true and the data is not `nil`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - data: The data its actions read.
    ///   - actions: The buttons, for the data.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert with a string title and a message for data while
    /// a binding is true and the data is not `nil`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - data: The data its actions and message read.
    ///   - actions: The buttons, for the data.
    ///   - message: The message, for the data.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert with a text title for data while a binding is true
    /// and the data is not `nil`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - data: The data its actions read.
    ///   - actions: The buttons, for the data.
    /// - Returns: The view.
    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(
            title, isPresented: Self.presenting(isPresented, data), actions: { if let data { actions(data) } },
            message: { EmptyView() })
    }

    /// Presents an alert with a text title and a message for data while a
    /// binding is true and the data is not `nil`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert shows.
    ///   - data: The data its actions and message read.
    ///   - actions: The buttons, for the data.
    ///   - message: The message, for the data.
    /// - Returns: The view.
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(
            title, isPresented: Self.presenting(isPresented, data),
            actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
    }

    /// Presents a confirmation dialog for data while a binding is true and
    /// the data is not `nil`.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: The data its actions read.
    ///   - actions: The buttons, for the data.
    /// - Returns: The view.
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: Self.presenting(isPresented, data), titleVisibility: titleVisibility,
            actions: { if let data { actions(data) } }, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a message for data while a
    /// binding is true and the data is not `nil`.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: The data its actions and message read.
    ///   - actions: The buttons, for the data.
    ///   - message: The message, for the data.
    /// - Returns: The view.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: Self.presenting(isPresented, data), titleVisibility: titleVisibility,
            actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
    }

    /// Presents a confirmation dialog with a string title for data while a
    /// binding is true and the data is not `nil`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: The data its actions read.
    ///   - actions: The buttons, for the data.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: Self.presenting(isPresented, data), titleVisibility: titleVisibility,
            actions: { if let data { actions(data) } }, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a string title and a message
    /// for data while a binding is true and the data is not `nil`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: The data its actions and message read.
    ///   - actions: The buttons, for the data.
    ///   - message: The message, for the data.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: Self.presenting(isPresented, data), titleVisibility: titleVisibility,
            actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
    }

    /// Presents a confirmation dialog with a text title for data while a
    /// binding is true and the data is not `nil`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: The data its actions read.
    ///   - actions: The buttons, for the data.
    /// - Returns: The view.
    nonisolated public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: Self.presenting(isPresented, data), titleVisibility: titleVisibility,
            actions: { if let data { actions(data) } }, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a text title and a message for
    /// data while a binding is true and the data is not `nil`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: The data its actions and message read.
    ///   - actions: The buttons, for the data.
    ///   - message: The message, for the data.
    /// - Returns: The view.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            title, isPresented: Self.presenting(isPresented, data), titleVisibility: titleVisibility,
            actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
    }

    /// Whether a presentation of data shows: its binding is true and the
    /// data is there. Dismissing sets the binding to false.
    nonisolated static func presenting<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
        let present = data != nil
        return Binding(get: { isPresented.wrappedValue && present }, set: { isPresented.wrappedValue = $0 })
    }

    /// Presents a confirmation dialog with a text title while a binding is
    /// true, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the dialog shows.
    ///   - titleVisibility: Whether the title shows: `.automatic` hides it
    ///     (there is no message).
    ///   - actions: The buttons.
    /// - Returns: The view.
    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
}
