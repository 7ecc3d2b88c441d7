import AnimationCore
import Foundation

/// Sets the label of a `TabView` page: `tabItem(_:)`. It changes nothing
/// in how the page itself draws.
struct _TabItemModifier<Label: View>: PrimitiveModifier {
    let label: Label

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.updateChild(content, in: context)
    }
}

/// A view that may carry a tab item's label.
@MainActor
protocol TabItemSource {
    var tabItemLabel: AnyView? { get }
    /// The page's badge (`badge` on the page or on its label), the
    /// outermost; `nil` when it has none or hides it.
    var tabItemBadge: Text? { get }
}

extension ModifiedContent: TabItemSource where Content: View, Modifier: ViewModifier {
    var tabItemLabel: AnyView? {
        if let item = modifier as? any TabItemCarrier { return item.anyLabel }
        return (content as? any TabItemSource)?.tabItemLabel
    }

    var tabItemBadge: Text? {
        if let badge = modifier as? any BadgeCarrier { return badge.badgeText }
        if let item = modifier as? any TabItemCarrier, let badge = item.labelBadge { return badge }
        return (content as? any TabItemSource)?.tabItemBadge
    }
}

extension AnyView: TabItemSource {
    var tabItemLabel: AnyView? { (view as? any TabItemSource)?.tabItemLabel }
    var tabItemBadge: Text? { (view as? any TabItemSource)?.tabItemBadge }
}

@MainActor
protocol TabItemCarrier {
    var anyLabel: AnyView { get }
    /// A badge set on the label itself.
    var labelBadge: Text? { get }
}

extension _TabItemModifier: TabItemCarrier {
    var anyLabel: AnyView { AnyView(label) }
    var labelBadge: Text? { (label as? any TabItemSource)?.tabItemBadge }
}

extension View {
    /// Sets the label of this page's item in the tab bar of the `TabView`
    /// that holds it (typically a `Label` with a system image, or an
    /// `Image` and a `Text`).
    ///
    /// - Parameter label: The label.
    /// - Returns: The page.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }
}
