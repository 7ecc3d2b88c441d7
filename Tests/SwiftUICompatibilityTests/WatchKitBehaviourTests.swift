import Foundation
import SwiftAnimation
import UserNotifications
import WatchKit
import TestSupport
import Testing

// What the watch app files of WatchKitViews.swift do, run headlessly.

@MainActor
@Suite("A watch app's notification controller, haptics and background tasks")
struct WatchKitBehaviourTests {
    /// The tutorial's controller reads the landmark and alert from the
    /// notification's payload, and its body shows them.
    @Test func theLongLookShowsTheNotificationsLandmark() {
        let content = UNMutableNotificationContent()
        content.userInfo = ["aps": ["alert": ["title": "Near a favorite", "body": "Turn left"]], "landmarkIndex": 1]
        let notification = UNNotification(
            date: Date(timeIntervalSince1970: 0), request: UNNotificationRequest(identifier: "n", content: content, trigger: nil))
        let controller = NotificationController()
        let host = ViewHost(controller.present(notification), size: CGSize(width: 198, height: 242))
        #expect(frame(of: "Silver Salmon Creek", in: host) != nil)
        #expect(frame(of: "Near a favorite", in: host) != nil)
        #expect(frame(of: "Turn left", in: host) != nil)
        // A payload without the keys shows the defaults.
        let empty = NotificationController()
        let plain = UNNotification(
            date: Date(timeIntervalSince1970: 0),
            request: UNNotificationRequest(identifier: "m", content: UNMutableNotificationContent(), trigger: nil))
        #expect(frame(of: "Unknown Landmark", in: ViewHost(empty.present(plain), size: CGSize(width: 198, height: 242))) != nil)
    }

    /// Haptics are recorded in order; the screen is the 45 mm watch's.
    @Test func hapticsArePlayedInOrder() {
        let device = WKInterfaceDevice.current()
        device.resetPlayed()
        let host = ViewHost(TapCounter(), size: CGSize(width: 198, height: 242))
        for count in 0..<3 {
            #expect(tap("Tapped \(count)", in: host))
            host.advance(by: 0.1)
        }
        #expect(device.played == [.click, .click, .success])
        #expect(device.screenBounds.size == CGSize(width: 198, height: 242) && device.screenScale == 2)
        #expect(device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 1)
        device.isBatteryMonitoringEnabled = false
    }

    /// The delegate completes each task it is handed; the app's state
    /// changes post WatchKit's notifications.
    @Test func backgroundTasksAreCompleted() {
        let delegate = ExtensionDelegate()
        let refresh = WKApplicationRefreshBackgroundTask(), snapshot = WKSnapshotRefreshBackgroundTask()
        delegate.handle([refresh, snapshot])
        #expect(delegate.refreshed == 1 && refresh.isCompleted && !refresh.requestedSnapshot)
        #expect(snapshot.isCompleted && snapshot.requestedSnapshot)
        final class Posted: @unchecked Sendable { var names: [Notification.Name] = [] }
        let posted = Posted()
        let names = [WKExtension.applicationWillResignActiveNotification, WKExtension.applicationDidEnterBackgroundNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { posted.names.append($0.name) }
        }
        WKApplication.shared().simulate(.background)
        WKApplication.shared().simulate(.active)
        observers.forEach(NotificationCenter.default.removeObserver)
        #expect(posted.names == names)
        #expect(WKApplication.shared().applicationState == .active)
    }
}
