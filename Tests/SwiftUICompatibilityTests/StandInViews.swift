import AVKit
import PhotosUI
import SwiftUI
import UserNotifications

// Photos, video and notifications as apps write them (Swift 5 mode,
// Apple's module names).

struct AvatarPicker: View {
    @State var item: PhotosPickerItem?
    @State var imageData: Data?

    var body: some View {
        VStack {
            PhotosPicker(selection: $item, matching: .images) {
                Label("Choose a photo", systemImage: "photo")
            }
            PhotosPicker("Pick several", selection: .constant([]), maxSelectionCount: 3, matching: .any(of: [.images, .videos]))
        }
        .onChange(of: item) { _, newItem in
            Task { imageData = try? await newItem?.loadTransferable(type: Data.self) }
        }
    }
}

struct TrailerView: View {
    let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/trailer.mp4"))

    var body: some View {
        VideoPlayer(player: player) {
            Text("Trailer").foregroundStyle(.white)
        }
        .frame(width: 320, height: 180)
        .onAppear { player.play() }
    }
}

/// A reminder scheduler as apps write one.
enum Reminders {
    static func schedule(_ title: String, in seconds: TimeInterval, id: String) async throws {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = "Time to stretch"
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        try await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
    }
}

final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .sound])
    }
}
