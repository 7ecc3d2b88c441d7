import AnimationCore
import AnimationViews
import Foundation

/// A UIKit view controller: enough of one for SwiftUI code that wraps
/// controllers (`UIViewControllerRepresentable`, `UIHostingController`) or
/// presents one from the window's root.
///
/// The headless host shows no UIKit controllers: a controller loads its
/// ``view``, keeps its children and records what it presents
/// (``presentedViewController``); the life-cycle methods are called as
/// UIKit calls them when it is added to or presented from a controller.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    /// How a controller is presented.
    public enum ModalPresentationStyle: Int, Sendable {
        /// The system's choice (a sheet).
        case automatic = -2
        /// No style.
        case none = -1
        /// Full screen.
        case fullScreen = 0
        /// A page sheet.
        case pageSheet
        /// A form sheet.
        case formSheet
        /// Over the current context.
        case currentContext
        /// A custom presentation.
        case custom
        /// Full screen, over what was shown.
        case overFullScreen
        /// Over the current context, over what was shown.
        case overCurrentContext
        /// A popover.
        case popover
    }

    private var loadedView: UIView?

    /// The controller's view, loaded by ``loadView()`` on first use, then
    /// ``viewDidLoad()`` is called.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether ``view`` has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// Loads the view when it is not loaded (calling ``viewDidLoad()``).
    open func loadViewIfNeeded() { _ = view }
    /// The title.
    open var title: String?
    /// What it shows in a navigation bar.
    public private(set) lazy var navigationItem = UINavigationItem()
    /// The controller's parent.
    open private(set) weak var parent: UIViewController?
    /// The children, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The controller this one presents.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presents this one.
    open private(set) weak var presentingViewController: UIViewController?
    /// Dismisses the SwiftUI presentation that shows this controller (the
    /// environment's `dismiss`, set by the representable that made it).
    final package var hostingDismiss: (@MainActor () -> Void)?
    /// How the controller is presented.
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    /// The appearance the controller asks for.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// Whether the controller is presented modally but not dismissible by
    /// a swipe.
    open var isModalInPresentation = false
    /// The size the controller prefers when presented.
    open var preferredContentSize = CGSize.zero

    /// A controller.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: Unused (the host reads no nibs).
    ///   - nibBundleOrNil: Unused.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive: `nil` (the host reads no archives).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the view (override point; by default a view of the screen's
    /// size).
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }
    /// The view was loaded (override point).
    open func viewDidLoad() {}
    /// The view is about to appear (override point).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared (override point).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear (override point).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared (override point).
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews (override point).
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews (override point).
    open func viewDidLayoutSubviews() {}

    /// Adds a child controller.
    ///
    /// - Parameter childController: The child.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Takes the controller out of its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// The controller is about to move to a parent (override point).
    open func willMove(toParent parent: UIViewController?) {}
    /// The controller moved to a parent (override point).
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents a controller: it is recorded as ``presentedViewController``
    /// (the host shows no UIKit controllers), its view appears, and the
    /// completion runs.
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: The controller.
    ///   - flag: Whether to animate (unused).
    ///   - completion: Runs after.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard viewControllerToPresent !== self, presentedViewController == nil else {
            completion?()
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.viewWillAppear(flag)
        viewControllerToPresent.viewDidAppear(flag)
        completion?()
    }

    /// Dismisses the controller this one presents (or, when it presents
    /// none, this one from its presenter; or, for a representable's
    /// controller shown in a SwiftUI sheet, the sheet, as on iOS); the
    /// completion runs.
    ///
    /// - Parameters:
    ///   - flag: Whether to animate (unused).
    ///   - completion: Runs after.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.viewWillDisappear(flag)
            presentedViewController = nil
            presented.presentingViewController = nil
            presented.viewDidDisappear(flag)
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: nil)
        } else {
            hostingDismiss?()
        }
        completion?()
    }
}
