import AnimationCore
import Foundation

/// An action sheet's title, message and buttons: the older spelling of a
/// confirmation dialog (iOS 13 to 15, deprecated since), for
/// `actionSheet(isPresented:content:)` and `actionSheet(item:content:)`.
/// It is presented as `confirmationDialog` presents: cards at the bottom
/// of the dimmed host, the title shown.
@available(*, deprecated, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)` instead.")
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// Creates an action sheet (a Cancel button is the usual last one).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message under it.
    ///   - buttons: The buttons; one "Cancel" button when empty, as in
    ///     SwiftUI.
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [.cancel()] : buttons
    }

    /// A button of an action sheet: an alert's.
    public typealias Button = Alert.Button
}

@available(*, deprecated, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)` instead.")
extension View {
    /// Presents an action sheet while a binding is true (the older
    /// spelling of `confirmationDialog`).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet shows.
    ///   - content: The sheet.
    /// - Returns: The view.
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return confirmationDialog(
            sheet.title, isPresented: isPresented, titleVisibility: .visible, actions: { _AlertButtons(buttons: sheet.buttons) },
            message: { sheet.message })
    }

    /// Presents an action sheet for an item while it is set (the older
    /// spelling); dismissing sets it to `nil`.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - content: The sheet for the item.
    /// - Returns: The view.
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let sheet = item.wrappedValue.map(content)
        return confirmationDialog(
            sheet?.title ?? Text(""), isPresented: isPresented, titleVisibility: .visible,
            actions: { _AlertButtons(buttons: sheet?.buttons ?? []) }, message: { sheet?.message })
    }
}
