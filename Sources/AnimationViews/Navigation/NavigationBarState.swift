import AnimationCore
import Foundation

/// What the views of one screen of a navigation stack ask of its bar, as a
/// preference: a title, how it shows, toolbar items, whether the bar or
/// its back button hides. The outermost modifier that sets a field wins
/// (as a `preference` replaces the values inside it); toolbar items add
/// up, inner ones first.
struct NavigationBarState: Equatable {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var barHidden: Bool?
    var backButtonHidden: Bool?
    var bottomBarHidden: Bool?
    var toolbar: [ToolbarEntry] = []
    /// The navigation bar's look (`toolbarBackground`, `toolbarColorScheme`).
    var look = BarLook()
    /// The bottom toolbar's look.
    var bottomLook = BarLook()

    /// Fields this state leaves unset take `inner`'s.
    func over(_ inner: NavigationBarState?) -> NavigationBarState {
        guard let inner else { return self }
        return NavigationBarState(
            title: title ?? inner.title, displayMode: displayMode ?? inner.displayMode,
            barHidden: barHidden ?? inner.barHidden, backButtonHidden: backButtonHidden ?? inner.backButtonHidden,
            bottomBarHidden: bottomBarHidden ?? inner.bottomBarHidden, toolbar: inner.toolbar + toolbar,
            look: look.over(inner.look), bottomLook: bottomLook.over(inner.bottomLook))
    }
}

/// One item of a toolbar: where it goes, and the view.
struct ToolbarEntry: Equatable {
    var placement: ToolbarItemPlacement
    var view: AnyView
    /// What the view shows, to tell a changed item from an unchanged one
    /// (views are not `Equatable`).
    var signature: String

    init(placement: ToolbarItemPlacement, view: AnyView) {
        self.placement = placement
        self.view = view
        self.signature = String(describing: view.view)
    }

    static func == (lhs: ToolbarEntry, rhs: ToolbarEntry) -> Bool {
        lhs.placement == rhs.placement && lhs.signature == rhs.signature
    }
}

/// The preference of a screen's bar.
struct NavigationBarKey: PreferenceKey {
    static var defaultValue: NavigationBarState { NavigationBarState() }

    static func reduce(value: inout NavigationBarState, nextValue: () -> NavigationBarState) {
        // Siblings: the first that sets a field wins; toolbar items add up.
        let next = nextValue()
        value = value.over(nil)
        value.title = value.title ?? next.title
        value.displayMode = value.displayMode ?? next.displayMode
        value.barHidden = value.barHidden ?? next.barHidden
        value.backButtonHidden = value.backButtonHidden ?? next.backButtonHidden
        value.bottomBarHidden = value.bottomBarHidden ?? next.bottomBarHidden
        value.look = value.look.over(next.look)
        value.bottomLook = value.bottomLook.over(next.bottomLook)
        value.toolbar += next.toolbar
    }
}

/// Sets fields of the bar's state over those the content sets.
struct _NavigationBarModifier: PrimitiveModifier {
    var state: NavigationBarState

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let state = self.state
        let writer = node.ownPrimitive {
            PreferenceWriter<NavigationBarKey>(transform: { state.over($0) }, isLayoutGroup: true)
        }
        writer.transform = { state.over($0) }
        node.updateChild(content, in: context)
    }
}

/// A navigation bar's items (SwiftUI's name space for the title display mode).
public enum NavigationBarItem {
    /// How a navigation title shows.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Large on a stack's first screen, inline on the screens pushed on it.
        case automatic
        /// In the bar, small and centered.
        case inline
        /// Below the bar, large and leading.
        case large
    }
}

extension View {
    /// Sets the title of the navigation bar of the screen that shows this view.
    ///
    /// - Parameter title: The title.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationBarModifier(state: NavigationBarState(title: String(title))))
    }

    /// Sets the title of the navigation bar from a localized key.
    ///
    /// - Parameter titleKey: The title.
    /// - Returns: The view.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationBarModifier(state: NavigationBarState(title: titleKey.key)))
    }

    /// Sets the title of the navigation bar from a text view (its string;
    /// the text's own styling is not applied to the bar).
    ///
    /// - Parameter title: The title.
    /// - Returns: The view.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationBarModifier(state: NavigationBarState(title: title.string)))
    }

    /// Sets the title of the navigation bar from a binding, the title that
    /// iOS lets the user rename in place. The bar shows the binding's value
    /// as it is when the view updates; the headless bar offers no renaming
    /// (the value changes only when the code writes it).
    ///
    /// - Parameter title: The binding to the title.
    /// - Returns: The view.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(_NavigationBarModifier(state: NavigationBarState(title: title.wrappedValue)))
    }

    /// Sets how the navigation title shows.
    ///
    /// - Parameter displayMode: The mode.
    /// - Returns: The view.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationBarModifier(state: NavigationBarState(displayMode: displayMode)))
    }

    /// Sets the navigation title (the older name).
    ///
    /// - Parameter title: The title.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title from a localized key (the older name).
    ///
    /// - Parameter titleKey: The title.
    /// - Returns: The view.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the navigation title from a text view (the older name).
    ///
    /// - Parameter title: The title.
    /// - Returns: The view.
    nonisolated public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title and how it shows (the older name).
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - displayMode: How it shows.
    /// - Returns: The view.
    nonisolated public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        modifier(_NavigationBarModifier(state: NavigationBarState(title: titleKey.key, displayMode: displayMode)))
    }

    /// Sets the navigation title from a text view, and how it shows (the
    /// older name).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: How it shows.
    /// - Returns: The view.
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation title and how it shows (the older name).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: How it shows.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        modifier(_NavigationBarModifier(state: NavigationBarState(title: String(title), displayMode: displayMode)))
    }

    /// Hides or shows the navigation bar of the screen.
    ///
    /// - Parameter hidden: Whether it hides.
    /// - Returns: The view.
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_NavigationBarModifier(state: NavigationBarState(barHidden: hidden)))
    }

    /// Hides or shows the back button of a pushed screen.
    ///
    /// - Parameter hidesBackButton: Whether it hides.
    /// - Returns: The view.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_NavigationBarModifier(state: NavigationBarState(backButtonHidden: hidesBackButton)))
    }
}
