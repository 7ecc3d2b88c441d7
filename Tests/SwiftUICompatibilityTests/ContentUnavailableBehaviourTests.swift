import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("Content unavailable views")
struct ContentUnavailableBehaviourTests {
    /// The label's symbol stands above its title, the description under
    /// the title, the action under that, all centred on the host's middle
    /// line; the action fills the list.
    @Test func anEmptyStateStacksItsPartsAndItsActionWorks() throws {
        let host = ViewHost(EmptyInboxView(), size: CGSize(width: 390, height: 700))
        let icon = try #require(host.find(image: "system:tray"))
        let title = try #require(host.find(text: "No Items"))
        let description = try #require(host.find(text: "Add an item to get started."))
        let action = try #require(host.find(text: "Add Item"))
        #expect(icon.frame.maxY <= title.frame.minY)
        #expect(abs(title.frame.minY - icon.frame.maxY - 8) < 0.5)
        #expect(title.frame.maxY <= description.frame.minY && description.frame.maxY <= action.frame.minY)
        for part in [icon, title, description, action] { #expect(abs(part.center.x - 195) < 0.5) }
        #expect(icon.frame.height > title.frame.height)
        #expect(action.tap())
        host.advance(by: 0.5)
        #expect(host.find(text: "First") != nil && host.find(text: "No Items") == nil)
    }

    /// The search form names the query in curly quotes.
    @Test func theSearchFormNamesTheQuery() throws {
        let host = ViewHost(NoSearchResultsView(query: "swift"), size: CGSize(width: 390, height: 700))
        #expect(host.find(text: "No Results for \u{201C}swift\u{201D}") != nil)
        #expect(host.find(text: "Check the spelling or try a new search.") != nil)
        #expect(host.find(image: "system:magnifyingglass") != nil)
    }
}
