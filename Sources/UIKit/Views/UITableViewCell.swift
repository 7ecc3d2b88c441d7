import Foundation

/// A table's row, as in UIKit: what `UITableViewCell.appearance()`
/// configures. SwiftUI's lists do not read it (see the differences
/// article); its values are kept.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// How a selected row is highlighted.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none
        /// Blue (gray since iOS 7).
        case blue
        /// Gray.
        case gray
        /// The system's highlight.
        case `default`
    }

    /// How a selected row is highlighted.
    open var selectionStyle = SelectionStyle.default
    /// The accessory at the row's trailing edge (kept).
    open var accessoryType = AccessoryType.none
    /// The view behind the row's content.
    open var backgroundView: UIView?
    /// The view behind a selected row's content.
    open var selectedBackgroundView: UIView?

    private static let proxy = UITableViewCell(frame: .zero)

    /// The values every row starts with (kept).
    open class func appearance() -> UITableViewCell { proxy }
}

extension UIApplication {
    /// Posted when the app becomes active. The headless host's app is
    /// always active, so these are never posted (the names compile, and
    /// observers wait).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active (never posted).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background (never posted).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground (never posted).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end (never posted).
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory (never posted).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user takes a screenshot (never posted).
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the day changes, or the time zone (never posted).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}
