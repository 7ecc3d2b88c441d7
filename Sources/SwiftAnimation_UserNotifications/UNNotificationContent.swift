@_exported import Foundation
import SwiftAnimation_CoreLocation

/// What a notification says, as UserNotifications' `UNNotificationContent`.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The title.
    open internal(set) var title = ""
    /// The subtitle.
    open internal(set) var subtitle = ""
    /// The body.
    open internal(set) var body = ""
    /// The app icon's badge.
    open internal(set) var badge: NSNumber?
    /// The sound.
    open internal(set) var sound: UNNotificationSound?
    /// The category.
    open internal(set) var categoryIdentifier = ""
    /// The thread it is grouped in.
    open internal(set) var threadIdentifier = ""
    /// The app's data.
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
}

/// Content an app fills in, as `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The title.
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The subtitle.
    open override var subtitle: String {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    /// The body.
    open override var body: String {
        get { super.body }
        set { super.body = newValue }
    }
    /// The badge.
    open override var badge: NSNumber? {
        get { super.badge }
        set { super.badge = newValue }
    }
    /// The sound.
    open override var sound: UNNotificationSound? {
        get { super.sound }
        set { super.sound = newValue }
    }
    /// The category.
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
    }
    /// The thread.
    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
    }
    /// The app's data.
    open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
}

/// A notification's sound.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }

    /// The system's sound.
    public static var `default`: UNNotificationSound { UNNotificationSound(name: "default") }
    /// The system's critical-alert sound.
    public static var defaultCritical: UNNotificationSound { UNNotificationSound(name: "defaultCritical") }
    /// A sound file of the app's.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name.rawValue)
    }
}

/// The name of a sound file.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    /// The file's name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// When a notification is delivered.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it repeats.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
    }
}

/// After an interval, as `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Seconds until delivery.
    public let timeInterval: TimeInterval

    /// A trigger. As on iOS, the interval must be positive, and at least
    /// 60 seconds if it repeats (a precondition: iOS raises an exception).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(
            timeInterval > 0 && (!repeats || timeInterval >= 60),
            "UNTimeIntervalNotificationTrigger: the interval must be greater than 0, and at least 60 if repeating, not \(timeInterval)")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it fires next, from now.
    open func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }
}

/// When the device enters or leaves a region, as
/// `UNLocationNotificationTrigger` (kept pending on the headless host, as
/// every request: see ``UNUserNotificationCenter``).
open class UNLocationNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The region; its `notifyOnEntry` and `notifyOnExit` say which
    /// crossings fire.
    public let region: CLRegion

    /// A trigger.
    ///
    /// - Parameters:
    ///   - region: The region.
    ///   - repeats: Whether it fires at every crossing.
    public init(region: CLRegion, repeats: Bool) {
        self.region = region
        super.init(repeats: repeats)
    }
}

/// At matching calendar dates, as `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components a date must match.
    public let dateComponents: DateComponents

    /// A trigger.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next matching date.
    open func nextTriggerDate() -> Date? {
        Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A notification to schedule, as `UNNotificationRequest`.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// Its identifier (a request of the same identifier replaces it).
    public let identifier: String
    /// What it says.
    public let content: UNNotificationContent
    /// When (`nil`: now).
    public let trigger: UNNotificationTrigger?

    /// A request.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}
