import AnimationCore
import AnimationViews
import Foundation

/// The tab bar, as in UIKit: what `UITabBar.appearance()` configures.
/// SwiftUI's `TabView` draws its bar with the proxy's values, as on iOS,
/// when they are set before the bar is drawn:
/// - the background: the appearance's (``standardAppearance`` once set,
///   else ``scrollEdgeAppearance``), else ``barTintColor`` or
///   ``backgroundColor``; the hairline in the appearance's shadow color;
/// - the items' colors: the appearance's stacked item colors (icon, else
///   title), else ``tintColor`` (selected) and ``unselectedItemTintColor``;
/// - ``isHidden``: no bar (apps that draw their own).
///
/// A headless bar is always drawn as scrolled under (as the navigation
/// bar), so the standard appearance comes first.
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// How a wide bar places its items, as in UIKit (kept: SwiftUI's bar
    /// fills its width).
    public enum ItemPositioning: Int, Sendable {
        /// Fill on phones, centered on pads.
        case automatic
        /// Items share the width.
        case fill
        /// Items are centered.
        case centered
    }

    private var isProxy = false

    /// The look when content scrolls under the bar.
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            standardSet = true
            sync()
        }
    }
    private var standardSet = false
    /// The look when content ends at the bar.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { sync() } }

    /// The bar's background (the older way).
    open override var backgroundColor: UIColor? { didSet { sync() } }

    private var selectedTint: UIColor? { didSet { sync() } }

    /// The other items' color (the older way).
    open var unselectedItemTintColor: UIColor? { didSet { sync() } }

    /// The selected item's color (the tint).
    open override var tintColor: UIColor! {
        get { selectedTint ?? super.tintColor }
        set { selectedTint = newValue }
    }

    /// Whether the bar is hidden: the proxy's hides SwiftUI's tab bar.
    open override var isHidden: Bool { didSet { sync() } }

    /// Whether the bar is translucent (kept).
    open var isTranslucent = true
    /// The bar's color, under its background (the older way).
    open var barTintColor: UIColor? { didSet { sync() } }
    /// The background image (kept; the bar draws its color).
    open var backgroundImage: UIImage?
    /// The hairline's image (kept).
    open var shadowImage: UIImage?
    /// The selected item's indicator image (kept).
    open var selectionIndicatorImage: UIImage?
    /// How items are placed (kept).
    open var itemPositioning = ItemPositioning.automatic

    private static let proxy: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.isProxy = true
        return bar
    }()

    /// The values every tab bar takes, which SwiftUI's tab bar draws with.
    open class func appearance() -> UITabBar { proxy }

    /// The appearance a bar draws with: the standard one once set, else
    /// the scroll edge one.
    private var drawnAppearance: UITabBarAppearance? {
        standardSet ? standardAppearance : scrollEdgeAppearance
    }

    /// Copies the proxy's values to the looks SwiftUI's bar draws with (as
    /// UIKit copies an appearance when it is assigned).
    private func sync() {
        guard isProxy else { return }
        let appearance = drawnAppearance
        let items = appearance?.stackedLayoutAppearance
        TabBarAppearance.background = appearance?.background ?? barTintColor?.swiftUIColor ?? backgroundColor?.swiftUIColor
        TabBarAppearance.selectedItem = items?.selected.itemColor ?? selectedTint?.swiftUIColor
        TabBarAppearance.unselectedItem = items?.normal.itemColor ?? unselectedItemTintColor?.swiftUIColor
        TabBarAppearance.hairline = appearance.map { $0.shadowColor?.swiftUIColor ?? .clear }
        TabBarAppearance.isHidden = isHidden
    }
}

/// The look of a tab bar, as in UIKit: a bar appearance with the looks of
/// its items in each layout (a phone's bar in portrait is stacked: icon
/// above title).
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look in the stacked layout (what SwiftUI's bar draws).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' look side by side (regular width; kept).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look side by side in a compact height (kept).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The selection indicator's tint (kept).
    open var selectionIndicatorTintColor: UIColor?
    /// The selection indicator's image (kept).
    open var selectionIndicatorImage: UIImage?
    /// How stacked items are placed (kept).
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    /// The space between stacked items (kept).
    open var stackedItemSpacing: CGFloat = 0
    /// The width of stacked items (kept).
    open var stackedItemWidth: CGFloat = 0
}

/// The look of tab bar items in one layout, as in UIKit: one look per
/// state.
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject {
    /// The layouts of tab bar items.
    public enum Style: Int, Sendable {
        /// Icon above title.
        case stacked
        /// Icon beside title.
        case inline
        /// Icon beside title, in a compact height.
        case compactInline
    }

    /// An item that is not selected.
    public let normal = UITabBarItemStateAppearance()
    /// The selected item.
    public let selected = UITabBarItemStateAppearance()
    /// A disabled item.
    public let disabled = UITabBarItemStateAppearance()
    /// A focused item.
    public let focused = UITabBarItemStateAppearance()
    /// The layout it is for.
    public let style: Style

    /// The default look of stacked items.
    public override convenience init() {
        self.init(style: .stacked)
    }

    /// The default look of items in a layout.
    ///
    /// - Parameter style: The layout.
    public init(style: Style) {
        self.style = style
    }

    /// Resets every state to the default look of a layout.
    ///
    /// - Parameter style: The layout.
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] {
            state.iconColor = nil
            state.titleTextAttributes = [:]
            state.badgeBackgroundColor = nil
        }
    }
}

/// The look of tab bar items in one state, as in UIKit. The bar draws an
/// item's icon and title in ``iconColor``, else in the title's
/// `.foregroundColor`; offsets and badge looks are kept.
@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
    /// The icon's color.
    open var iconColor: UIColor?
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The title's offset (kept).
    open var titlePositionAdjustment = UIOffset.zero
    /// The badge's background (kept; badges are red).
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes (kept).
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's offset (kept).
    open var badgePositionAdjustment = UIOffset.zero
    /// The badge title's offset (kept).
    open var badgeTitlePositionAdjustment = UIOffset.zero

    /// The color SwiftUI's bar draws an item in this state with.
    var itemColor: Color? {
        iconColor?.swiftUIColor ?? (titleTextAttributes[.foregroundColor] as? UIColor)?.swiftUIColor
    }
}
