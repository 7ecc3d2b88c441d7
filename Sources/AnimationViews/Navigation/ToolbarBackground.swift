import AnimationCore
import Foundation

/// How a bar looks, as the views of a screen ask with
/// `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)`: its
/// background style, whether the background shows, and the color scheme
/// of its content. Unset fields leave the bar's defaults.
struct BarLook: Equatable {
    var background: BarBackground?
    var backgroundVisibility: Visibility?
    var colorScheme: ColorScheme?

    /// Fields this look leaves unset take `inner`'s.
    func over(_ inner: BarLook) -> BarLook {
        BarLook(
            background: background ?? inner.background, backgroundVisibility: backgroundVisibility ?? inner.backgroundVisibility,
            colorScheme: colorScheme ?? inner.colorScheme)
    }

    /// The bar's background: hidden, the style asked for, or `fallback`
    /// (the appearance proxy's, or the bar material).
    func backgroundStyle(fallback: AnyShapeStyle) -> AnyShapeStyle {
        if backgroundVisibility == .hidden { return AnyShapeStyle(Color.clear) }
        return background?.style ?? fallback
    }
}

/// A bar background style, told apart by its description (styles are not
/// `Equatable`).
struct BarBackground: Equatable {
    let style: AnyShapeStyle
    let signature: String

    init<S: ShapeStyle>(_ style: S) {
        self.style = AnyShapeStyle(style)
        self.signature = String(describing: style)
    }

    static func == (lhs: BarBackground, rhs: BarBackground) -> Bool { lhs.signature == rhs.signature }
}

/// The tab bar's look, as a preference; the innermost request that sets a
/// field wins.
struct TabBarLookKey: PreferenceKey {
    static var defaultValue: BarLook { BarLook() }

    static func reduce(value: inout BarLook, nextValue: () -> BarLook) {
        value = nextValue().over(value)
    }
}

/// Writes the tab bar's look.
struct _TabBarLookModifier: PrimitiveModifier {
    let look: BarLook

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let look = self.look
        let transform: (BarLook?) -> BarLook = { inner in (inner ?? BarLook()).over(look) }
        let writer = node.ownPrimitive { PreferenceWriter<TabBarLookKey>(transform: transform, isLayoutGroup: true) }
        writer.transform = transform
        node.updateChild(content, in: context)
    }
}

extension View {
    /// Sets the background of bars while this view shows: the screen's
    /// navigation bar or bottom toolbar, or the enclosing `TabView`'s tab
    /// bar.
    ///
    /// SwiftUI shows the style when content scrolls under the bar; a
    /// headless host always draws the bar as scrolled-under (see
    /// "Differences from SwiftUI"), so the style shows unless
    /// `toolbarBackground(.hidden, for:)` hides it.
    ///
    /// - Parameters:
    ///   - style: The background style.
    ///   - bars: The bars (`.automatic` is the navigation bar).
    /// - Returns: The view.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        barLook(BarLook(background: BarBackground(style)), for: bars)
    }

    /// Shows or hides the background of bars while this view shows
    /// (`.automatic` leaves the bar's default).
    ///
    /// - Parameters:
    ///   - visibility: Whether the background shows.
    ///   - bars: The bars.
    /// - Returns: The view.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barLook(BarLook(backgroundVisibility: visibility == .automatic ? nil : visibility), for: bars)
    }

    /// Sets the color scheme of the content of bars while this view shows
    /// (their titles and items); `nil` keeps the environment's.
    ///
    /// - Parameters:
    ///   - colorScheme: The color scheme.
    ///   - bars: The bars.
    /// - Returns: The view.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barLook(BarLook(colorScheme: colorScheme), for: bars)
    }

    nonisolated private func barLook(_ look: BarLook, for bars: [ToolbarPlacement]) -> some View {
        let places = Set((bars.isEmpty ? [.automatic] : bars).map(\.bar))
        var state = NavigationBarState()
        if places.contains(.navigationBar) { state.look = look }
        if places.contains(.bottomBar) { state.bottomLook = look }
        return modifier(_NavigationBarModifier(state: state))
            .modifier(_TabBarLookModifier(look: places.contains(.tabBar) ? look : BarLook()))
    }
}

/// The looks UIKit's `UINavigationBar.appearance()` sets for every
/// navigation bar made after it, which SwiftUI's bar draws with on iOS:
/// the background, the title's and large title's color and font, and the
/// items' tint. `nil` keeps SwiftUI's default; a view's
/// `toolbarBackground` wins over the background.
@MainActor
package enum NavigationBarAppearance {
    /// The bar's background.
    package static var background: Color?
    /// The inline title's color.
    package static var titleColor: Color?
    /// The inline title's font.
    package static var titleFont: Font?
    /// The large title's color.
    package static var largeTitleColor: Color?
    /// The large title's font.
    package static var largeTitleFont: Font?
    /// The tint of the back button and the bar's items.
    package static var tint: Color?
}
