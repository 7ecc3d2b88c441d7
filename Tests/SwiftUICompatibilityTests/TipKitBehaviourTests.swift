import Foundation
import SwiftAnimation
import TestSupport
import Testing
import TipKit

// What the views of TipKitViews.swift do, run headlessly.

@MainActor
@Suite("Tips, their datastore and views", .serialized)
struct TipKitBehaviourTests {
    /// Tips wait for `Tips.configure`; then the inline tip and the popover
    /// show; an action reaches the handler; the action the tip teaches
    /// invalidates it and its view goes.
    @Test func tipsShowOnceConfiguredUntilInvalidated() throws {
        try Tips.resetDatastore()
        let host = phone(GroceryList())
        #expect(frame(of: "Essential Foods", in: host) == nil)
        #expect(GroceryTip().status == .pending)
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        #expect(throws: Tips.TipKitError.self) { try Tips.configure() }
        host.advance(by: 0.1)
        let tip = try #require(frame(of: "Essential Foods", in: host))
        let popover = try #require(frame(of: "Press to Save", in: host))
        let save = try #require(frame(of: "Save", in: host))
        #expect(popover.minY >= save.maxY)
        #expect(tap("More Info", in: host))
        host.advance(by: 0.1)
        #expect(frame(of: "Last action: more-info", in: host) != nil)
        #expect(tap("Add bread", in: host))
        host.advance(by: 0.1)
        #expect(frame(of: "Essential Foods", in: host) == nil)
        #expect(GroceryTip().status == .invalidated(.actionPerformed))
        #expect(frame(of: "Items: 1", in: host) != nil)
        #expect(tip.height > 0)
    }

    /// The close button invalidates a tip (`.tipClosed`); testing overrides
    /// show and hide tips whatever their status.
    @Test func closingAndTestingOverrides() throws {
        try Tips.resetDatastore()
        try Tips.configure()
        let host = phone(GroceryList())
        host.advance(by: 0.1)
        let close = try #require(host.findAll(label: "Close").first)
        #expect(close.tap())
        host.advance(by: 0.1)
        #expect(GroceryTip().status == .invalidated(.tipClosed))
        Tips.showAllTipsForTesting()
        #expect(GroceryTip().shouldDisplay)
        Tips.hideAllTipsForTesting()
        #expect(!SaveTip().shouldDisplay)
        Tips.showTipsForTesting([SaveTip.self])
        #expect(SaveTip().shouldDisplay && !GroceryTip().shouldDisplay)
        try Tips.resetDatastore()
    }
}
