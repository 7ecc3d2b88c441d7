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

    @Test func aReplacedSymbolShowsBothWhileItAnimates() {
        let host = phone(FavoriteStar())
        #expect(host.find(image: "star")?.tap() == true)
        host.advance(by: 0.05)
        #expect(shows(image: "star", in: host) && shows(image: "star.fill", in: host))
        host.advance(by: 2)
        #expect(!shows(image: "star", in: host) && host.find(image: "star.fill")?.opacity == 1)
    }

    @Test func toolbarBackgroundAndColorSchemeStyleTheBars() {
        let host = phone(OrangeBarSettings())
        // The bar in the dark scheme: orange's dark value (255, 146, 48) (iOS 26)
        // behind it, the title in the dark primary (white); the content
        // keeps the light scheme.
        #expect(fillsColor(host, red: 255, green: 146, blue: 48))
        #expect(textColor(of: "Settings", in: host) == Color.white.resolve(in: EnvironmentValues()))
        #expect(textColor(of: "Notifications", in: host) == Color.black.resolve(in: EnvironmentValues()))
        // The tab bar's background comes from the selected page.
        let tabs = phone(MintTabs())
        #expect(fillsColor(tabs, red: 0, green: 200, blue: 179))
        _ = tabs.find(text: "Profile")?.tap()
        tabs.advance(by: 0.1)
        #expect(!fillsColor(tabs, red: 0, green: 200, blue: 179))
    }
}

@MainActor
@Suite("Word games as tutorials write them")
struct WordGameBehaviourTests {
    @Test func spellingOffsetsEditorsAndHiddenLabels() throws {
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString).txt")
        try Data("apple\npear\nfig\n".utf8).write(to: list)
        defer { try? FileManager.default.removeItem(at: list) }
        let previous = UITextChecker.dictionaryPath
        UITextChecker.dictionaryPath = list.path
        defer { UITextChecker.dictionaryPath = previous }

        let host = phone(WordGame())
        #expect(shows("not a word", in: host))
        #expect(WordGame().isReal(word: "Apple"))
        #expect(tap("Drop first", in: host))
        #expect(!shows("apple", in: host) && shows("pear", in: host))
        #expect(tap("Move last up", in: host))
        let order = host.drawnViews.compactMap(\.text).filter { ["pear", "fig"].contains($0) }
        #expect(order == ["fig", "pear"])
        #expect(!shows("Hard mode", in: host))
        #expect(shows("Done", in: host))
        #expect(host.prefersStatusBarHidden)
        // With no word list, every word counts as spelled right.
        UITextChecker.dictionaryPath = "/nonexistent/words"
        #expect(WordGame().isReal(word: "zzxq"))
    }

    @Test func offsetsPastTheEndAreIgnored() {
        var numbers = [1, 2, 3, 4]
        numbers.remove(atOffsets: IndexSet([1, 9]))
        #expect(numbers == [1, 3, 4])
        numbers.move(fromOffsets: IndexSet([0, 7]), toOffset: 99)
        #expect(numbers == [3, 4, 1])
        numbers.move(fromOffsets: IndexSet([2]), toOffset: 1)
        #expect(numbers == [3, 1, 4])
    }

    /// A label sits on the leading side and its value on the trailing
    /// side in the secondary style; `labelsHidden()` keeps the value alone.
    @Test func labeledContentPutsTheValueOnTheTrailingSide() throws {
        let host = ViewHost(LabeledContentRows(), size: CGSize(width: 300, height: 200))
        let name = try #require(host.find(text: "Name")), ada = try #require(host.find(text: "Ada"))
        #expect(abs(name.frame.minX) < 1e-6 && abs(ada.frame.maxX - 300) < 1.0 / 3)
        #expect(host.find(text: "12.50") != nil && host.find(text: "Wi-Fi") != nil && host.find(text: "On") != nil)
        #expect(host.find(text: "Hidden") == nil && host.find(text: "Value only") != nil)
    }
}
