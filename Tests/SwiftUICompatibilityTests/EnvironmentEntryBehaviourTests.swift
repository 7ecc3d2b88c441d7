import Foundation
import SwiftData
@testable import SwiftUI
import TestSupport
import Testing
import UIKit

@MainActor
@Suite("@Entry, scene storage, locale, header prominence, background styles, mixed colors")
struct EnvironmentEntryBehaviourTests {
    /// An `@Entry` environment value has its written default (system
    /// orange, 255/149/0 in the light appearance) until a view sets it; an
    /// optional one defaults to nil; one without a written type infers it.
    /// A transaction entry reads its default
    /// and what was set.
    @Test func entriesHaveTheirDefaultsAndSetValues() throws {
        let plain = ViewHost(AccentCard(), size: CGSize(width: 200, height: 200))
        #expect(fillsColor(plain, red: 255, green: 141, blue: 40))
        #expect(plain.find(text: "No caption") != nil)

        let set = ViewHost(
            AccentCard().environment(\.cardAccent, Color(red: 0, green: 0, blue: 1)).environment(\.cardCaption, "Blue"),
            size: CGSize(width: 200, height: 200))
        #expect(fillsColor(set, red: 0, green: 0, blue: 255))
        #expect(!fillsColor(set, red: 255, green: 149, blue: 0))
        #expect(set.find(text: "Blue") != nil)

        // Without a written type, the default's type is inferred.
        var environment = EnvironmentValues()
        #expect(environment.cardCorner == 12)
        environment.cardCorner = 20
        #expect(environment.cardCorner == 20)

        var transaction = Transaction()
        #expect(transaction.isFromSwipe == false)
        transaction.isFromSwipe = true
        #expect(transaction.isFromSwipe)
    }

    /// Scene storage is shared by the scene's views, kept apart from app
    /// storage under the same key, and starts over in another scene.
    @Test func sceneStorageBelongsToItsScene() throws {
        let host = ViewHost(VStack { TabSelection(); TabSelection() }, size: CGSize(width: 300, height: 400))
        #expect(host.findAll(text: "Scene: home").count == 2)
        #expect(host.findAll(text: "Profile").first?.tap() == true)
        host.advance(by: 0.1)
        #expect(host.findAll(text: "Scene: profile").count == 2)
        #expect(host.findAll(text: "App: none").count == 2)
        #expect(host.sceneStorage["selectedTab"] as? String == "profile")
        #expect(host.appStorage["selectedTab"] == nil)

        let other = ViewHost(TabSelection(), size: CGSize(width: 300, height: 400))
        #expect(other.find(text: "Scene: home") != nil)
    }

    /// `defaultAppStorage(_:)` sends app storage without a store of its
    /// own to the given defaults; the locale set in the environment is the
    /// one views read.
    @Test func defaultAppStorageAndLocale() throws {
        let suite = "swift-animation.tests.defaultAppStorage.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let host = ViewHost(
            LocaleBadge().defaultAppStorage(defaults).environment(\.locale, Locale(identifier: "fr_FR")),
            size: CGSize(width: 300, height: 200))
        #expect(host.find(text: "Locale fr_FR") != nil)
        #expect(host.find(text: "Visit")?.tap() == true)
        host.advance(by: 0.1)
        #expect(defaults.integer(forKey: "visits") == 1)
        #expect(host.appStorage["visits"] == nil)

