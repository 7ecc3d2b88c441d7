import Foundation
@testable import SwiftUI
import Testing

/// `dismissSearch`, as Apple documents it: inside a search, it sets
/// `isSearching` to `false`, clears the text and removes the focus;
/// outside one it does nothing.
@MainActor
@Suite("Dismissing a search")
struct SearchDismissTests {
    @Test func dismissingEndsTheSearchAndClearsItsText() throws {
        let host = ViewHost(FruitSearch(), size: CGSize(width: 390, height: 600))
        #expect(host.find(text: "Browsing") != nil && host.find(text: "Done") == nil)
        #expect(try #require(host.find(text: "Search")).tap())
        #expect(host.type("an"))
        #expect(host.find(text: "Searching") != nil && host.find(text: "Banana") != nil && host.find(text: "Apple") == nil)
        #expect(try #require(host.find(text: "Done")).tap())
        #expect(host.find(text: "Browsing") != nil && host.find(text: "Apple") != nil && host.find(text: "Cherry") != nil)
        // The field lost its focus: typing reaches nothing.
        #expect(!host.type("x"))
        #expect(host.find(text: "Apple") != nil)
        // Outside a search the action does nothing.
        EnvironmentValues().dismissSearch()
    }
}
