import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("NavigationSplitView collapsed on a phone")
struct SplitViewBehaviourTests {
    /// The sidebar is the root; a link by value selects its value and
    /// pushes the detail, which shows the new selection; back returns.
    @Test func aSidebarLinkSelectsAndPushesTheDetail() throws {
        let host = ViewHost(FruitSplitView(), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "Fruits") != nil && host.find(text: "Pick a fruit") == nil)
        #expect(try #require(host.find(text: "Pear")).tap())
        host.advance(by: 1)
        #expect(host.find(text: "Detail of Pear") != nil)
        #expect(try #require(host.find(text: "Back")).tap())
        host.advance(by: 1)
        #expect(host.find(text: "Detail of Pear") == nil && host.find(text: "Apple") != nil)
    }

    /// Three columns: the sidebar's link pushes the content column, whose
    /// link pushes the detail.
    @Test func threeColumnsPushInTurn() throws {
        let host = ViewHost(ThreeColumnView(), size: CGSize(width: 390, height: 844))
        #expect(try #require(host.find(text: "Work")).tap())
        host.advance(by: 1)
        #expect(try #require(host.find(text: "Note in Work")).tap())
        host.advance(by: 1)
        #expect(host.find(text: "Note n1") != nil)
    }
}
