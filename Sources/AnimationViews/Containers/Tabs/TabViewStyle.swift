import AnimationCore
import Foundation

/// How a `TabView` shows its pages.
public protocol TabViewStyle {
    /// How the style reads in the environment.
    var _kind: TabViewStyleKind { get }
}

/// The styles a `TabView` knows.
public enum TabViewStyleKind: Equatable, Sendable {
    /// A tab bar at the bottom; the selected page above it.
    case tabBar
    /// Pages side by side, swiped through, with index dots (shown unless
    /// `hidden`).
    case page(showsIndex: Bool)
}

/// The default style: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
    /// The style's kind, for the environment.
    public var _kind: TabViewStyleKind { .tabBar }
}

/// Pages that are swiped through.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index dots show.
    public struct IndexDisplayMode: Sendable {
        let shows: Bool
        /// Shown (there is more than one page).
        public static let automatic = IndexDisplayMode(shows: true)
        /// Shown.
        public static let always = IndexDisplayMode(shows: true)
        /// Hidden.
        public static let never = IndexDisplayMode(shows: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates the style.
    ///
    /// - Parameter indexDisplayMode: When the index dots show.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// The style's kind, for the environment.
    public var _kind: TabViewStyleKind { .page(showsIndex: indexDisplayMode.shows) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages swiped through, with index dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages swiped through.
    ///
    /// - Parameter indexDisplayMode: When the index dots show.
    /// - Returns: The style.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: TabViewStyleKind { .tabBar }
}

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tab views inside show their pages.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, style._kind)
    }
}
