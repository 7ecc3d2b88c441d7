import AnimationCore
import Foundation

/// One screen of a navigation stack: its bar (from the preferences of the
/// screen's views), its content below it, a bottom bar when toolbar items
/// ask for one, on the system background. A screen covered by another
/// moves a third of its width out, as on iOS. Each screen keeps its own
/// edit mode (what an `EditButton` in its bar toggles).
struct _NavigationScreen: View {
    let content: AnyView
    let depth: Int
    let covered: Bool
    let width: CGFloat

    var body: some View {
        let content = self.content
        let depth = self.depth
        return _EditModeScope(
            content: _PreferenceValueView<NavigationBarKey>(make: { bar in
                let bottom = bar.bottomBarHidden == true ? [] : bar.toolbar.filter { $0.placement.place == .bottom }
                let screen = VStack(spacing: 0) {
                    if bar.barHidden != true { _NavigationBar(state: bar, depth: depth) }
                    content.frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                if bottom.isEmpty {
                    return AnyView(screen.background(BackgroundStyle(), ignoresSafeAreaEdges: .all))
                }
                return AnyView(
                    screen
                        .safeAreaInset(edge: .bottom, spacing: 0) {
                            HStack(spacing: 16) {
                                ForEach(Array(bottom.enumerated()), id: \.offset) { $0.element.view }
                            }
                            .frame(maxWidth: .infinity, minHeight: 49)
                            .padding(.horizontal, 16)
                            .background(bar.bottomLook.backgroundStyle(fallback: AnyShapeStyle(Material.bar)), ignoresSafeAreaEdges: .bottom)
                            .transformEnvironment(\.colorScheme) { if let scheme = bar.bottomLook.colorScheme { $0 = scheme } }
                        }
                        .background(BackgroundStyle(), ignoresSafeAreaEdges: .all))
            })
        )
        .offset(x: covered ? -width / 3 : 0)
    }
}

/// A navigation bar: a row 44 points high with the back button and the
/// leading items, the inline title or the principal items in the middle,
/// and the trailing items; below it, a large title 52 points high. The bar's
/// material reaches up under the status bar.
///
/// `toolbarBackground` and `toolbarColorScheme` set its background and its
/// content's color scheme; UIKit's `UINavigationBar.appearance()` its
/// background, titles' colors and fonts, and items' tint
/// (``NavigationBarAppearance``).
///
/// The back button reads "Back" (SwiftUI shows the previous screen's title
/// when it fits; see "Differences from SwiftUI").
struct _NavigationBar: View {
    let state: NavigationBarState
    let depth: Int
    @Environment(\EnvironmentValues.navigation) private var navigation

    private var large: Bool {
        guard state.title != nil else { return false }
        switch state.displayMode ?? .automatic {
        case .large: return true
        case .inline: return false
        case .automatic: return depth == 0
        }
    }

    private func items(_ place: ToolbarItemPlacement.Place) -> [ToolbarEntry] {
        state.toolbar.filter { $0.placement.place == place }
    }

    var body: some View {
        let leading = items(.leading), trailing = items(.trailing), principal = items(.principal)
        let showsBack = depth > 0 && state.backButtonHidden != true
        return VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: 16) {
                    if showsBack {
                        Button {
                            navigation?.context.pop()
                        } label: {
                            HStack(spacing: 4) {
                                Image(systemName: "chevron.left").font(.body.weight(.semibold))
                                Text("Back")
                            }
                        }
                    }
                    ForEach(Array(leading.enumerated()), id: \.offset) { $0.element.view }
                    Spacer(minLength: 0)
                    ForEach(Array(trailing.enumerated()), id: \.offset) { $0.element.view }
                }
                .padding(.leading, showsBack ? 8 : 16)
                .padding(.trailing, 16)
                if !principal.isEmpty {
                    HStack { ForEach(Array(principal.enumerated()), id: \.offset) { $0.element.view } }
                } else if !large, let title = state.title {
                    Self.title(Text(title), font: NavigationBarAppearance.titleFont ?? .headline, color: NavigationBarAppearance.titleColor)
                }
            }
            .frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
            if large, let title = state.title {
                Self.title(
                    Text(title), font: NavigationBarAppearance.largeTitleFont ?? .largeTitle.bold(), color: NavigationBarAppearance.largeTitleColor
                )
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity, minHeight: 52, maxHeight: 52, alignment: .leading)
            }
        }
        .transformEnvironment(\.tint) { tint in
            if let appearance = NavigationBarAppearance.tint { tint = AnyShapeStyle(appearance) }
        }
        .background(
            state.look.backgroundStyle(fallback: NavigationBarAppearance.background.map { AnyShapeStyle($0) } ?? AnyShapeStyle(Material.bar)),
            ignoresSafeAreaEdges: .top
        )
        .transformEnvironment(\.colorScheme) { if let scheme = state.look.colorScheme { $0 = scheme } }
    }

    /// A title in a font, in the appearance's color when it has one.
    @ViewBuilder private static func title(_ text: Text, font: Font, color: Color?) -> some View {
        if let color {
            text.font(font).lineLimit(1).foregroundStyle(color)
        } else {
            text.font(font).lineLimit(1)
        }
    }
}
