import AnimationCore
import Foundation

/// A control that shows a list of actions when tapped, as in SwiftUI: its
/// label in the tint; a tap opens its items (buttons, usually) in a card
/// under it, and choosing one runs it and closes the card, as does a
/// second tap on the label. A `primaryAction` runs on a tap instead, as
/// on iOS (a long press opens the menu then).
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    @State private var isOpen = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.menuIndicatorVisibility) private var indicator

    /// A menu with a label view.
    ///
    /// - Parameters:
    ///   - content: The items.
    ///   - label: The label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A menu with a label view and an action a tap runs.
    ///
    /// - Parameters:
    ///   - content: The items.
    ///   - label: The label.
    ///   - primaryAction: What a tap does (a long press opens the menu).
    @preconcurrency nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// The label, and the open card of items.
    @MainActor @ViewBuilder public var body: some View {
        let items = PickerOption.options(of: content).map(\.label)
        let open = $isOpen, enabled = isEnabled, primaryAction = self.primaryAction
        HStack(spacing: 4) {
            label
            if indicator == .visible {
                MenuIndicatorChevron()
            }
        }
        .foregroundStyle(.tint)
        .contentShape(Rectangle())
        .onTapGesture {
            guard enabled else { return }
            if let primaryAction { primaryAction() } else { open.wrappedValue.toggle() }
        }
        .onLongPressGesture {
            if enabled, primaryAction != nil { open.wrappedValue = true }
        }
        .overlay(alignment: .topLeading) {
            if isOpen {
                MenuCard(items: items) { open.wrappedValue = false }
                    .offset(y: 30)
            }
        }
        .zIndex(isOpen ? 1 : 0)
        .opacity(isEnabled ? 1 : 0.4)
    }
}

extension Menu where Label == Text {
    /// A menu with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - content: The items.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu with a string title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - content: The items.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == AnimationViews.Label<Text, Image> {
    /// A menu with a title and a system image.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The image's name.
    ///   - content: The items.
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftAnimationLabel.make(String(title), systemImage: systemImage) }
    }
}

extension Menu: View {}
