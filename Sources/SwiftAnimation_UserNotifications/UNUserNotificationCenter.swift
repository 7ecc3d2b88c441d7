import AnimationViews
import Foundation

/// What an app may show, as `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The app icon's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1)
    /// Sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 2)
    /// Alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 4)
    /// Car Play.
    public static let carPlay = UNAuthorizationOptions(rawValue: 8)
    /// Critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
    /// Provisional delivery.
    public static let provisional = UNAuthorizationOptions(rawValue: 64)
}

/// Whether an app may notify.
public enum UNAuthorizationStatus: Int, Sendable {
    /// Not asked.
    case notDetermined = 0
    /// Refused.
    case denied = 1
    /// Allowed.
    case authorized = 2
    /// Allowed quietly.
    case provisional = 3
    /// Allowed for a while (App Clips).
    case ephemeral = 4
}

/// An app's notification settings.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Whether the app may notify.
    public let authorizationStatus: UNAuthorizationStatus

    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
    }
}

/// A delivered notification.
open class UNNotification: NSObject, @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// Its request.
    public let request: UNNotificationRequest

    /// A notification of a request delivered at a date (the system makes
    /// them; tests and the watch's controllers do here).
    package init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// The user's answer to a notification.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification.
    public let notification: UNNotification
    /// The action the user chose.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// How a notification shows while the app is in front.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1)
    /// The sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 2)
    /// An alert (older name).
    public static let alert = UNNotificationPresentationOptions(rawValue: 4)
    /// In the notification list.
    public static let list = UNNotificationPresentationOptions(rawValue: 8)
    /// As a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 16)
}

/// What the notification center tells an app (no notification is ever
/// delivered on the headless host, so it is never called); every method
/// has a default.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrives while the app is in front.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The user answered a notification.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
    )
}

extension UNUserNotificationCenterDelegate {
    /// Shows nothing.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) { completionHandler([]) }
    /// Does nothing.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
    ) { completionHandler() }
}

/// The app's notifications, as `UNUserNotificationCenter` answers on the
/// headless host: authorization is granted when asked (as when the user
/// taps "Allow"), and requests are kept as pending, replaced by
/// identifier and removable, but never delivered (there is no
/// notification centre to show them in); the host is warned once.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var status = UNAuthorizationStatus.notDetermined
    private var pending: [UNNotificationRequest] = []

    /// Who hears of notifications (none arrive).
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// The app's center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Asks to notify: granted, unless `options` is empty.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let granted = grant(options)
        DispatchQueue.main.async { completionHandler(granted, nil) }
    }

    /// Asks to notify: granted, unless `options` is empty.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        grant(options)
    }

    /// The app's settings.
    open func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: lock.withLock { status })
    }

    /// The app's settings, to a completion handler.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        let settings = UNNotificationSettings(authorizationStatus: lock.withLock { status })
        DispatchQueue.main.async { completionHandler(settings) }
    }

    /// Schedules a request (it replaces a pending one of its identifier).
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        schedule(request)
        if let completionHandler { DispatchQueue.main.async { completionHandler(nil) } }
    }

    /// Schedules a request (it replaces a pending one of its identifier).
    open func add(_ request: UNNotificationRequest) async throws {
        schedule(request)
    }

    /// The requests scheduled and not removed.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        lock.withLock { pending }
    }

    /// The requests scheduled and not removed, to a completion handler.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let requests = lock.withLock { pending }
        DispatchQueue.main.async { completionHandler(requests) }
    }

    /// Removes pending requests by identifier.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Removes every pending request.
    open func removeAllPendingNotificationRequests() {
        lock.withLock { pending.removeAll() }
    }

    /// Removes delivered notifications (there are none).
    open func removeAllDeliveredNotifications() {}

    /// Removes delivered notifications by identifier (there are none).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Sets the app icon's badge (there is no icon).
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}

    @discardableResult
    private func grant(_ options: UNAuthorizationOptions) -> Bool {
        let granted = !options.isEmpty
        lock.withLock { if status == .notDetermined { status = granted ? .authorized : .denied } }
        return lock.withLock { status == .authorized }
    }

    private func schedule(_ request: UNNotificationRequest) {
        CurrentHost.warn("UNUserNotificationCenter: notifications are kept as pending on the headless host and never delivered")
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
    }
}
