import AnimationCore
import AnimationRuntime
import Foundation

/// A view that switches between pages: with the default style, a tab bar
/// at the bottom (each page's `tabItem` label, the selected one in the
/// tint) and the selected page above it; with `.tabViewStyle(.page)`,
/// pages side by side that are swiped through, with index dots.
///
/// A page's tag (`.tag(_:)`) is the value that selects it; pages without
/// one are selected by their position. Without a selection binding, the
/// view keeps its own selection (the first page at first).
///
/// Differences from SwiftUI: with the tab bar, only the selected page is
/// built, so a page's state starts over when it is selected again; tab
/// bar items show their labels' text and system image names (symbol
/// glyphs are placeholders, see `Image`).
public struct TabView<SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?

    /// Creates a tab view whose selection a binding holds.
    ///
    /// - Parameters:
    ///   - selection: The selected page's tag; `nil` to keep its own.
    ///   - content: The pages.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its own selection.
    ///
    /// - Parameter content: The pages.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: View {
    /// The pages and the tab bar or index dots.
    public var body: some View {
        let options = PickerOption.options(of: content)
        let tags = options.indices.map { options[$0].tag ?? AnyHashable($0) }
        let current = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection ?? tags.first
        let binding = selection
        let own = $ownSelection
        let select: @MainActor (AnyHashable) -> Void = { tag in
            if let binding {
                if let value = tag.base as? SelectionValue { binding.wrappedValue = value }
            } else {
                own.wrappedValue = tag
            }
        }
        _TabViewBody(pages: options.map(\.label), tags: tags, selected: current, select: select)
    }
}

/// The drawn tab view: tab bar or pager, from the environment's style.
struct _TabViewBody {
    let pages: [AnyView]
    let tags: [AnyHashable]
    let selected: AnyHashable?
    let select: @MainActor (AnyHashable) -> Void
}

extension _TabViewBody: View {
    @ViewBuilder var body: some View {
        _TabStyleSwitch(
            tabBar: AnyView(tabBarBody),
            pager: { showsIndex in
                AnyView(_Pager(pages: pages, tags: tags, selected: selected, showsIndex: showsIndex, select: select))
            })
    }

    /// The selected page over the tab bar (unless the page hides it with
    /// `toolbar(.hidden, for: .tabBar)`; `toolbarBackground` and
    /// `toolbarColorScheme` for `.tabBar` set its look).
    @MainActor private var tabBarBody: some View {
        let pages = self.pages, tags = self.tags, selected = self.selected, select = self.select
        let labels = pages.map { $0.tabItemLabel }
        let badges = pages.map { $0.tabItemBadge }
        return _PreferenceValueView<TabBarHiddenKey>(make: { hidden in
            AnyView(
                _PreferenceValueView<TabBarLookKey>(make: { look in
                    AnyView(
                        VStack(spacing: 0) {
                            ZStack {
                                if let selected, let index = tags.firstIndex(of: selected) {
                                    pages[index].id(selected)
                                }
                            }
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            if hidden != true, !TabBarAppearance.isHidden {
                                _TabBar(labels: labels, badges: badges, tags: tags, selected: selected, select: select, look: look)
                            }
                        })
                }))
        })
    }
}

/// Chooses the tab bar or the pager from the environment's style.
struct _TabStyleSwitch {
    let tabBar: AnyView
    let pager: (Bool) -> AnyView
    var body: Never { neverBody }
}

extension _TabStyleSwitch: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        switch context.environment.tabViewStyleKind {
        case .tabBar: node.updateChild(tabBar, key: AnyHashable("bar"), in: context)
        case .page(let showsIndex): node.updateChild(pager(showsIndex), key: AnyHashable("pager"), in: context)
        }
    }
}

extension _TabStyleSwitch: View {}

/// The tab bar: 49 points high over the bottom safe area, on the bar
/// background ((249, 249, 249) light, (22, 22, 22) dark) under a hairline;
/// each item's label stacked (icon above title) in a 10-point font, the
/// selected one in the tint, others gray; a tap selects. UIKit's
/// `UITabBar.appearance()` colors replace those (``TabBarAppearance``).
struct _TabBar {
    let labels: [AnyView?]
    var badges: [Text?] = []
    let tags: [AnyHashable]
    let selected: AnyHashable?
    let select: @MainActor (AnyHashable) -> Void
    var look = BarLook()
}

extension _TabBar: View {
    var body: some View {
        HStack(spacing: 0) {
            ForEach(tags.indices, id: \.self) { index in
                item(index)
            }
        }
        .frame(height: 49)
        .background(
            look.backgroundStyle(fallback: AnyShapeStyle(TabBarAppearance.background ?? TabBarColors.bar)), ignoresSafeAreaEdges: .bottom
        )
        .overlay(alignment: .top) {
            if let hairline = TabBarAppearance.hairline {
                Rectangle().fill(hairline).frame(height: 1)
            } else {
                Divider()
            }
        }
        .transformEnvironment(\.colorScheme) { if let scheme = look.colorScheme { $0 = scheme } }
    }

    @MainActor private func item(_ index: Int) -> some View {
        let tag = tags[index]
        let select = self.select
        return VStack(spacing: 2) {
            labels[index] ?? AnyView(EmptyView())
        }
        .environment(\.labelStackAxis, .vertical)
        .font(.system(size: 10, weight: .medium))
        .foregroundStyle(
            tag == selected
                ? TabBarAppearance.selectedItem.map { AnyShapeStyle($0) } ?? AnyShapeStyle(.tint)
                : AnyShapeStyle(TabBarAppearance.unselectedItem ?? Color.gray)
        )
        .overlay(alignment: .top) {
            if index < badges.count, let badge = badges[index] {
                TabItemBadge(text: badge).offset(x: 14, y: 2)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .onTapGesture { select(tag) }
    }
}

enum TabBarColors {
    static let bar = Color(
        light: Color.Resolved(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 1),
        dark: Color.Resolved(red: 22 / 255, green: 22 / 255, blue: 22 / 255, opacity: 1))
}