        let plain = ViewHost(LocaleBadge(), size: CGSize(width: 300, height: 200))
        #expect(plain.find(text: "Locale \(Locale.current.identifier)") != nil)
    }

    /// A standard header is footnote-sized (13 pt) and in capitals in the
    /// inset grouped list; an increased one is title 3 (20 pt), semibold,
    /// as written.
    @Test func headerProminenceSetsTheHeader() throws {
        let standard = ViewHost(ProminentFruitList(prominence: .standard), size: CGSize(width: 390, height: 400))
        #expect(standard.find(text: "FRUITS") != nil)
        guard case .text(let small)? = standard.find(text: "FRUITS")?.item.content else {
            Issue.record("the header is not drawn as text")
            return
        }
        #expect(small.runs.first?.face.size == 13)

        let increased = ViewHost(ProminentFruitList(prominence: .increased), size: CGSize(width: 390, height: 400))
        #expect(increased.find(text: "FRUITS") == nil)
        guard case .text(let large)? = increased.find(text: "Fruits")?.item.content else {
            Issue.record("the header is not drawn as text")
            return
        }
        #expect(large.runs.first?.face.size == 20)
        #expect(large.runs.first?.face.weight == 600)
    }

    /// `.background()` and a group box draw the background style set
    /// around them (green 0.5 is 127.5 of 255 in sRGB; red likewise).
    @Test func backgroundStyleFillsBackgrounds() throws {
        let host = ViewHost(StyledBackgrounds(), size: CGSize(width: 300, height: 300))
        #expect(fillsColor(host, red: 0, green: 127.5, blue: 0))
        let shapes = filledShapes(host).compactMap(\.color)
        #expect(shapes.contains { abs(Double($0.red) * 255 - 127.5) < 0.5 && $0.green == 0 && $0.blue == 0 })
        // The system background (white) is not drawn behind the card.
        #expect(!fillsColor(host, red: 255, green: 255, blue: 255))
    }

    /// Red and blue mixed half and half: on the device, each gamma-encoded
    /// component halves (127.5, 0, 127.5); perceptually, through Oklab
    /// (red L 0.627955 a 0.224863 b 0.125846, blue L 0.452014 a −0.032457
    /// b −0.311528, Björn Ottosson's published values), the midpoint is
    /// sRGB (140.36, 83.03, 162.31). The ends are the colors themselves.
    @Test func colorsMixOnTheDeviceAndPerceptually() throws {
        let host = ViewHost(ColorMixer(), size: CGSize(width: 100, height: 100))
        #expect(fillsColor(host, red: 127.5, green: 0, blue: 127.5))

        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let perceptual = red.mix(with: blue, by: 0.5).resolved
        #expect(abs(Double(perceptual.red) * 255 - 140.36) < 0.5)
        #expect(abs(Double(perceptual.green) * 255 - 83.03) < 0.5)
        #expect(abs(Double(perceptual.blue) * 255 - 162.31) < 0.5)
        #expect(red.mix(with: blue, by: 0, in: .device).resolved == red.resolved)
        #expect(red.mix(with: blue, by: 7, in: .device).resolved == blue.resolved)
        #expect(red.mix(with: blue, by: .nan, in: .device).resolved == red.resolved)
    }

    /// `UISegmentedControl.appearance()` colors SwiftUI's segmented
    /// picker: the selected plate and the selected segment's text.
    @Test func segmentedControlAppearanceStylesThePicker() throws {
        let proxy = UISegmentedControl.appearance()
        defer {
            proxy.selectedSegmentTintColor = nil
            proxy.setTitleTextAttributes(nil, for: .selected)
        }
        proxy.selectedSegmentTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        proxy.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        let host = ViewHost(SegmentedFilter(), size: CGSize(width: 300, height: 100))
        #expect(filledShapes(host).contains { $0.color == Color(red: 1, green: 0, blue: 0).resolved })
        #expect(textColor(of: "All", in: host) == Color.white.resolved)
        #expect(textColor(of: "Open", in: host) != Color.white.resolved)
        #expect(proxy.titleTextAttributes(for: .selected)?[.foregroundColor] is UIColor)

        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 5
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        #expect(control.titleForSegment(at: control.selectedSegmentIndex) == "Two")
    }

    /// The older link with a destination closure pushes while its binding
    /// is true; a dialog with a `Text` title shows it.
    @Test func olderLinksAndDialogsPresent() throws {
        let host = ViewHost(OlderPresentations(), size: CGSize(width: 390, height: 700))
        #expect(host.find(text: "Log in")?.tap() == true)
        host.advance(by: 1)
        #expect(host.find(text: "Welcome back") != nil)

        let dialog = ViewHost(OlderPresentations(), size: CGSize(width: 390, height: 700))
        #expect(dialog.find(text: "Delete")?.tap() == true)
        dialog.advance(by: 1)
        #expect(dialog.find(text: "Delete the list?") != nil)
        #expect(dialog.find(text: "Delete list") != nil)
    }

    /// A search predicate matches ignoring case and accents; a library
    /// provider lists its items; a nonisolated helper reads the
    /// accessibility settings (Swift 5 code, as UIKit's are
    /// `@preconcurrency`).
    @Test func predicatesLibrariesAndSettings() throws {
        let container = try ModelContainer(for: Shelf.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        for title in ["Café Crème", "Tea Shelf", "CAFETERIA"] { context.insert(Shelf(title: title)) }
        let found = try context.fetch(FetchDescriptor(predicate: shelves(matching: "cafe"), sortBy: [SortDescriptor(\.title)]))
        #expect(found.map(\.title) == ["CAFETERIA", "Café Crème"])
        #expect(try context.fetch(FetchDescriptor(predicate: shelves(matching: "milk"))).isEmpty)
        let same = ComparisonResult.orderedSame
        let ordered = #Predicate<Shelf> { $0.title.caseInsensitiveCompare("tea shelf") == same }
        #expect(try context.fetch(FetchDescriptor(predicate: ordered)).map(\.title) == ["Tea Shelf"])

        let library = ComponentLibrary()
        #expect(library.views.map(\.title) == ["Accent Card", nil])
        #expect(library.views.map(\.isVisible) == [true, false])
        #expect(library.views.first?.category == .control)
        #expect(library.modifiers(base: Text("x")).count == 1)

        #expect(reducesMotion() == false)
    }
}
