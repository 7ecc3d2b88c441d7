import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("Keyboard shortcuts, inspectors, rows that cannot be deleted")
struct KeyboardAndInspectorBehaviourTests {
    /// The host is an iPhone without a hardware keyboard: shortcuts and key
    /// handlers never fire, and the views draw as they are; a tap still
    /// works. Scene padding is 16 points.
    @Test func shortcutsDrawTheControlAsItIs() throws {
        let host = ViewHost(ComposeView(), size: CGSize(width: 390, height: 700))
        #expect(try #require(host.find(text: "Send")).tap())
        host.advance(by: 0.1)
        #expect(host.find(text: "Sent 1") != nil)
        #expect(KeyboardShortcut.defaultAction.key == .return && KeyboardShortcut.defaultAction.modifiers.isEmpty)
        let padded = ViewHost(Text("Edge").scenePadding().frame(maxWidth: .infinity, alignment: .leading), size: CGSize(width: 300, height: 100))
        #expect(abs(try #require(padded.find(text: "Edge")).frame.minX - 16) < 0.5)
    }

    /// On a phone an inspector is a sheet.
    @Test func anInspectorIsASheet() throws {
        let host = ViewHost(ComposeView(), size: CGSize(width: 390, height: 700))
        #expect(host.find(text: "Inspector") == nil)
        #expect(try #require(host.find(text: "Info")).tap())
        host.advance(by: 1)
        #expect(host.find(text: "Inspector") != nil)
    }

    /// A row whose content says `deleteDisabled(true)` does not swipe to
    /// Delete; the others do. An equatable row draws its content.
    @Test func aDeleteDisabledRowDoesNotSwipe() throws {
        let host = ViewHost(ComposeView(), size: CGSize(width: 390, height: 700))
        let pinned = try #require(host.find(text: "Pinned"))
        #expect(host.drag(from: pinned.center, to: CGPoint(x: pinned.center.x - 150, y: pinned.center.y)))
        host.advance(by: 1)
        #expect(host.find(text: "Delete") == nil)
        let draft = try #require(host.find(text: "Draft A"))
        #expect(host.drag(from: draft.center, to: CGPoint(x: draft.center.x - 150, y: draft.center.y)))
        host.advance(by: 1)
        #expect(host.find(text: "Delete") != nil)
    }
}
