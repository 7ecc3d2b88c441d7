import AnimationCore
import AnimationViews
import Foundation

/// A visual effect, as in UIKit (the base of ``UIBlurEffect``).
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {}

/// A blur of what is behind a view, as in UIKit.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// The blurs' looks.
    public enum Style: Int, Sendable {
        /// Extra light.
        case extraLight
        /// Light.
        case light
        /// Dark.
        case dark
        /// Regular.
        case regular = 4
        /// Prominent.
        case prominent
        /// The thinnest material.
        case systemUltraThinMaterial
        /// A thin material.
        case systemThinMaterial
        /// The standard material.
        case systemMaterial
        /// A thick material.
        case systemThickMaterial
        /// The chrome material.
        case systemChromeMaterial
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight
        /// A thin material, always light.
        case systemThinMaterialLight
        /// The standard material, always light.
        case systemMaterialLight
        /// A thick material, always light.
        case systemThickMaterialLight
        /// The chrome material, always light.
        case systemChromeMaterialLight
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark
        /// A thin material, always dark.
        case systemThinMaterialDark
        /// The standard material, always dark.
        case systemMaterialDark
        /// A thick material, always dark.
        case systemThickMaterialDark
        /// The chrome material, always dark.
        case systemChromeMaterialDark
    }

    /// The blur's look.
    public let style: Style

    /// A blur of a look.
    ///
    /// - Parameter style: The look.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A view that shows a visual effect, as in UIKit (wrapped by
/// `UIViewRepresentable`s, which the host draws as placeholders).
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The effect.
    open var effect: UIVisualEffect?
    /// The view to put content in.
    public let contentView = UIView()

    /// A view of an effect.
    ///
    /// - Parameter effect: The effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    /// A view from an archive: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A spinner, as in UIKit.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// The spinners' sizes.
    public enum Style: Int, Sendable {
        /// Medium.
        case medium = 100
        /// Large.
        case large = 101
    }

    /// The spinner's size.
    open var style: Style
    /// The spinner's color.
    open var color: UIColor!
    /// Whether it spins.
    open private(set) var isAnimating = false
    /// Whether it hides when it stops.
    open var hidesWhenStopped = true

    /// A spinner of a size.
    ///
    /// - Parameter style: The size.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// A view from an archive: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
}

/// A view that scrolls its content, as in UIKit: what
/// `UIScrollView.appearance()` configures.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// Whether it bounces past its content's edges.
    open var bounces = true
    /// Whether it pages.
    open var isPagingEnabled = false
    /// Whether it shows a vertical indicator.
    open var showsVerticalScrollIndicator = true
    /// Whether it shows a horizontal indicator.
    open var showsHorizontalScrollIndicator = true
    /// How far its content is scrolled; each change tells the delegate
    /// (`scrollViewDidScroll(_:)`), as in UIKit.
    open var contentOffset = CGPoint.zero {
        didSet { delegate?.scrollViewDidScroll(self) }
    }
    /// What is told of scrolling and zooming.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// Whether the user may scroll it.
    open var isScrollEnabled = true
    /// Whether it bounces vertically even when its content is shorter.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when its content is narrower.
    open var alwaysBounceHorizontal = false
    /// Whether a drag scrolls along one axis at a time.
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top.
    open var scrollsToTop = true
    /// The smallest zoom (1 by default).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom (1 by default).
    open var maximumZoomScale: CGFloat = 1
    /// The zoom, within the minimum and maximum; each change tells the
    /// delegate (`scrollViewDidZoom(_:)`).
    open var zoomScale: CGFloat {
        get { storedZoom }
        set {
            let lower = min(minimumZoomScale, maximumZoomScale)
            storedZoom = newValue.isNaN ? storedZoom : min(max(newValue, lower), max(minimumZoomScale, maximumZoomScale))
            delegate?.scrollViewDidZoom(self)
        }
    }
    private var storedZoom: CGFloat = 1
    /// Its content's size.
    open var contentSize = CGSize.zero
    /// Insets of its content.
    open var contentInset = UIEdgeInsets.zero
    /// How fast a flick slows down (kept: SwiftUI's scroll views do not
    /// read it).
    open var decelerationRate = DecelerationRate.normal
    /// How the safe area adjusts the content insets (kept).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The indicators' style (kept).
    open var indicatorStyle = IndicatorStyle.default
    /// How a scroll dismisses the keyboard (kept).
    open var keyboardDismissMode = KeyboardDismissMode.none

    private static let proxy = UIScrollView(frame: .zero)

    /// The values every scroll view starts with (kept; see the
    /// differences article: SwiftUI's scroll views do not read them).
    open class func appearance() -> UIScrollView { proxy }
}

/// A table, as in UIKit: what `UITableView.appearance()` configures.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// The separators' style.
    public enum SeparatorStyle: Int, Sendable {
        /// None.
        case none
        /// A line.
        case singleLine
    }

    /// The separators' style.
    open var separatorStyle = SeparatorStyle.singleLine
    /// The separators' color.
    open var separatorColor: UIColor?
    /// The view behind the rows (kept).
    open var backgroundView: UIView?

    private static let tableProxy = UITableView(frame: .zero)

    /// The values every table starts with (kept; see the differences
    /// article: SwiftUI's lists do not read them).
    open override class func appearance() -> UITableView { tableProxy }
}
