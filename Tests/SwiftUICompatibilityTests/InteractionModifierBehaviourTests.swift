import Foundation
@testable import SwiftUI
import Testing
import TestSupport

@MainActor
@Suite("Swipe actions, context menus, pull to refresh, sensory feedback")
struct InteractionModifierBehaviourTests {
    /// A row dragged left past 40 points rests open over its buttons, each
    /// 74 points wide at the row's trailing edge; a tap on one runs it and
    /// closes the row.
    @Test func aSwipeRevealsTheRowsActions() throws {
        let host = ViewHost(InboxView(), size: CGSize(width: 390, height: 600))
        let row = try #require(host.find(text: "Invoice"))
        #expect(host.find(text: "Archive") == nil)
        #expect(host.drag(from: CGPoint(x: row.frame.midX, y: row.frame.midY), to: CGPoint(x: row.frame.midX - 120, y: row.frame.midY)))
        host.advance(by: 1)
        // Archive is the trailing button; Delete (a Label, drawn as its
        // icon alone, as iOS draws swipe actions) is 74 points before it.
        let archive = try #require(host.find(text: "Archive"))
        #expect(host.find(text: "Delete") == nil)
        #expect(abs(archive.frame.midX - (390 - 16 - 37)) < 1)
        #expect(archive.tap())
        host.advance(by: 1)
        #expect(host.find(text: "Archive") == nil)
        // The buttons' actions ran: the archive list grew, and a second
        // swipe's Delete removes the row.
        let again = try #require(host.find(text: "Invoice"))
        #expect(host.drag(from: CGPoint(x: again.frame.midX, y: again.frame.midY), to: CGPoint(x: again.frame.midX - 120, y: again.frame.midY)))
        host.advance(by: 1)
        let archiveAgain = try #require(host.find(text: "Archive"))
        #expect(host.tap(at: CGPoint(x: archiveAgain.frame.midX - 74, y: archiveAgain.frame.midY)))
        host.advance(by: 1)
        #expect(host.find(text: "Invoice") == nil && host.find(text: "Lunch?") != nil)
    }

    /// A long press opens the context menu under the row; a tap on an
    /// item runs it and closes the menu. A short tap opens nothing.
    @Test func aLongPressOpensTheContextMenu() throws {
        let host = ViewHost(InboxView(), size: CGSize(width: 390, height: 600))
        let row = try #require(host.find(text: "Photos"))
        #expect(row.tap())
        #expect(host.find(text: "Copy") == nil)
        #expect(host.longPress(at: CGPoint(x: row.frame.midX, y: row.frame.midY)))
        let copy = try #require(host.find(text: "Copy"))
        #expect(copy.frame.minY >= row.frame.maxY + 8 - 1)
        #expect(copy.tap())
        host.advance(by: 0.5)
        #expect(host.find(text: "Copy") == nil)
    }

    /// A pull from the top past 80 points runs the refresh (once); a
    /// shorter pull does not.
    @Test func aPullRefreshes() async throws {
        let host = ViewHost(InboxView(), size: CGSize(width: 390, height: 600))
        let row = try #require(host.find(text: "Lunch?"))
        let start = CGPoint(x: row.frame.midX, y: row.frame.midY)
        #expect(host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 40)))
        host.advance(by: 1)
        #expect(host.find(text: "New 1") == nil)
        #expect(host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 120)))
        #expect(await yieldUntil(step: { host.advance(by: 1.0 / 60) }) { host.find(text: "New 1") != nil })
        #expect(host.find(text: "New 2") == nil)
    }

    /// Feedback is recorded when its trigger changes: `.increase` on every
    /// tap, `.success` when the count reaches a multiple of 3; the impact
    /// whose condition never holds is never played.
    @Test func feedbackIsRecordedOnItsTrigger() throws {
        let host = ViewHost(HapticCounter(), size: CGSize(width: 200, height: 100))
        for count in 0..<3 {
            #expect(try #require(host.find(text: "Count \(count)")).tap())
            host.advance(by: 0.1)
        }
        let played = host.sensoryFeedback.map(\.feedback)
        #expect(played.filter { $0 == .increase }.count == 3)
        #expect(played.filter { $0 == .success }.count == 1)
        #expect(played.count == 4)
        #expect(SensoryFeedback.impact(weight: .heavy, intensity: 7).description == "impact(heavy, 1.0)")
        #expect(SensoryFeedback.impact(weight: .light, intensity: .nan).description == "impact(light, 1.0)")
    }

