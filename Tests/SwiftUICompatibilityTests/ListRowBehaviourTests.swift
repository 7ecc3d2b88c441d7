import Foundation
import SwiftAnimation
import Testing

// What the views of ListRowViews.swift do, run headlessly.

@MainActor
@Suite("List rows, progress styles and bound collections in Swift 5 code")
struct ListRowBehaviourTests {
    @Test func togglesWriteThroughTheirElementBindings() throws {
        let host = ViewHost(AttendeeList(), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "Ana") != nil && host.find(text: "Bo") != nil)
        // Nobody is present: the bar's fill is empty.
        #expect(host.displayList.flattened.contains { abs($0.item.transform.a) < 1e-9 })
        // The switch: 51 points wide at the row's trailing edge (the card
        // 16 from the screen's edge, the row's padding 16).
        let bo = try #require(host.find(text: "Bo")).frame
        #expect(host.tap(at: CGPoint(x: 390 - 16 - 16 - 25, y: bo.midY)))
        _ = try host.settle()
        // One of two present: the fill is half the bar.
        #expect(host.displayList.flattened.contains { abs($0.item.transform.a - 0.5) < 1e-9 })
        #expect(host.warnings.isEmpty)
    }

    @Test func aListOverABindingMakesARowPerElement() {
        let host = ViewHost(EditableNames(), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "One") != nil && host.find(text: "Two") != nil)
    }
}

@Suite("Foundation API that Linux's Foundation lacks")
struct FoundationCompatibilityTests {
    @Test func listsJoinAsInEnglish() {
        #expect(Meeting(attendees: []).attendeeString == "")
        #expect(Meeting(attendees: ["Ana"]).attendeeString == "Ana")
        #expect(Meeting(attendees: ["Ana", "Bo"]).attendeeString == "Ana and Bo")
        #expect(Meeting(attendees: ["Ana", "Bo", "Cy"]).attendeeString == "Ana, Bo, and Cy")
        #expect(Meeting.phrase([1, 2, 3]) == "1, 2, and 3")
        #expect(Meeting.phrase("not a list") == nil)
    }

    /// `String(localized:)` in its Foundation forms: a key no table has is
    /// its own value (or the default value given); an interpolation is its
    /// text; a bundle and a table may be named.
    @Test func localizedStringsFallBackToTheirKeys() {
        let name = "Ana"
        #expect(String(localized: "Sign in") == "Sign in")
        #expect(String(localized: "Hello, \(name)", comment: "greeting") == "Hello, Ana")
        #expect(String(localized: "Sign in", table: "Auth", bundle: .main) == "Sign in")
        #expect(String(localized: "greeting.key", defaultValue: "Hi \(name)") == "Hi Ana")
        let value: String.LocalizationValue = "Plain"
        #expect(value.key == "Plain")
    }

    @Test func documentsAreTheUsersDocumentsFolder() {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        #expect(Meeting.saved.deletingLastPathComponent().path.trimmingCharacters(in: ["/"]) == documents?.path.trimmingCharacters(in: ["/"]))
    }
}

@MainActor
@Suite("Saved paths, renamable titles, small capitals and numbered symbols in Swift 5 code")
struct NavigationAndTextBehaviourTests {
    @Test func aSavedPathIsRestored() {
        let store = SavedPath()
        store.path.append("crew")
        store.path.append(11)
        #expect(store.restored() == store.path)
    }

    @Test func theNoteShowsItsTitleCapitalsAndSymbol() throws {
        let host = ViewHost(RenamableNote(), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "Draft") != nil)
        // Small capitals read as capitals.
        #expect(host.find(text: "STEP ONE") != nil)
        #expect(host.find(image: "system:1.circle.fill") != nil)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        #expect(try #require(host.find(text: "Rename")).tap())
        #expect(host.find(text: "Final") != nil && host.find(text: "Draft") == nil)
    }
}
