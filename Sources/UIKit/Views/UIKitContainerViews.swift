import AnimationViews
import Foundation

/// A row or column of views, as in UIKit (kept, drawn as a placeholder).
@MainActor @preconcurrency
open class UIStackView: UIView {
    /// How views are spread along the axis.
    public enum Distribution: Int, Sendable {
        /// Filling the stack.
        case fill
        /// Equal sizes.
        case fillEqually
        /// In proportion to their sizes.
        case fillProportionally
        /// Equal spaces between.
        case equalSpacing
        /// Equal distances between centers.
        case equalCentering
    }

    /// How views align across the axis.
    public enum Alignment: Int, Sendable {
        /// Filling across.
        case fill
        /// At the leading edge.
        case leading
        /// At the top.
        case top
        /// At the first baseline.
        case firstBaseline
        /// Centered.
        case center
        /// At the trailing edge.
        case trailing
        /// At the bottom.
        case bottom
        /// At the last baseline.
        case lastBaseline
    }

    /// The axis: horizontal by default.
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// How views are spread along it.
    open var distribution = Distribution.fill
    /// How views align across it.
    open var alignment = Alignment.fill
    /// The space between views.
    open var spacing: CGFloat = 0
    /// The views laid out, in order.
    open private(set) var arrangedSubviews: [UIView] = []

    /// A stack of views.
    ///
    /// - Parameter views: The views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Adds a view at the end.
    ///
    /// - Parameter view: The view.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Takes a view out of the layout (it stays a subview, as in UIKit).
    ///
    /// - Parameter view: The view.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}

/// Layout constraints' names, as in UIKit (what ``UIStackView/axis`` is).
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// An axis.
    public enum Axis: Int, Sendable {
        /// Across.
        case horizontal
        /// Down.
        case vertical
    }

    /// What a constraint relates.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal center.
        case centerX
        /// The vertical center.
        case centerY
        /// The last line's baseline.
        case lastBaseline
        /// The first line's baseline.
        case firstBaseline = 12
        /// No attribute.
        case notAnAttribute = 0
    }

    /// How a constraint's two sides compare.
    public enum Relation: Int, Sendable {
        /// At most.
        case lessThanOrEqual = -1
        /// Equal.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1
    }
}

/// A row of page dots, as in UIKit (kept, drawn as a placeholder).
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    /// The dots' background.
    public enum BackgroundStyle: Int, Sendable {
        /// The system's choice.
        case automatic
        /// A background while touched.
        case prominent
        /// No background.
        case minimal
    }

    /// The number of pages (0 or more).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
        }
    }
    /// The page shown (kept within the pages).
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// Whether it hides with one page.
    open var hidesForSinglePage = false
    /// The dots' color.
    open var pageIndicatorTintColor: UIColor?
    /// The current dot's color.
    open var currentPageIndicatorTintColor: UIColor?
    /// The background.
    open var backgroundStyle = BackgroundStyle.automatic
    /// The image of every dot (`nil`: a dot).
    open var preferredIndicatorImage: UIImage?
    /// The image of the current page's dot (`nil`: the others').
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var pageImages: [Int: UIImage] = [:]

    /// The image of one page's dot, or `nil` for the preferred image.
    ///
    /// - Parameter page: The page.
    /// - Returns: The image.
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }

    /// Sets the image of one page's dot.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil` for the preferred one.
    ///   - page: The page.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }
}

/// What a search bar tells, as in UIKit; every method has a default.
@MainActor @preconcurrency
public protocol UISearchBarDelegate: AnyObject {
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search field, as in UIKit (kept, drawn as a placeholder); setting
/// ``text`` tells the delegate, as typing does.
@MainActor @preconcurrency
open class UISearchBar: UIView {
    /// The text; setting it tells the delegate.
    open var text: String? {
        didSet { if text != oldValue { delegate?.searchBar(self, textDidChange: text ?? "") } }
    }
    /// The placeholder.
    open var placeholder: String?
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    /// What it tells.
    open weak var delegate: (any UISearchBarDelegate)?
}

/// A stack of view controllers with a bar, as in UIKit (kept, drawn as a
/// placeholder; SwiftUI's `NavigationStack` is the form that draws).
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// The controllers, the root first.
    open var viewControllers: [UIViewController] = []
    /// The bar.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false

    /// A stack of one controller.
    ///
    /// - Parameter rootViewController: The root.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    /// An empty stack (what `UINavigationController()` makes, and the
    /// initializer subclasses such as `UIImagePickerController` inherit).
    ///
    /// - Parameters:
    ///   - nibNameOrNil: A nib's name (there are no nibs here).
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A stack from an archive: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The top controller.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Pushes a controller.
    ///
    /// - Parameters:
    ///   - viewController: The controller.
    ///   - animated: Whether to animate (unused).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller, unless it is the root.
    ///
    /// - Parameter animated: Whether to animate (unused).
    /// - Returns: The popped controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    /// Pops to the root.
    ///
    /// - Parameter animated: Whether to animate (unused).
    /// - Returns: The popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeLast(popped.count)
        return popped
    }
}
