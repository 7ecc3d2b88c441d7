import AnimationCore
import Foundation

/// A badge: a count or a short text that a list row shows at its trailing
/// edge in the secondary style (with `badgeProminence(.increased)`, white
/// on a red capsule, drawn as the tab bar's badge: Apple publishes no
/// figure for the row's), and a tab item on a red capsule at its icon's
/// top-trailing corner (``_TabBar``). Elsewhere it draws nothing, as in
/// SwiftUI.
struct _BadgeModifier: PrimitiveModifier {
    /// The badge's text; `nil` hides it (a count of 0, a `nil` label).
    let text: Text?

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        guard context.environment.isInList else {
            node.updateChild(content, in: context)
            return
        }
        // One structure whether the badge shows or not, so that the
        // content keeps its identity (and its state) as the count changes.
        let text = self.text
        let increased = context.environment.badgeProminence == .increased
        node.updateChild(
            HStack(spacing: 0) {
                content
                if let text {
                    Spacer(minLength: 8)
                    if increased {
                        TabItemBadge(text: text)
                    } else {
                        text.foregroundStyle(.secondary)
                    }
                }
            }, in: context)
    }
}

/// A view that may carry a badge for its tab item.
@MainActor
protocol BadgeCarrier {
    var badgeText: Text? { get }
}

extension _BadgeModifier: BadgeCarrier {
    var badgeText: Text? { text }
}

/// A tab item's badge: white text on a red capsule, 18 points high and at
/// least as wide, in a 13-point font (UIKit's tab bar badge; the place, its
/// center 14 points right of the item's center at the icon's top, is this
/// package's choice: Apple publishes no figure).
struct TabItemBadge: View {
    let text: Text

    var body: some View {
        text
            .font(.system(size: 13))
            .foregroundStyle(.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Color.red, in: Capsule())
            // Its own size, however narrow the item's label.
            .fixedSize()
    }
}

extension View {
    /// Shows a count as the badge of the view's list row or tab item; 0
    /// shows none.
    ///
    /// - Parameter count: The count.
    /// - Returns: The view.
    nonisolated public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(text: count == 0 ? nil : Text(verbatim: String(count))))
    }

    /// Shows a text as the badge of the view's list row or tab item.
    ///
    /// - Parameter label: The text; `nil` shows none.
    /// - Returns: The view.
    nonisolated public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(text: label))
    }

    /// Shows a localized string as the badge of the view's list row or tab
    /// item.
    ///
    /// - Parameter key: The string's key; `nil` shows none.
    /// - Returns: The view.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier(text: key.map { Text($0) }))
    }

    /// Shows a string as the badge of the view's list row or tab item.
    ///
    /// - Parameter label: The string; `nil` shows none.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(text: label.map { Text(String($0)) }))
    }
}
