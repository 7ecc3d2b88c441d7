import AVKit
import Foundation
import PhotosUI
@testable import SwiftUI
import Testing
import UserNotifications

@MainActor
@Suite("Photos, video and notifications on the headless host")
struct StandInBehaviourTests {
    /// A photos picker is a button; the host has no library, so a tap
    /// picks nothing and warns.
    @Test func aPhotosPickerPicksNothingAndWarns() throws {
        let view = AvatarPicker()
        let host = ViewHost(view, size: CGSize(width: 300, height: 200))
        #expect(try #require(host.find(text: "Choose a photo")).tap())
        #expect(view.item == nil)
        #expect(host.warnings.contains { $0.contains("no photo library") })
        #expect(host.find(text: "Pick several") != nil)
    }

    /// Loading an item's content answers `nil`.
    @Test func anItemHasNoContent() async throws {
        #expect(try await PhotosPickerItem(itemIdentifier: "x").loadTransferable(type: Data.self) == nil)
    }

    /// A video player draws a black picture with a play symbol under its
    /// overlay, at the size it is given, and warns.
    @Test func aVideoPlayerDrawsItsPictureAndOverlay() throws {
        let host = ViewHost(TrailerView(), size: CGSize(width: 400, height: 300))
        let black = try #require(host.drawnViews.first { if case .color(let c)? = $0.item.content { return c == Color.black.resolved } else { return false } })
        #expect(black.frame.size == CGSize(width: 320, height: 180))
        #expect(host.find(image: "play.fill") != nil && host.find(text: "Trailer") != nil)
        #expect(host.warnings.contains { $0.contains("decodes no video") })
    }

    /// Authorization is granted when asked; requests stay pending,
    /// replaced by identifier, and can be removed.
    @Test func notificationsArePendingAndNeverDelivered() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        #expect(try await center.requestAuthorization(options: [.alert, .sound]))
        #expect(await center.notificationSettings().authorizationStatus == .authorized)
        try await Reminders.schedule("Stretch", in: 60, id: "a")
        try await Reminders.schedule("Stretch again", in: 120, id: "a")
        try await Reminders.schedule("Drink", in: 30, id: "b")
        let pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["a", "b"])
        #expect(pending.first?.content.title == "Stretch again")
        center.removePendingNotificationRequests(withIdentifiers: ["a"])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["b"])
        center.removeAllPendingNotificationRequests()
    }

    /// An interval that is not positive, or under a minute when repeating,
    /// is a precondition failure (iOS raises an exception).
    @Test func aBadIntervalIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) { _ = UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false) }
        await #expect(processExitsWith: .failure) { _ = UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true) }
    }
}
