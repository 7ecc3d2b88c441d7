import Foundation
@testable import SwiftUI
import TestSupport
import Testing
import UIKit

@MainActor
@Suite("Share sheets, the pasteboard and bar button items", .serialized)
struct ShareSheetBehaviourTests {
    /// The wrapped share sheet is a placeholder in its sheet; copying
    /// puts its strings and URLs on the pasteboard, the app hears the
    /// service and the sheet closes.
    @Test func copyingPutsTheItemsOnThePasteboard() throws {
        var made: UIActivityViewController?
        let host = ViewHost(ShareScreen(onMake: { made = $0 }), size: CGSize(width: 390, height: 600))
        let before = UIPasteboard.general.changeCount
        #expect(host.find(text: "Share")?.tap() == true)
        host.advance(by: 1)
        #expect(host.find(text: "ActivityView") != nil)
        #expect(host.warnings.contains { $0.contains("UIActivityViewController") })
        let controller = try #require(made)
        controller.finish(activityType: .copyToPasteboard)
        host.advance(by: 1)
        #expect(host.find(text: "com.apple.UIKit.activity.CopyToPasteboard true") != nil)
        #expect(host.find(text: "ActivityView") == nil)
        #expect(UIPasteboard.general.strings == ["Hello"])
        #expect(UIPasteboard.general.url == URL(string: "https://example.com"))
        #expect(UIPasteboard.general.changeCount == before + 1)
        #expect(host.find(text: "Copy")?.tap() == true)
        #expect(UIPasteboard.general.string == "Copied text")
        #expect(!UIPasteboard.general.hasURLs)
        #expect(UIPasteboard.general.numberOfItems == 1)
    }

    /// An excluded service is not offered (the choice closes the sheet);
    /// the app's own service is prepared and performed and tells its
    /// outcome.
    @Test func excludedAndCustomServices() throws {
        var made: UIActivityViewController?
        let screen = ShareScreen(onMake: { made = $0 })
        let host = ViewHost(screen, size: CGSize(width: 390, height: 600))
        #expect(host.find(text: "Share")?.tap() == true)
        host.advance(by: 1)
        try #require(made).finish(activityType: .postToFacebook)
        host.advance(by: 1)
        #expect(host.find(text: "none false") != nil)

        #expect(host.find(text: "Share")?.tap() == true)
        host.advance(by: 1)
        try #require(made).finish(activityType: UIActivity.ActivityType("com.example.reverse"))
        host.advance(by: 1)
        #expect(host.find(text: "com.example.reverse true") != nil)
        #expect(screen.activity.reversed == "olleH")
    }

    /// A bar button item runs its primary action when tapped (not when
    /// disabled); target and selector are kept.
    @Test func barButtonItemsRunTheirActions() {
        let controller = ToolbarController()
        controller.loadViewIfNeeded()
        let refresh = controller.navigationItem.rightBarButtonItem
        #expect(refresh?.systemItem == .refresh)
        refresh?.tap()
        #expect(controller.refreshed == 1)
        refresh?.isEnabled = false
        refresh?.tap()
        #expect(controller.refreshed == 1)
        #expect(controller.navigationItem.leftBarButtonItem?.title == "Close")
        #expect(controller.navigationItem.leftBarButtonItem?.style == .done)
        #expect(controller.navigationItem.leftBarButtonItem?.target === controller)
    }
}
