import AnimationCore
import AnimationViews
import Foundation

/// The state of a watch app.
public enum WKApplicationState: Int, Sendable {
    /// In the foreground, taking events.
    case active
    /// In the foreground, not taking events.
    case inactive
    /// In the background.
    case background
}

/// What a watch app's delegate hears: launch, activation, and background
/// refresh tasks. Every method has a default that does nothing.
@MainActor
public protocol WKApplicationDelegate: AnyObject {
    /// The app finished launching.
    func applicationDidFinishLaunching()
    /// The app became active.
    func applicationDidBecomeActive()
    /// The app is about to become inactive.
    func applicationWillResignActive()
    /// The app went to the background.
    func applicationDidEnterBackground()
    /// The app is about to come to the foreground.
    func applicationWillEnterForeground()
    /// Background tasks to handle; each must be completed.
    ///
    /// - Parameter backgroundTasks: The tasks.
    func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>)
}

extension WKApplicationDelegate {
    /// Does nothing.
    public func applicationDidFinishLaunching() {}
    /// Does nothing.
    public func applicationDidBecomeActive() {}
    /// Does nothing.
    public func applicationWillResignActive() {}
    /// Does nothing.
    public func applicationDidEnterBackground() {}
    /// Does nothing.
    public func applicationWillEnterForeground() {}
    /// Completes each task (as WatchKit asks a delegate to).
    ///
    /// - Parameter backgroundTasks: The tasks.
    public func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>) {
        for task in backgroundTasks { task.setTaskCompletedWithSnapshot(false) }
    }
}

/// The older name of a watch app's delegate (a WatchKit extension's).
public typealias WKExtensionDelegate = WKApplicationDelegate

/// The running watch app, as in WatchKit: its state and delegate, and the
/// notifications of its life cycle. A headless host's app is active.
@MainActor
public final class WKApplication: NSObject {
    private static let application = WKApplication()

    /// The running app.
    ///
    /// - Returns: The app.
    public static func shared() -> WKApplication { application }

    /// The app's delegate.
    public weak var delegate: (any WKApplicationDelegate)?
    /// The app's state.
    public private(set) var applicationState = WKApplicationState.active
    /// Whether the app is the one shown on the watch face's complication
    /// (never, here).
    public var isApplicationRunningInDock: Bool { false }

    /// Changes the app's state, posting WatchKit's notifications and
    /// telling the delegate (not WatchKit API: the system does this on a
    /// watch).
    ///
    /// - Parameter state: The new state.
    public func simulate(_ state: WKApplicationState) {
        guard state != applicationState else { return }
        let old = applicationState
        applicationState = state
        let center = NotificationCenter.default
        switch (old, state) {
        case (.active, _):
            delegate?.applicationWillResignActive()
            center.post(name: Self.willResignActiveNotification, object: self)
        case (.background, _):
            delegate?.applicationWillEnterForeground()
            center.post(name: Self.willEnterForegroundNotification, object: self)
        default: break
        }
        switch state {
        case .active:
            delegate?.applicationDidBecomeActive()
            center.post(name: Self.didBecomeActiveNotification, object: self)
        case .background:
            delegate?.applicationDidEnterBackground()
            center.post(name: Self.didEnterBackgroundNotification, object: self)
        case .inactive: break
        }
    }

    /// Posted when the app becomes active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("WKApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    nonisolated public static let willResignActiveNotification = Notification.Name("WKApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("WKApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("WKApplicationWillEnterForegroundNotification")
}

/// The older name of the running watch app (a WatchKit extension), with
/// its notifications' older names.
public typealias WKExtension = WKApplication

extension WKApplication {
    /// Posted when the app becomes active (the extension's name).
    nonisolated public static let applicationDidBecomeActiveNotification = didBecomeActiveNotification
    /// Posted when the app is about to become inactive (the extension's
    /// name).
    nonisolated public static let applicationWillResignActiveNotification = willResignActiveNotification
    /// Posted when the app goes to the background (the extension's name).
    nonisolated public static let applicationDidEnterBackgroundNotification = didEnterBackgroundNotification
    /// Posted when the app is about to come to the foreground (the
    /// extension's name).
    nonisolated public static let applicationWillEnterForegroundNotification = willEnterForegroundNotification
}

/// A background task the system gives a watch app's delegate; the app
/// completes it when done.
open class WKRefreshBackgroundTask: NSObject, @unchecked Sendable {
    /// A task the app can attach to its work.
    public var userInfo: (any NSSecureCoding)?
    /// Whether the app completed the task (not WatchKit API).
    public private(set) var isCompleted = false
    /// Whether completing it asked for a new snapshot (not WatchKit API).
    public private(set) var requestedSnapshot = false

    /// A task (the system makes them; tests may too).
    public override init() {
        super.init()
    }

    /// Completes the task.
    ///
    /// - Parameter refreshSnapshot: Whether the app wants a new snapshot.
    open func setTaskCompletedWithSnapshot(_ refreshSnapshot: Bool) {
        isCompleted = true
        requestedSnapshot = refreshSnapshot
    }
}

/// A task to refresh the app's data in the background.
open class WKApplicationRefreshBackgroundTask: WKRefreshBackgroundTask, @unchecked Sendable {}
/// A task to update the app's snapshot.
open class WKSnapshotRefreshBackgroundTask: WKRefreshBackgroundTask, @unchecked Sendable {}
/// A task for a background URL session's events.
open class WKURLSessionRefreshBackgroundTask: WKRefreshBackgroundTask, @unchecked Sendable {}
/// A task for data from the paired iPhone.
open class WKWatchConnectivityRefreshBackgroundTask: WKRefreshBackgroundTask, @unchecked Sendable {}
