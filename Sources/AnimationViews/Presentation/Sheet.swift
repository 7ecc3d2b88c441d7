import AnimationCore
import AnimationRuntime
import Foundation

extension View {
    /// Presents a sheet while a binding is true: the content on a card
    /// that slides up from the bottom over a dimmed host, 10 points below
    /// the safe area's top (see `_SheetCard`). It slides down when the
    /// binding turns false, when the content calls `dismiss`, or when it
    /// is dragged down.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet shows.
    ///   - onDismiss: Runs once the sheet is dismissed.
    ///   - content: The sheet's content.
    /// - Returns: The view.
    @preconcurrency nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            _PresentationModifier(
                isPresented: isPresented, identity: AnyHashable("sheet"), dimming: .passive, placement: .fill,
                transition: .move(edge: .bottom), onDismiss: onDismiss,
                layer: { _SheetCard(content: content(), fullScreen: false, dismiss: $0) }))
    }

    /// Presents a sheet while an item is set: the content for the item
    /// (a new item replaces the sheet's content). Dismissing sets the item
    /// to `nil`.
    ///
    /// - Parameters:
    ///   - item: The item the sheet shows.
    ///   - onDismiss: Runs once the sheet is dismissed.
    ///   - content: The sheet's content for the item.
    /// - Returns: The view.
    @preconcurrency nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            _PresentationModifier(
                isPresented: isPresented, identity: AnyHashable(item.wrappedValue?.id), dimming: .passive, placement: .fill,
                transition: .move(edge: .bottom), onDismiss: onDismiss,
                layer: { _SheetCard(content: item.wrappedValue.map(content), fullScreen: false, dismiss: $0) }))
    }

    /// Presents a cover over the whole host while a binding is true: it
    /// slides up from the bottom, without dimming or rounded corners, and
    /// is dismissed only by the binding or `dismiss` (not by dragging).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the cover shows.
    ///   - onDismiss: Runs once the cover is dismissed.
    ///   - content: The cover's content.
    /// - Returns: The view.
    @preconcurrency nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            _PresentationModifier(
                isPresented: isPresented, identity: AnyHashable("cover"), dimming: nil, placement: .fill,
                transition: .move(edge: .bottom), onDismiss: onDismiss,
                layer: { _SheetCard(content: content(), fullScreen: true, dismiss: $0) }))
    }

    /// Presents a cover over the whole host while an item is set.
    ///
    /// - Parameters:
    ///   - item: The item the cover shows.
    ///   - onDismiss: Runs once the cover is dismissed.
    ///   - content: The cover's content for the item.
    /// - Returns: The view.
    @preconcurrency nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            _PresentationModifier(
                isPresented: isPresented, identity: AnyHashable(item.wrappedValue?.id), dimming: nil, placement: .fill,
                transition: .move(edge: .bottom), onDismiss: onDismiss,
                layer: { _SheetCard(content: item.wrappedValue.map(content), fullScreen: true, dismiss: $0) }))
    }
}
