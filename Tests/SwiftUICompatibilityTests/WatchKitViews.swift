import SwiftUI
import UserNotifications
import WatchKit

// A watch app's files as Apple's Landmarks tutorial and watch tutorials
// write them: the notification controller of the long look, a view that
// plays haptics, and an extension delegate that completes background
// tasks.

struct WatchLandmark {
    var name: String
}

let watchLandmarks = [WatchLandmark(name: "Turtle Rock"), WatchLandmark(name: "Silver Salmon Creek")]

struct WatchNotificationView: View {
    var title: String?
    var message: String?
    var landmark: WatchLandmark?

    var body: some View {
        VStack {
            Text(landmark?.name ?? "Unknown Landmark")
            Text(title ?? "Unknown Title")
            Divider()
            Text(message ?? "You are within 5 miles of one of your favorite landmarks.")
                .font(.caption)
        }
    }
}

class NotificationController: WKUserNotificationHostingController<WatchNotificationView> {
    var landmark: WatchLandmark?
    var title: String?
    var message: String?

    let landmarkIndexKey = "landmarkIndex"

    override var body: WatchNotificationView {
        WatchNotificationView(title: title, message: message, landmark: landmark)
    }

    override func willActivate() {
        super.willActivate()
    }

    override func didDeactivate() {
        super.didDeactivate()
    }

    override func didReceive(_ notification: UNNotification) {
        let notificationData = notification.request.content.userInfo as? [String: Any]
        let aps = notificationData?["aps"] as? [String: Any]
        let alert = aps?["alert"] as? [String: Any]
        title = alert?["title"] as? String
        message = alert?["body"] as? String
        if let index = notificationData?[landmarkIndexKey] as? Int {
            landmark = watchLandmarks[index]
        }
    }
}

struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        Button("Tapped \(taps)") {
            taps += 1
            WKInterfaceDevice.current().play(taps.isMultiple(of: 3) ? .success : .click)
        }
        .frame(width: WKInterfaceDevice.current().screenBounds.width)
    }
}

class ExtensionDelegate: NSObject, WKExtensionDelegate {
    var refreshed = 0

    func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>) {
        for task in backgroundTasks {
            switch task {
            case let refresh as WKApplicationRefreshBackgroundTask:
                refreshed += 1
                refresh.setTaskCompletedWithSnapshot(false)
            case let snapshot as WKSnapshotRefreshBackgroundTask:
                snapshot.setTaskCompletedWithSnapshot(true)
            default:
                task.setTaskCompletedWithSnapshot(false)
            }
        }
    }
}
