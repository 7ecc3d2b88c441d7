import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("Toolbar content of the app's own")
struct ToolbarContentBehaviourTests {
    /// The items of a ToolbarContent type take their places: Add trailing
    /// in the bar, which is 44 points high at the top of a host with no
    /// safe area; Reset appears leading once the count is above 0 and takes
    /// the count back; the status item sits in the 49-point bottom bar.
    @Test func itemsOfAToolbarContentTypeTakeTheirPlaces() throws {
        let host = ViewHost(ToolbarContentScreen(), size: CGSize(width: 390, height: 844))
        let add = try #require(host.find(text: "Add"))
        #expect(add.center.x > 300 && abs(add.center.y - 22) < 1)
        #expect(host.find(text: "Reset") == nil)
        let status = try #require(host.find(text: "0 items"))
        #expect(abs(status.center.y - (844 - 24.5)) < 1)
        // An iPhone's bar is not customizable: an item not shown by default
        // in a customizable toolbar shows as placed.
        let hint = try #require(host.find(text: "Hint"))
        #expect(abs(hint.center.y - (844 - 24.5)) < 1)
        #expect(add.tap())
        host.advance(by: 0.5)
        #expect(host.find(text: "Count 1") != nil && host.find(text: "1 item") != nil)
        let reset = try #require(host.find(text: "Reset"))
        #expect(reset.center.x < 100 && abs(reset.center.y - 22) < 1)
        #expect(reset.tap())
        host.advance(by: 0.5)
        #expect(host.find(text: "Count 0") != nil && host.find(text: "Reset") == nil)
    }
}
