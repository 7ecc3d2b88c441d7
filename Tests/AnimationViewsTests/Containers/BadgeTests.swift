import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private struct Inbox: View {
    var body: some View {
        List {
            Text("Inbox").badge(12)
            Text("Drafts").badge(0)
            Text("Flagged").badge("New")
            Text("Sent").badge(Text("Today"))
        }
    }
}

private struct BadgedTabs: View {
    var body: some View {
        TabView {
            Text("Home page")
                .tabItem { Label("Home", systemImage: "house") }
                .badge(3)
            Text("Mail page")
                .tabItem { Label("Mail", systemImage: "envelope").badge("!") }
            Text("Quiet page")
                .tabItem { Label("Quiet", systemImage: "moon") }
                .badge(0)
        }
    }
}

@MainActor
@Suite("Badges on list rows and tab items")
struct BadgeTests {
    @Test func aListRowShowsItsBadgeAtItsTrailingEdge() {
        let host = phone(Inbox())
        let title = frame(of: "Inbox", in: host)!, badge = frame(of: "12", in: host)!
        #expect(abs(badge.midY - title.midY) <= onePixel, "on the row's line")
        #expect(badge.minX > 300, "at the trailing edge: \(badge)")
        #expect(host.find(text: "12")!.item.content?.string == "12")
        #expect(!shows("0", in: host), "a count of 0 shows no badge")
        #expect(shows("New", in: host) && shows("Today", in: host))
        // In the secondary style: not the title's color.
        func paint(_ string: String) -> DisplayList.Paint? {
            guard case .text(let text)? = host.find(text: string)?.item.content else { return nil }
            return text.runs.first?.paint
        }
        #expect(paint("12") != nil && paint("12") != paint("Inbox"))
    }

    @Test func aTabItemShowsItsBadgeOnARedCapsule() {
        let host = phone(BadgedTabs())
        let badge = frame(of: "3", in: host)!
        // In the bar (49 over the bottom safe area), right of the item's center.
        #expect(badge.minY >= 844 - 34 - 49 && badge.maxY <= 844 - 34)
        let home = frame(of: "Home", in: host)!
        #expect(badge.midX > home.midX)
        let capsule = host.drawnViews.first { view in
            guard case .shape(_, .color(let color), nil, _)? = view.item.content else { return false }
            return color.red > 0.99 && color.green < 0.3 && view.frame.insetBy(dx: -0.5, dy: -0.5).contains(CGPoint(x: badge.midX, y: badge.midY))
        }
        #expect(capsule != nil, "a red capsule under the count")
        #expect(abs(capsule!.frame.height - 18) <= onePixel)
        #expect(shows("!", in: host), "a badge on the label itself")
        #expect(!shows("0", in: host))
    }

    @Test func aBadgeElsewhereDrawsNothing() {
        let host = phone(Text("Plain").badge(5))
        #expect(shows("Plain", in: host))
        #expect(!shows("5", in: host))
    }
}
