import AnimationCore
import Foundation

/// A context menu on a view, as SwiftUI's `contextMenu(menuItems:)`: a
/// long press (half a second, as on iOS) opens the items in a card under
/// the view, over its siblings; a tap on an item runs it and closes the
/// card, and a tap on the view closes it. With a preview, the preview is
/// drawn above the card in the view's place while the menu is open. An
/// empty menu opens nothing, as in SwiftUI.
private struct ContextMenuModifier<MenuItems: View, Preview: View>: ViewModifier {
    // Made where views are made (off the main actor too), read in `body`.
    nonisolated(unsafe) let items: MenuItems
    nonisolated(unsafe) let preview: Preview?
    @State private var isOpen = false

    nonisolated init(items: MenuItems, preview: Preview?) {
        self.items = items
        self.preview = preview
    }

    func body(content: Content) -> some View {
        let options = MenuItems.self == EmptyView.self ? [] : PickerOption.options(of: items).map(\.label)
        let open = $isOpen
        content
            .opacity(isOpen && preview != nil ? 0 : 1)
            .onLongPressGesture(minimumDuration: 0.5) {
                if !options.isEmpty { open.wrappedValue = true }
            }
            .overlay {
                if isOpen { Color.clear.contentShape(Rectangle()).onTapGesture { open.wrappedValue = false } }
            }
            .overlay(alignment: preview == nil ? .bottomLeading : .topLeading) {
                // The card hangs 8 points under the view; a preview is
                // drawn in the view's place, the card under it.
                if isOpen {
                    VStack(alignment: .leading, spacing: 8) {
                        if let preview { preview }
                        MenuCard(items: options) { open.wrappedValue = false }
                    }
                    .fixedSize()
                    .alignmentGuide(.bottom) { dimensions in dimensions[.top] - 8 }
                }
            }
            .zIndex(isOpen ? 1 : 0)
    }
}

extension ContextMenuModifier where Preview == EmptyView {
    nonisolated init(items: MenuItems) {
        self.init(items: items, preview: nil)
    }
}

extension View {
    /// Adds a menu that a long press opens.
    ///
    /// - Parameter menuItems: The items (buttons, usually).
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }

    /// Adds a menu that a long press opens, with a preview drawn in the
    /// view's place while it is open.
    ///
    /// - Parameters:
    ///   - menuItems: The items.
    ///   - preview: The preview.
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: menuItems(), preview: preview()))
    }
}
