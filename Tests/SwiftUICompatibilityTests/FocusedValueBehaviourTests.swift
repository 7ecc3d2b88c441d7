import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of FocusedValueViews.swift do, run headlessly.

@MainActor
@Suite("Focused values and bindings")
struct FocusedValueBehaviourTests {
    /// The scene's value is there from the start; the focused view's
    /// binding appears when its field takes focus, follows focus to the
    /// other field, writes through, and goes when focus ends.
    @Test func valuesFollowFocus() throws {
        let host = phone(NotesWindow())
        #expect(frame(of: "Nothing selected", in: host) != nil)
        #expect(frame(of: "2 notes", in: host) != nil)
        let fields = host.drawnViews.filter { $0.item.content?.string == "Groceries" || $0.item.content?.string == "Ideas" }
        try #require(fields.count == 2)
        #expect(host.tap(at: fields[1].center))
        host.advance(by: 0.1)
        #expect(frame(of: "Editing Ideas", in: host) != nil)
        #expect(frame(of: "Title: Ideas", in: host) != nil)
        #expect(tap("Pin", in: host))
        host.advance(by: 0.1)
        #expect(frame(of: "Ideas", in: host) != nil)
        #expect(host.drawnViews.filter { $0.item.content?.string == "Ideas" }.count == 2)
        #expect(host.tap(at: fields[0].center))
        host.advance(by: 0.1)
        #expect(frame(of: "Editing Groceries", in: host) != nil)
        #expect(host.endEditing())
        host.advance(by: 0.1)
        #expect(frame(of: "Nothing selected", in: host) != nil)
        #expect(frame(of: "2 notes", in: host) != nil)
        #expect(frame(of: "Title: none", in: host) != nil)
    }
}
