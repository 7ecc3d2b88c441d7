import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of OutlineViews.swift do, run headlessly.

@MainActor
@Suite("Outline groups and lists of trees")
struct OutlineBehaviourTests {
    /// Groups start collapsed: only the top-level rows show; a tap on a
    /// group's label expands it (after its animation), one level at a
    /// time; a leaf (children `nil`) has no group.
    @Test func aTreeListExpandsOneLevelAtATime() throws {
        let host = phone(FileBrowser())
        #expect(frame(of: "Documents", in: host) != nil)
        #expect(frame(of: "Photos", in: host) != nil)
        #expect(frame(of: "notes.txt", in: host) != nil)
        #expect(frame(of: "Resume.pdf", in: host) == nil)
        #expect(tap("Documents", in: host))
        host.advance(by: 1)
        let resume = try #require(frame(of: "Resume.pdf", in: host))
        let documents = try #require(frame(of: "Documents", in: host))
        #expect(resume.minY > documents.maxY)
        #expect(frame(of: "Taxes", in: host) != nil)
        #expect(frame(of: "2025.pdf", in: host) == nil)
        #expect(tap("Taxes", in: host))
        host.advance(by: 1)
        #expect(frame(of: "2025.pdf", in: host) != nil)
        // A leaf's tap changes nothing; "Photos" (empty children) expands
        // to nothing.
        #expect(tap("Photos", in: host))
        host.advance(by: 1)
        #expect(frame(of: "notes.txt", in: host) != nil)
    }

    /// One root identified by a key path: the root is the group, its
    /// options show once it is expanded.
    @Test func aSingleRootOutline() {
        let host = phone(SettingsOutline())
        #expect(frame(of: "General", in: host) != nil)
        #expect(frame(of: "About", in: host) == nil)
        #expect(tap("General", in: host))
        host.advance(by: 1)
        #expect(frame(of: "About", in: host) != nil && frame(of: "Storage", in: host) != nil)
    }
}
