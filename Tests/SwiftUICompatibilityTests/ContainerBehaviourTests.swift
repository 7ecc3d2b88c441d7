import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of ContainerViews.swift do, run headlessly.

@MainActor
@Suite("Lists, forms, tabs and presentations as tutorials write them")
struct ContainerBehaviourTests {
    @Test func theSettingsFormResetsAfterTheAlert() {
        let host = phone(SettingsForm())
        #expect(frame(of: "Signed in as Guest", in: host) != nil)
        host.appStorage["username"] = "Ada"
        host.advance(by: 1.0 / 60)
        #expect(frame(of: "Signed in as Ada", in: host) != nil)
        #expect(tap("Reset", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Reset settings?", in: host) != nil)
        let buttons = host.drawnViews.filter { $0.item.content?.string == "Reset" }
        let destructive = buttons.last!.item.frame
        #expect(host.tap(at: CGPoint(x: destructive.midX, y: destructive.midY)))
        host.advance(by: 1)
        #expect(frame(of: "Signed in as Guest", in: host) != nil)
        #expect(frame(of: "Reset settings?", in: host) == nil)
    }

    @Test func theFeedMarksPostsReadAsTheyScrollIntoView() throws {
        // 120-high posts in a 390 × 844 screen with no safe area: posts 1
        // to 7 show whole (840 points), post 8 shows 4 of its 120.
        let host = ViewHost(ReadingFeed(), size: CGSize(width: 390, height: 844))
        _ = host.displayList
        host.advance(by: 1.0 / 60)
        #expect(host.find(text: "Post 7 ✓") != nil)
        #expect(host.find(text: "Post 8") != nil)
        // Scrolled by 240: posts 3 to 9 show whole, and 9 is read.
        #expect(host.scroll(to: CGPoint(x: 0, y: 240)))
        _ = host.displayList
        host.advance(by: 1.0 / 60)
        #expect(host.find(text: "Post 9 ✓") != nil)
        #expect(host.find(text: "Post 10") != nil)
        let post = try #require(host.find(id: "post-9"))
        #expect(abs(post.frame.minY - (960 - 240)) < 1e-9, "\(post.frame.minY - 720)")
    }

    /// The scroll targets that show at least 30 % of their 200 points in
    /// the 500-point viewport: 0 to 2 at the top (2 shows half); scrolled
    /// by 300, 1 to 3; by 350, 2 and 3 (1 and 4 show a quarter).
    @Test func scrollTargetsReportWhichShow() {
        let host = ViewHost(VisibleColorStrip(), size: CGSize(width: 390, height: 600))
        func showing() -> String? {
            _ = host.displayList
            host.advance(by: 1.0 / 60)
            return host.drawnViews.compactMap(\.text).first { $0.hasPrefix("Showing") }
        }
        #expect(showing() == "Showing 0,1,2")
        #expect(host.scroll(to: CGPoint(x: 0, y: 300)))
        #expect(showing() == "Showing 1,2,3")
        #expect(host.scroll(to: CGPoint(x: 0, y: 350)))
        #expect(showing() == "Showing 2,3")
    }

    @Test func tappingProduceOpensItsSheet() {
        let host = phone(ProduceList())
        #expect(tap("Pear", in: host))
        host.advance(by: 1)
        #expect(host.drawnViews.contains { $0.item.content?.string == "🍐" && $0.item.frame.height > 60 })
        #expect(tap("Close", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Close", in: host) == nil)
    }

    @Test func onboardingPagesAdvance() {
        let host = phone(OnboardingView())
        let start = frame(of: "Welcome", in: host)!
        #expect(tap("Next", in: host))
        host.advance(by: 1)
        // Both centered on the page; each edge snaps to the pixel grid.
        #expect(abs(frame(of: "Animate", in: host)!.midX - start.midX) <= 1.0 / 6 + 1e-9)
        #expect(tap("Next", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Start", in: host) != nil)
    }

    @Test func theTabsSwitch() {
        let host = phone(MainTabs())
        let labels = host.drawnViews.filter { $0.item.content?.string == "Profile" }
        #expect(labels.count == 1)  // the tab item; its page is not shown
        let item = labels[0].item.frame
        #expect(host.tap(at: CGPoint(x: item.midX, y: item.midY)))
        host.advance(by: 1.0 / 60)
        #expect(host.drawnViews.filter { $0.item.content?.string == "Profile" }.count == 2)
    }

    @Test func theChatScrollsToItsLastMessage() {
        let host = ViewHost(ChatView(), size: CGSize(width: 390, height: 844))
        host.advance(by: 1.0 / 60)
        // The last message's bubble (10 around the text) ends at the bottom.
        let last = frame(of: "Message 30", in: host)!
        #expect(abs(last.maxY + 10 - 844) < 1e-6)
        #expect(host.scrollOffsets[0].y > 0)
    }

    @Test func theTaskLoadsTheList() async {
        let host = phone(LoadingView())
        for _ in 0..<1_000 where frame(of: "Two", in: host) == nil {
            await Task.yield()
            host.advance(by: 1.0 / 60)
        }
        #expect(frame(of: "Two", in: host) != nil)
    }

    @Test func theDisclosureGroupExpands() {
        let host = phone(ExpandingSection())
        #expect(frame(of: "Hidden details appear here.", in: host) == nil)
        #expect(tap("More info", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Hidden details appear here.", in: host) != nil)
    }
}
