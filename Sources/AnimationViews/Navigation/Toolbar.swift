import AnimationCore
import Foundation

/// Where a toolbar item goes. The headless navigation bar has a leading
/// and a trailing place in its row, a principal place in the middle (where
/// an inline title goes) and a bottom bar; the other placements map to the
/// place iOS gives them.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Place: Hashable, Sendable { case leading, principal, trailing, bottom }
    let place: Place
    let name: String

    /// Where the platform puts it: trailing.
    public static let automatic = ToolbarItemPlacement(place: .trailing, name: "automatic")
    /// The middle of the bar, instead of an inline title.
    public static let principal = ToolbarItemPlacement(place: .principal, name: "principal")
    /// The leading side, after the back button.
    public static let navigation = ToolbarItemPlacement(place: .leading, name: "navigation")
    /// The trailing side.
    public static let primaryAction = ToolbarItemPlacement(place: .trailing, name: "primaryAction")
    /// The trailing side.
    public static let secondaryAction = ToolbarItemPlacement(place: .trailing, name: "secondaryAction")
    /// The trailing side (a sheet's Done).
    public static let confirmationAction = ToolbarItemPlacement(place: .trailing, name: "confirmationAction")
    /// The leading side (a sheet's Cancel).
    public static let cancellationAction = ToolbarItemPlacement(place: .leading, name: "cancellationAction")
    /// The trailing side.
    public static let destructiveAction = ToolbarItemPlacement(place: .trailing, name: "destructiveAction")
    /// The bottom bar.
    public static let status = ToolbarItemPlacement(place: .bottom, name: "status")
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(place: .bottom, name: "bottomBar")
    /// The leading side of the bar.
    public static let topBarLeading = ToolbarItemPlacement(place: .leading, name: "topBarLeading")
    /// The trailing side of the bar.
    public static let topBarTrailing = ToolbarItemPlacement(place: .trailing, name: "topBarTrailing")
    /// The leading side of the bar (the older name).
    public static let navigationBarLeading = ToolbarItemPlacement(place: .leading, name: "navigationBarLeading")
    /// The trailing side of the bar (the older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(place: .trailing, name: "navigationBarTrailing")
    /// Above the keyboard: the headless host shows no keyboard, so such
    /// items go to the bottom bar.
    public static let keyboard = ToolbarItemPlacement(place: .bottom, name: "keyboard")
}

/// An item of a toolbar, with its placement.
public struct ToolbarItem<ID, Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem: View {
    /// The item's content (drawn where its placement says, in the bar).
    public var body: Content { content }
}

extension ToolbarItem where ID == () {
    /// Creates an item.
    ///
    /// - Parameters:
    ///   - placement: Where it goes; `.automatic` (trailing) by default.
    ///   - content: The item.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates an item with an identifier (for customizable toolbars,
    /// which the headless bar does not offer).
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - placement: Where it goes.
    ///   - content: The item.
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items in one placement, side by side.
public struct ToolbarItemGroup<Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - placement: Where it goes; `.automatic` (trailing) by default.
    ///   - content: The items.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItemGroup: View {
    /// The items, side by side.
    public var body: some View {
        HStack(spacing: 16) { content }
    }
}

/// A view that says where it goes in a toolbar.
@MainActor
protocol ToolbarPlaced {
    var toolbarPlacement: ToolbarItemPlacement { get }
}

extension ToolbarItem: ToolbarPlaced {
    var toolbarPlacement: ToolbarItemPlacement { placement }
}

extension ToolbarItemGroup: ToolbarPlaced {
    var toolbarPlacement: ToolbarItemPlacement { placement }
}

/// `toolbar`: the items of the content go to the bar of the screen.
struct _ToolbarModifier<Items: View>: PrimitiveModifier {
    var items: Items

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        // Each view of the builder (through tuples, groups, conditionals
        // and ForEach) is an item: a ToolbarItem where it says, a plain view
        // at the trailing side.
        let entries = PickerOption.options(of: items).map { option -> ToolbarEntry in
            let placement = (option.label.view as? any ToolbarPlaced)?.toolbarPlacement ?? .automatic
            return ToolbarEntry(placement: placement, view: option.label)
        }
        let state = NavigationBarState(toolbar: entries)
        let writer = node.ownPrimitive {
            PreferenceWriter<NavigationBarKey>(transform: { state.over($0) }, isLayoutGroup: true)
        }
        writer.transform = { state.over($0) }
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Adds items to the toolbar of the screen that shows this view: the
    /// navigation bar of the enclosing `NavigationStack` (its leading,
    /// middle and trailing places) or its bottom bar.
    ///
    /// - Parameter content: The items: `ToolbarItem`s, `ToolbarItemGroup`s,
    ///   or views (which go trailing).
    /// - Returns: The view.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: content()))
    }
}
