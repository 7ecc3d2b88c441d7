import Foundation

/// A button of a navigation bar or toolbar, as UIKit's `UIBarButtonItem`
/// (kept: the host draws no UIKit bars). Its target and selector are kept
/// but never called (no Objective-C runtime); its primary action runs
/// when ``UIBarButtonItem/tap()`` plays a tap.
@MainActor @preconcurrency
open class UIBarButtonItem: NSObject {
    /// The look of an item.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain
        /// Bordered (deprecated in UIKit).
        case bordered
        /// Done: bold.
        case done
    }

    /// The system's items.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add.
        case add
        /// Flexible space.
        case flexibleSpace
        /// Fixed space.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Share.
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Close.
        case close = 24
    }

    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The look.
    open var style = Style.plain
    /// The system item it was made as.
    public private(set) var systemItem: SystemItem?
    /// Whether it takes taps.
    open var isEnabled = true
    /// Its color.
    open var tintColor: UIColor?
    /// The object the selector would be sent to (never: no Objective-C runtime).
    open weak var target: AnyObject?
    /// The selector.
    open var action: Selector?
    /// What a tap runs.
    open var primaryAction: UIAction?

    /// An item of a title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - style: The look.
    ///   - target: The target.
    ///   - action: The selector.
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    /// An item of an image.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - style: The look.
    ///   - target: The target.
    ///   - action: The selector.
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    /// A system item.
    ///
    /// - Parameters:
    ///   - systemItem: The item.
    ///   - target: The target.
    ///   - action: The selector.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    /// An item of an action.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - primaryAction: What a tap runs.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        super.init()
    }

    /// A system item of an action.
    ///
    /// - Parameters:
    ///   - systemItem: The item.
    ///   - primaryAction: What a tap runs.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        super.init()
    }

    /// Plays a tap: runs the primary action when enabled.
    open func tap() {
        guard isEnabled, let primaryAction else { return }
        primaryAction.handler(primaryAction)
    }
}

/// What a controller shows in a navigation bar, as UIKit's
/// `UINavigationItem` (kept).
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// The title.
    open var title: String?
    /// The item on the left.
    open var leftBarButtonItem: UIBarButtonItem?
    /// The item on the right.
    open var rightBarButtonItem: UIBarButtonItem?
    /// The items on the left.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Whether the back button hides.
    open var hidesBackButton = false

    /// An item of a title.
    ///
    /// - Parameter title: The title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item without a title.
    public override init() { super.init() }
}
