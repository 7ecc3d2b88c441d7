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

/// An item of a toolbar, with its placement: toolbar content (not a view),
/// as in SwiftUI.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    nonisolated(unsafe) let content: Content

    /// Primitive content has no body.
    public var body: Never { fatalError("ToolbarItem is primitive toolbar content") }

    func toolbarEntries(in walk: inout ToolbarContentWalk) -> [ToolbarEntry] {
        [ToolbarEntry(placement: placement, view: AnyView(content))]
    }
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

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// Creates an item with an identifier (for customizable toolbars,
    /// which the headless bar does not offer: it shows the item as placed).
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - placement: Where it goes.
    ///   - content: The item.
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Creates an item with an identifier, shown or not at first in a
    /// customizable toolbar. The headless bar is an iPhone's, which users
    /// do not customize: the item shows as placed either way.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - placement: Where it goes.
    ///   - showsByDefault: Whether a customizable toolbar shows it at first.
    ///   - content: The item.
    nonisolated public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content
    ) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items in one placement, side by side, 16 points apart.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    nonisolated(unsafe) let content: Content

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - placement: Where it goes; `.automatic` (trailing) by default.
    ///   - content: The items.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Primitive content has no body.
    public var body: Never { fatalError("ToolbarItemGroup is primitive toolbar content") }

    func toolbarEntries(in walk: inout ToolbarContentWalk) -> [ToolbarEntry] {
        [ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 16) { content }))]
    }
}

/// `toolbar` of views: each view of the builder (through tuples, groups,
/// conditionals and ForEach) is an item at the automatic (trailing) place.
struct _ToolbarModifier<Items: View>: PrimitiveModifier {
    var items: Items

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let entries = PickerOption.options(of: items).map { ToolbarEntry(placement: .automatic, view: $0.label) }
        ToolbarEntry.publish(entries, node: node)
        node.updateChild(content, in: context)
    }
}

/// `toolbar` of toolbar content: its items where they say.
struct _ToolbarContentModifier<Items: ToolbarContent>: PrimitiveModifier {
    nonisolated(unsafe) let items: Items

    nonisolated init(items: Items) { self.items = items }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var walk = ToolbarContentWalk(node: node, environment: context.environment)
        ToolbarEntry.publish(walk.entries(of: items), node: node)
        node.updateChild(content, in: context)
    }
}

extension ToolbarEntry {
    /// Writes `entries` as the toolbar of the screen `node` is on.
    @MainActor static func publish(_ entries: [ToolbarEntry], node: ViewNode) {
        let state = NavigationBarState(toolbar: entries)
        let writer = node.ownPrimitive {
            PreferenceWriter<NavigationBarKey>(transform: { state.over($0) }, isLayoutGroup: true)
        }
        writer.transform = { state.over($0) }
    }
}

// SwiftUI's two `toolbar(content:)`, of views and of toolbar content.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
    /// Adds items to the toolbar of the screen that shows this view: the
    /// navigation bar of the enclosing `NavigationStack` (its leading,
    /// middle and trailing places) or its bottom bar.
    ///
    /// - Parameter content: The items: views, which go at the automatic
    ///   (trailing) place.
    /// - Returns: The view.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: content()))
    }

    /// Adds items to the toolbar of the screen that shows this view, each
    /// where its placement says.
    ///
    /// - Parameter content: ``ToolbarItem``s, ``ToolbarItemGroup``s and
    ///   toolbar content of your own.
    /// - Returns: The view.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarContentModifier(items: content()))
    }

    /// Adds customizable items to the toolbar (the headless bar shows them
    /// as placed: it has no customization).
    ///
    /// - Parameters:
    ///   - id: The toolbar's identifier.
    ///   - content: Items with identifiers.
    /// - Returns: The view.
    nonisolated public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(_ToolbarContentModifier(items: content()))
    }
}
