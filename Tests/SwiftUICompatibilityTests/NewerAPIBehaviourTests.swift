import Foundation
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("SwiftUI's newer API as public code writes it")
struct NewerAPIBehaviourTests {
    /// Each card fills the viewport less its margins; the second card,
    /// outside the viewport, is drawn at half opacity by its transition.
    @Test func aCarouselAlignsItsCardsAndFadesTheOnesOutside() {
        let host = ViewHost(CardCarousel(), size: CGSize(width: 300, height: 200))
        let cards = host.drawnViews.filter { if case .shape? = $0.item.content { return true } else { return false } }
        #expect(cards.count == 4)
        #expect(abs((cards.first?.frame.minX ?? 0) - 16) < 1e-9)
        #expect(abs((cards.first?.opacity ?? 0) - 1) < 1e-9)
        #expect(abs((cards[1].opacity) - 0.5) < 1e-9)
    }

    @Test func tabsMenusAndSymbolEffectsWork() {
        let host = phone(SettingsTabs())
        #expect(tap("Like", in: host))
        host.advance(by: 0.25)
        let bell = host.drawnViews.first { $0.imageName == "system:bell.fill" }
        #expect((bell?.transform.a ?? 1) > 1.1)
        #expect(tap("Links", in: host))
        #expect(tap("Swift", in: host))
        #expect(host.openedURLs == [URL(string: "https://swift.org")!])
        #expect(tap("More", in: host))
        #expect(shows("Ring", in: host))
    }

    @Test func aProfileFormShowsItsControls() {
        let host = phone(ProfileForm())
        #expect(shows("Search settings", in: host))
        #expect(shows("$20.00", in: host) || shows("US$20.00", in: host))
        #expect(host.warnings.contains { $0.contains("avatar.png shows its placeholder") })
        #expect(shows("Tip", in: host) && shows("Birthday", in: host))
    }

    @Test func subviewsAreCountedAndHiddenViewsTakeNoPlaceInTheDrawing() {
        let host = ViewHost(CustomStack { Text("one"); Text("two") }, size: CGSize(width: 300, height: 300))
        #expect(shows("2 items", in: host))
        #expect(host.findAll(text: "one").count == 2)
        let badge = ViewHost(AccessibleBadge().frame(width: 60, height: 60), size: CGSize(width: 100, height: 100))
        #expect(badge.find(text: "secret")?.opacity == 0)
        #expect(badge.find(label: "Three messages") != nil)
    }
}
