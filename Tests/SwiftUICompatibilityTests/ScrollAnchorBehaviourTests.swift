import Foundation
import SwiftAnimation
import Testing

// What the views of ScrollAnchorViews.swift do, run headlessly. The
// transcript's viewport spans y 0 to 400; each message is 40 tall.

@MainActor
@Suite("Default scroll anchors")
struct ScrollAnchorBehaviourTests {
    private func top(of message: String, _ host: ViewHost) -> CGFloat? {
        // The row's top, from its text centered in it (rounded: text
        // frames sit on pixels).
        host.find(text: message).map { ($0.frame.midY - 20).rounded() }
    }

    @Test func aTranscriptStartsAtItsNewestMessageAndFollowsNewOnes() throws {
        let host = ViewHost(ChatTranscript(count: 30), size: CGSize(width: 300, height: 444))
        // 1,200 of content in 400: scrolled 800, the last message at 360.
        #expect(try #require(top(of: "Message 30", host)) == 360)
        #expect(try #require(host.find(text: "Send")).tap())
        host.advance(by: 0.1)
        // Still at the bottom: the new message takes the last place.
        #expect(try #require(top(of: "Message 31", host)) == 360)
        #expect(try #require(top(of: "Message 30", host)) == 320)
    }

    @Test func shortContentSitsAtTheBottom() throws {
        let host = ViewHost(ChatTranscript(count: 3), size: CGSize(width: 300, height: 444))
        // 120 of content in 400: aligned to the bottom, from 280.
        #expect(try #require(top(of: "Message 1", host)) == 280)
    }

    @Test func eachRoleAlone() throws {
        // The initial offset alone: a new message arrives below the viewport.
        let initial = ViewHost(ChatTranscript(count: 30, anchorRoles: ["initialOffset"]), size: CGSize(width: 300, height: 444))
        #expect(try #require(top(of: "Message 30", initial)) == 360)
        #expect(try #require(initial.find(text: "Send")).tap())
        initial.advance(by: 0.1)
        #expect(try #require(top(of: "Message 30", initial)) == 360)
        #expect(try #require(top(of: "Message 31", initial)) == 400)
        // Size changes alone: starts at the top, which is not the bottom,
        // so a new message leaves the offset as it was.
        let sizes = ViewHost(ChatTranscript(count: 30, anchorRoles: ["sizeChanges"]), size: CGSize(width: 300, height: 444))
        #expect(try #require(top(of: "Message 1", sizes)) == 0)
        #expect(try #require(sizes.find(text: "Send")).tap())
        sizes.advance(by: 0.1)
        #expect(try #require(top(of: "Message 1", sizes)) == 0)
        // No anchor: short content at the top.
        let none = ViewHost(ChatTranscript(count: 3, anchorRoles: []), size: CGSize(width: 300, height: 444))
        #expect(try #require(top(of: "Message 1", none)) == 0, "\(none.drawnViews.map { ($0.text ?? "-", $0.frame) })")
    }
}
