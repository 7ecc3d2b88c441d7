import AnimationCore
import Foundation

/// Which columns of a split view show, as SwiftUI's
/// `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let index: Int
    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    /// The middle column of three.
    public static let content = NavigationSplitViewColumn(index: 1)
    /// The detail.
    public static let detail = NavigationSplitViewColumn(index: 2)
}

/// The column a link in a split view's column pushes when no
/// `navigationDestination` takes its value.
struct SplitViewNextColumn: Hashable {
    let column: Int
}

private struct SplitViewNextColumnKey: EnvironmentKey {
    static var defaultValue: SplitViewNextColumn? { nil }
}

extension EnvironmentValues {
    var splitViewNextColumn: SplitViewNextColumn? {
        get { self[SplitViewNextColumnKey.self] }
        set { self[SplitViewNextColumnKey.self] = newValue }
    }
}

/// Two or three columns of navigation, as SwiftUI's `NavigationSplitView`,
/// drawn as on an iPhone (a compact width): collapsed into one navigation
/// stack. The stack's root is the sidebar (or the column
/// `preferredCompactColumn` names); a `NavigationLink(value:)` in the
/// sidebar that no `navigationDestination` takes selects its value in the
/// list's selection and pushes the next column (the content, else the
/// detail), built from the split view's latest closures, so it shows the
/// new selection; links with a destination view push that view. Column
/// widths and styles have no effect on a phone.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let compactColumn: Binding<NavigationSplitViewColumn>?

    /// A split view of a sidebar and a detail.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        compactColumn = nil
    }

    /// A split view of a sidebar and a detail, with a binding to which
    /// columns show (a phone shows one).
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// A split view of a sidebar and a detail, with the column a phone
    /// shows first.
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        compactColumn = preferredCompactColumn
    }

    /// A split view of a sidebar, a content column and a detail.
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = nil
    }

    /// A split view of three columns, with a binding to which show.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView: View {
    /// The columns collapsed into a stack.
    public var body: some View {
        let detail = self.detail, content = self.content
        let root = compactColumn?.wrappedValue ?? .sidebar
        NavigationStack {
            Group {
                if root == .detail {
                    detail
                } else if root == .content, let content {
                    content.environment(\.splitViewNextColumn, SplitViewNextColumn(column: 2))
                } else {
                    sidebar.environment(\.splitViewNextColumn, SplitViewNextColumn(column: content == nil ? 2 : 1))
                }
            }
            .navigationDestination(for: SplitViewNextColumn.self) { next in
                if next.column == 1, let content {
                    content.environment(\.splitViewNextColumn, SplitViewNextColumn(column: 2))
                } else {
                    detail
                }
            }
        }
    }
}

/// How a split view balances its columns, as SwiftUI's
/// `NavigationSplitViewStyle`: a phone shows one column, so every style
/// draws the same.
public protocol NavigationSplitViewStyle {}

/// The platform's balance.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// Columns that share the width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// A detail that keeps its width under the other columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's balance.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns that share the width.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A detail that keeps its width.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets how split views inside balance their columns (no effect on a
    /// phone, which shows one column).
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// Sets a split view column's width (no effect on a phone).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// Sets a split view column's widths (no effect on a phone).
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
