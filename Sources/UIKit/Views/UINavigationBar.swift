import AnimationCore
import AnimationViews
import Foundation

/// The look of a bar, as in UIKit: its background color, blur, shadow
/// color and image. ``configureWithDefaultBackground()`` is the bar
/// material, ``configureWithOpaqueBackground()`` the system background,
/// ``configureWithTransparentBackground()`` none.
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
    /// The background color (drawn over ``backgroundEffect``).
    open var backgroundColor: UIColor?
    /// The blur behind the bar.
    open var backgroundEffect: UIBlurEffect?
    /// The background image (kept; the bar draws its color).
    open var backgroundImage: UIImage?
    /// The hairline's color (kept).
    open var shadowColor: UIColor?

    /// The default look: the bar material.
    public override init() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// The bar material, with a hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// The system background, opaque, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = nil
    }

    /// What a bar draws behind it: the color, else the material (`nil`).
    var background: Color? {
        if let backgroundColor { return backgroundColor.swiftUIColor }
        return backgroundEffect == nil ? .clear : nil
    }
}

/// The look of a navigation bar, as in UIKit: a bar appearance with the
/// titles' text attributes (`.foregroundColor` and
/// `.font` are drawn).
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The inline title's offset (kept).
    open var titlePositionAdjustment = UIOffset.zero

    /// Sets the back button's image (kept; the bar draws its chevron).
    ///
    /// - Parameters:
    ///   - backIndicatorImage: The image.
    ///   - backIndicatorTransitionMaskImage: Its mask during transitions.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {}
}

/// The navigation bar, as in UIKit: what `UINavigationBar.appearance()`
/// configures. SwiftUI's navigation bar draws with the proxy's values, as
/// on iOS, when they are set before the bar is drawn:
/// - the background: the appearance's (``standardAppearance``, else
///   ``scrollEdgeAppearance``, else ``compactAppearance``), else
///   ``barTintColor`` or ``backgroundColor``;
/// - the titles' colors and fonts: the appearance's text attributes, else
///   the bar's ``titleTextAttributes`` and ``largeTitleTextAttributes``;
/// - the back button's and items' tint: ``tintColor``.
///
/// A headless bar is always drawn as scrolled under (see "Differences
/// from SwiftUI"), so the standard appearance comes first.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    private var isProxy = false

    /// The look when content scrolls under the bar.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            standardSet = true
            sync()
        }
    }
    private var standardSet = false
    /// The look in a compact height.
    open var compactAppearance: UINavigationBarAppearance? { didSet { sync() } }
    /// The look when content is at the top.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { sync() } }
    /// The look in a compact height at the top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { sync() } }
    /// The inline title's attributes (the older way).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { sync() } }
    /// The large title's attributes (the older way).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { sync() } }
    /// The bar's color (the older way).
    open var barTintColor: UIColor? { didSet { sync() } }
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true
    /// Whether titles show large (kept; SwiftUI's display mode decides).
    open var prefersLargeTitles = false
    /// The hairline's image (kept).
    open var shadowImage: UIImage?

    /// The bar's background color.
    open override var backgroundColor: UIColor? { didSet { sync() } }

    private var explicitTint: UIColor? { didSet { sync() } }

    /// The back button's and items' tint.
    open override var tintColor: UIColor! {
        get { explicitTint ?? super.tintColor }
        set { explicitTint = newValue }
    }

    /// Sets the background image (kept; the bar draws its color).
    ///
    /// - Parameters:
    ///   - backgroundImage: The image.
    ///   - barMetrics: The metrics it is for.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}

    private static let proxy: UINavigationBar = {
        let bar = UINavigationBar(frame: .zero)
        bar.isProxy = true
        return bar
    }()

    /// The values every navigation bar takes, which SwiftUI's bar draws with.
    open class func appearance() -> UINavigationBar { proxy }

    /// The appearance a bar draws with: the standard one once set, else
    /// the scroll edge or compact one.
    private var drawnAppearance: UINavigationBarAppearance? {
        standardSet ? standardAppearance : scrollEdgeAppearance ?? compactAppearance ?? compactScrollEdgeAppearance
    }

    /// Copies the proxy's values to the looks SwiftUI's bar draws with (as
    /// UIKit copies an appearance when it is assigned).
    private func sync() {
        guard isProxy else { return }
        let appearance = drawnAppearance
        NavigationBarAppearance.background =
            appearance?.background ?? barTintColor?.swiftUIColor ?? backgroundColor?.swiftUIColor
        func color(_ attributes: [NSAttributedString.Key: Any]?) -> Color? {
            (attributes?[.foregroundColor] as? UIColor)?.swiftUIColor
        }
        func font(_ attributes: [NSAttributedString.Key: Any]?) -> Font? {
            (attributes?[.font] as? UIFont)?.font
        }
        let title = appearance?.titleTextAttributes, large = appearance?.largeTitleTextAttributes
        NavigationBarAppearance.titleColor = color(title) ?? color(titleTextAttributes)
        NavigationBarAppearance.titleFont = font(title) ?? font(titleTextAttributes)
        NavigationBarAppearance.largeTitleColor = color(large) ?? color(largeTitleTextAttributes)
        NavigationBarAppearance.largeTitleFont = font(large) ?? font(largeTitleTextAttributes)
        NavigationBarAppearance.tint = explicitTint?.swiftUIColor
    }
}

/// The bar sizes a bar's images are for, as in UIKit.
public enum UIBarMetrics: Int, Sendable {
    /// The default height.
    case `default`
    /// A compact height.
    case compact
    /// The default height, with a prompt.
    case defaultPrompt = 101
    /// A compact height, with a prompt.
    case compactPrompt
}
