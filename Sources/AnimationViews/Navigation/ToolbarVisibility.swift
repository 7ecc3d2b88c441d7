import AnimationCore
import Foundation

/// A bar that `toolbar(_:for:)` shows or hides.
public struct ToolbarPlacement: Hashable, Sendable {
    let bar: Bar

    enum Bar: Hashable, Sendable {
        case navigationBar, tabBar, bottomBar
    }

    /// The platform's bars: on iOS, the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    /// The navigation bar of the screen.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar of the enclosing `TabView`.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom toolbar of the screen.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}

/// Whether a view asks the tab bar to hide (`toolbar(.hidden, for: .tabBar)`);
/// the innermost request that says wins.
struct TabBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool? { nil }

    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        if let next = nextValue() { value = next }
    }
}

/// Writes the tab bar's visibility.
struct _TabBarVisibility: PrimitiveModifier {
    let hidden: Bool?

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let hidden = self.hidden
        let writer = node.ownPrimitive {
            PreferenceWriter<TabBarHiddenKey>(transform: { inner in inner ?? hidden }, isLayoutGroup: true)
        }
        writer.transform = { inner in inner ?? hidden }
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Shows or hides bars while this view shows: the screen's navigation
    /// bar, its bottom toolbar, or the enclosing `TabView`'s tab bar.
    /// `.automatic` leaves the bar as the views around decide.
    ///
    /// - Parameters:
    ///   - visibility: Whether the bars show.
    ///   - bars: The bars.
    /// - Returns: The view.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barsVisibility(visibility, for: bars)
    }

    /// Shows or hides bars (iOS 18's name for ``toolbar(_:for:)``).
    ///
    /// - Parameters:
    ///   - visibility: Whether the bars show.
    ///   - bars: Which bars.
    /// - Returns: The view.
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barsVisibility(visibility, for: bars)
    }

    /// The bars shown or hidden while this view shows.
    nonisolated private func barsVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        let hidden: Bool? = visibility == .automatic ? nil : visibility == .hidden
        let places = Set(bars.map(\.bar))
        var state = NavigationBarState()
        if places.contains(.navigationBar) { state.barHidden = hidden }
        if places.contains(.bottomBar) { state.bottomBarHidden = hidden }
        return modifier(_NavigationBarModifier(state: state))
            .modifier(_TabBarVisibility(hidden: places.contains(.tabBar) ? hidden : nil))
    }
}
