import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of PresentationViews.swift do, run headlessly.

@MainActor
@Suite("Dialogs, covers, adaptive layouts and scroll positions as tutorials write them")
struct PresentationBehaviourTests {
    @Test func theDialogDeletesThePhoto() {
        let host = phone(DeleteButton())
        #expect(tap("Delete", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Delete this photo?", in: host) != nil)
        #expect(tap("Delete Photo", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Deleted", in: host) != nil)
        #expect(frame(of: "Delete this photo?", in: host) == nil)
    }

    @Test func theCoverDismissesThroughThePresentationMode() {
        let host = phone(IntroCover())
        #expect(tap("Show intro", in: host))
        host.advance(by: 1)
        #expect(tap("Get started", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Get started", in: host) == nil)
    }

    @Test func theOlderAlertHasTwoButtons() {
        let host = phone(OldStyleAlert())
        #expect(tap("Save", in: host))
        host.advance(by: 1)
        #expect(frame(of: "OK", in: host) != nil && frame(of: "Cancel", in: host) != nil)
        #expect(tap("Cancel", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Saved", in: host) == nil)
    }

    @Test func theHeaderFallsBackToItsIcon() {
        let wide = ViewHost(AdaptiveHeader(), size: CGSize(width: 600, height: 100))
        #expect(frame(of: "A very long headline that needs room", in: wide) != nil)
        let narrow = ViewHost(AdaptiveHeader(), size: CGSize(width: 120, height: 100))
        #expect(frame(of: "A very long headline that needs room", in: narrow) == nil)
        #expect(frame(of: "Short", in: narrow) == nil)  // the icon only
    }

    @Test func theStoriesScrollSideways() {
        let host = ViewHost(StoriesRow(), size: CGSize(width: 300, height: 140))
        #expect(abs(frame(of: "0", in: host)!.minX - (16 + 30 - frame(of: "0", in: host)!.width / 2)) <= halfPixel)
        // Five columns of 60 with 12 between and 16 of padding: 380 wide,
        // so the offset goes up to 80.
        #expect(host.scroll(to: CGPoint(x: 60, y: 0)))
        #expect(abs(frame(of: "0", in: host)!.midX - (16 + 30 - 60)) <= halfPixel)
        host.scroll(to: CGPoint(x: 500, y: 0))
        #expect(host.scrollOffsets == [CGPoint(x: 80, y: 0)])
    }

    @Test func theDetailIsPushedByItsBinding() {
        let host = phone(DetailFlow())
        #expect(tap("Open detail", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Detail", in: host) != nil)
        #expect(frame(of: "Visits: 1", in: host) != nil)
    }

    @Test func theListJumpsToItsPosition() {
        let host = phone(TrackedList())
        #expect(tap("Jump", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Top: 20", in: host) != nil)
        #expect(host.scrollOffsets[0].y > 0)
    }

    @Test func aFacilityAlertShowsTheFacilityPicked() {
        let host = phone(ResortFacilities())
        #expect(tap("Parking", in: host))
        host.advance(by: 1)
        #expect(frame(of: "About Parking", in: host) != nil)
        // An alert without actions has an OK button that dismisses it.
        #expect(tap("OK", in: host))
        host.advance(by: 1)
        #expect(frame(of: "About Parking", in: host) == nil)
    }

    @Test func aShareDialogSendsTheResortPicked() {
        let host = phone(ResortShare())
        #expect(tap("Share Alpine", in: host))
        host.advance(by: 1)
        #expect(tap("Send Alpine", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Sent Alpine", in: host) != nil)
    }

    @Test func theFilterSheetRestsAtHalfHeightAndTheBadgeCounts() {
        let host = phone(FilterSheet())
        #expect(frame(of: "14", in: host) != nil)
        #expect(tap("Filters", in: host))
        host.advance(by: 1)
        // The medium detent: half of 753, above the bottom safe area; the
        // content is padded 16 inside the card.
        let toggle = frame(of: "Only unread", in: host)!
        #expect(toggle.minY > 844 - 34 - 377 && toggle.minY < 844 - 34 - 377 + 40)
        #expect(host.tap(at: CGPoint(x: 360, y: toggle.midY)))
        #expect(tap("Done", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Only unread", in: host) == nil)
        #expect(frame(of: "2", in: host) != nil)
    }

    @Test func thePlayerSheetExpandsThroughItsSelection() {
        let host = phone(PlayerSheet())
        #expect(frame(of: "New", in: host) != nil, "the tab's badge")
        #expect(tap("Open player", in: host))
        host.advance(by: 1)
        // A fifth of the large detent (753), above the bottom safe area.
        let mini = frame(of: "Mini player", in: host)!
        #expect(abs(mini.minY - (844 - 34 - 753 * 0.2)) <= 1)
        #expect(tap("Expand", in: host))
        host.advance(by: 2)
        let full = frame(of: "Full player", in: host)!
        #expect(abs(full.minY - 57) <= 1)
    }

    @Test func theProfileLoadsFromPlaceholders() {
        let host = phone(LoadingProfile())
        #expect(!shows("Loading name", in: host), "a placeholder bar while loading")
        #expect(tap("Finish loading", in: host))
        host.advance(by: 1)
        #expect(shows("Grace Hopper", in: host))
        #expect(tap("Help", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Pull to refresh", in: host)!.minY > 57)
    }

    @Test func theTintedSheetFillsItsCardWithAGradient() {
        let host = phone(TintedSheet())
        #expect(tap("Present", in: host))
        host.advance(by: 1)
        // The medium detent's card starts at 844 − 34 − 377 = 433; the text
        // is 40 below it, over the gradient that fills the card.
        let text = frame(of: "Tinted", in: host)!
        #expect(abs(text.minY - (433 + 40)) <= 1)
        let gradient = host.drawnViews.first { view in
            if case .shape(_, .linearGradient, _, _)? = view.item.content { return true }
            return false
        }
        #expect(gradient != nil && abs(gradient!.frame.minY - 433) <= 1)
    }
}