    /// The device-only modifiers (status bar, overlays, system gestures,
    /// selection, keyboard, hover, spoken punctuation) draw the view as it
    /// is.
    @Test func deviceOnlyModifiersDrawTheViewAsItIs() throws {
        let plain = ViewHost(ScrollView { Text("Chapter 1") }, size: CGSize(width: 200, height: 100))
        let host = ViewHost(ReaderView(), size: CGSize(width: 200, height: 100))
        #expect(try #require(host.find(text: "Chapter 1")).frame == (try #require(plain.find(text: "Chapter 1")).frame))
        #expect(host.drawnViews.count == plain.drawnViews.count)
    }

    /// Under `.privacy` redaction, a `privacySensitive()` view is drawn as a
    /// placeholder and the others as they are; `help` is the hint.
    @Test func privacySensitiveViewsAreRedactedForPrivacy() throws {
        let view = VStack {
            Text("4242 4242").privacySensitive()
            Text("Visa")
        }
        let redacted = ViewHost(view.redacted(reason: .privacy), size: CGSize(width: 200, height: 100))
        let plain = ViewHost(view, size: CGSize(width: 200, height: 100))
        #expect(plain.find(text: "4242 4242") != nil && plain.find(text: "Visa") != nil)
        #expect(redacted.find(text: "Visa") != nil)
        #expect(redacted.find(text: "4242 4242") == nil)
        let counter = ViewHost(HapticCounter(), size: CGSize(width: 200, height: 100))
        #expect(counter.drawnViews.contains { $0.accessibilityHint == "Adds one" })
    }

    /// Bad input: an empty context menu opens nothing; a row with no swipe
    /// actions slides back; a pull while a refresh runs starts no second one.
    @Test func emptyMenusAndOverlappingRefreshes() async throws {
        let menu = ViewHost(Text("Hold").contextMenu {}, size: CGSize(width: 200, height: 200))
        let hold = try #require(menu.find(text: "Hold"))
        #expect(menu.longPress(at: hold.center))
        #expect(menu.drawnViews.compactMap(\.text) == ["Hold"])

        let swipe = ViewHost(List { Text("Row").swipeActions {} }, size: CGSize(width: 390, height: 300))
        let row = try #require(swipe.find(text: "Row"))
        #expect(swipe.drag(from: row.center, to: CGPoint(x: row.center.x - 150, y: row.center.y)))
        swipe.advance(by: 1)
        #expect(abs(try #require(swipe.find(text: "Row")).frame.minX - row.frame.minX) < 0.5)

        let gate = RefreshGate()
        let list = ViewHost(List { Text("Top") }.refreshable { await gate.enter() }, size: CGSize(width: 390, height: 400))
        let top = try #require(list.find(text: "Top"))
        #expect(list.drag(from: top.center, to: CGPoint(x: top.center.x, y: top.center.y + 120)))
        #expect(await yieldUntil(step: { list.advance(by: 1.0 / 60) }) { gate.entries == 1 })
        #expect(list.drag(from: top.center, to: CGPoint(x: top.center.x, y: top.center.y + 120)))
        for _ in 0..<20 {
            await Task.yield()
            list.advance(by: 1.0 / 60)
        }
        #expect(gate.entries == 1)
        gate.open()
        #expect(await yieldUntil(step: { list.advance(by: 1.0 / 60) }) { gate.exits == 1 })
    }
}

/// A refresh that waits until the test opens it.
@MainActor
final class RefreshGate {
    private(set) var entries = 0
    private(set) var exits = 0
    private var waiting: CheckedContinuation<Void, Never>?

    func enter() async {
        entries += 1
        await withCheckedContinuation { waiting = $0 }
        exits += 1
    }

    func open() {
        waiting?.resume()
        waiting = nil
    }

    /// A carousel hears the scroll phases: interacting while dragged
    /// (paused), decelerating while it glides back to the nearer card
    /// (paused: 50 of 200 points is nearer the first), then idle there
    /// (resumed).
    @Test func aCarouselPausesWhileScrolling() {
        let host = ViewHost(PausingCarousel(), size: CGSize(width: 400, height: 200))
        #expect(host.find(text: "Paused: no, changes: 0, at 0") != nil)
        #expect(host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 200, y: 50)))
        host.advance(by: 0.05)
        #expect(host.find(text: "Paused: yes, changes: 2, at 50") != nil)
        host.advance(by: 3)
        #expect(host.find(text: "Paused: no, changes: 3, at 0") != nil)
    }
}
