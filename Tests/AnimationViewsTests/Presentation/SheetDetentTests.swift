import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// A button that shows a sheet; its content asks for `detents` (none:
/// the default `.large`) and writes the shown one to `selection`.
private struct DetentHost: View {
    let detents: Set<PresentationDetent>?
    var indicator: Visibility?
    var dismissDisabled = false
    @State var showing = false
    @State var selection = PresentationDetent.medium

    var body: some View {
        VStack {
            Button("Show") { showing = true }
            Text("Selected \(selection == .large ? "large" : "other")")
        }
        .sheet(isPresented: $showing) {
            content
        }
    }

    @ViewBuilder private var content: some View {
        let text = VStack {
            Text("Sheet")
            Button("Medium") { selection = .medium }
        }
        .interactiveDismissDisabled(dismissDisabled)
        if let detents, let indicator {
            text.presentationDetents(detents, selection: $selection).presentationDragIndicator(indicator)
        } else if let detents {
            text.presentationDetents(detents, selection: $selection)
        } else {
            text
        }
    }
}

/// A sheet with two custom detents, computed from the context.
private struct Third: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 3 }
}

private struct Inactive: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { nil }
}

@MainActor
@Suite("Sheet detents, grabber and interactive dismissal")
struct SheetDetentTests {
    // The phone: 844 high, safe area 47 at the top and 34 at the bottom.
    // The large detent is 844 − 47 − 10 − 34 = 753 above the bottom safe
    // area; a detent of height h puts the card's top at 844 − 34 − h.
    private let large: CGFloat = 753

    private func top(forHeight height: CGFloat) -> CGFloat { 844 - 34 - height }

    private func shown(_ view: DetentHost) -> ViewHost {
        let host = phone(view)
        #expect(tap("Show", in: host))
        host.advance(by: 1)
        return host
    }

    private func grabbers(in host: ViewHost) -> [DrawnView] {
        host.drawnViews.filter { abs($0.frame.width - 36) < 0.01 && abs($0.frame.height - 5) < 0.01 }
    }

    @Test func aSheetOpensAtItsSmallestDetentWithAGrabber() {
        let host = shown(DetentHost(detents: [.large, .medium]))
        // Medium: half the large detent, 376.5 rounded.
        #expect(abs(frame(of: "Sheet", in: host)!.minY - top(forHeight: 377)) <= onePixel)
        // Two detents: the grabber shows, 5 below the card's top, centered.
        let grabber = grabbers(in: host)
        #expect(grabber.count == 1)
        #expect(abs(grabber[0].frame.minY - (top(forHeight: 377) + 5)) <= onePixel)
        #expect(abs(grabber[0].frame.midX - 195) <= onePixel)
    }

    @Test func aDragUpRestsAtTheNearestDetentAndWritesTheSelection() {
        let host = shown(DetentHost(detents: [.large, .medium]))
        #expect(host.press(at: CGPoint(x: 200, y: 600)))
        host.move(to: CGPoint(x: 200, y: 400))
        host.move(to: CGPoint(x: 200, y: 300))
        host.release(at: CGPoint(x: 200, y: 300))
        host.advance(by: 1)
        // Released 300 higher: 677 is nearer 753 than 377.
        #expect(abs(frame(of: "Sheet", in: host)!.minY - top(forHeight: large)) <= onePixel)
        #expect(shows("Selected large", in: host))
        // A short drag down springs back to the large detent.
        #expect(host.press(at: CGPoint(x: 200, y: 300)))
        host.move(to: CGPoint(x: 200, y: 380))
        host.release(at: CGPoint(x: 200, y: 380))
        host.advance(by: 1)
        #expect(abs(frame(of: "Sheet", in: host)!.minY - top(forHeight: large)) <= onePixel)
    }

    @Test func aNewSelectionSpringsTheSheetToItsDetent() {
        let host = shown(DetentHost(detents: [.large, .medium]))
        #expect(host.press(at: CGPoint(x: 200, y: 600)))
        host.move(to: CGPoint(x: 200, y: 250))
        host.release(at: CGPoint(x: 200, y: 250))
        host.advance(by: 1)
        #expect(abs(frame(of: "Sheet", in: host)!.minY - top(forHeight: large)) <= onePixel)
        #expect(tap("Medium", in: host))
        // The frame the tap's update shows: still at the large detent; the
        // move starts now.
        #expect(abs(frame(of: "Sheet", in: host)!.minY - top(forHeight: large)) <= onePixel)
        host.advance(by: 0.1)
        let moving = frame(of: "Sheet", in: host)!.minY
        #expect(moving > top(forHeight: large) && moving < top(forHeight: 377), "\(moving)")
        host.advance(by: 2)
        #expect(abs(frame(of: "Sheet", in: host)!.minY - top(forHeight: 377)) <= onePixel)
    }

    @Test func fractionsHeightsAndCustomDetents() {
        // 0.25 × 753 = 188.25, below 200: the sheet opens at the fraction.
        let fraction = shown(DetentHost(detents: [.fraction(0.25), .height(200)]))
        #expect(abs(frame(of: "Sheet", in: fraction)!.minY - top(forHeight: 188.25)) <= onePixel)
        let custom = shown(DetentHost(detents: [.custom(Third.self), .large]))
        #expect(abs(frame(of: "Sheet", in: custom)!.minY - top(forHeight: large / 3)) <= onePixel)
    }

    @Test func inactiveDetentsLeaveTheLargeOne() {
        // Not finite, and a custom detent that returns none: inactive.
        let host = shown(DetentHost(detents: [.fraction(.nan), .height(.infinity), .custom(Inactive.self)]))
        #expect(abs(frame(of: "Sheet", in: host)!.minY - top(forHeight: large)) <= onePixel)
        // Larger than the large detent: clamped to it.
        let tall = shown(DetentHost(detents: [.height(5_000)]))
        #expect(abs(frame(of: "Sheet", in: tall)!.minY - top(forHeight: large)) <= onePixel)
        #expect(grabbers(in: tall).isEmpty, "one detent: no grabber")
    }

    @Test func theGrabberFollowsItsVisibility() {
        let hidden = shown(DetentHost(detents: [.large, .medium], indicator: .hidden))
        #expect(grabbers(in: hidden).isEmpty)
        let visible = shown(DetentHost(detents: [.large], indicator: .visible))
        #expect(grabbers(in: visible).count == 1)
    }

    /// The shape and paint of a large sheet's card: the shape whose top
    /// is 57 (10 below the safe area) across the whole width.
    private func largeCard(in host: ViewHost) -> (path: Path, paint: DisplayList.Paint)? {
        for view in host.drawnViews {
            if case .shape(let path, let paint, _, _)? = view.item.content, abs(path.boundingRect.minY - 57) < 0.5,
                path.boundingRect.width == 390
            {
                return (path, paint)
            }
        }
        return nil
    }

    /// Whether the card's shape holds a point 3 points in from its top
    /// leading corner: inside a 10-point corner, outside a 24-point one.
    private func cardHoldsCornerPoint(_ radius: CGFloat?) -> Bool {
        let host = phone(Color.clear.sheet(isPresented: .constant(true)) { Text("Sheet").presentationCornerRadius(radius) })
        host.advance(by: 1)
        return largeCard(in: host)!.path.contains(CGPoint(x: 3, y: 57 + 3))
    }

    @Test func theCornerRadiusIsTheContentsOrTheSystems() {
        #expect(cardHoldsCornerPoint(nil), "the system's 10")
        #expect(!cardHoldsCornerPoint(24))
        #expect(cardHoldsCornerPoint(-4), "negative: the system's")
        #expect(cardHoldsCornerPoint(.nan), "not finite: the system's")
    }

    @Test func aBackgroundStyleFillsTheCard() {
        let host = phone(Color.clear.sheet(isPresented: .constant(true)) { Text("Sheet").presentationBackground(Color.yellow) })
        host.advance(by: 1)
        #expect(largeCard(in: host)?.paint == .color(Color.yellow.resolve(in: EnvironmentValues())))
    }

    @Test func aBackgroundViewFillsTheCardUnderItsContent() {
        let host = phone(
            Color.clear.sheet(isPresented: .constant(true)) {
                Text("Sheet").presentationBackground { Color.orange }.presentationDetents([.medium])
            })
        host.advance(by: 1)
        let orange = Color.orange.resolve(in: EnvironmentValues())
        let drawn = host.drawnViews
        let background = drawn.firstIndex { view in
            if case .color(let color)? = view.item.content { return color == orange }
            return false
        }!
        // The card's rectangle: from its top (the medium detent) to the
        // host's bottom, under the bottom safe area; the text on top.
        #expect(drawn[background].frame == CGRect(x: 0, y: top(forHeight: 377), width: 390, height: 844 - top(forHeight: 377)))
        let text = drawn.firstIndex { $0.text == "Sheet" }!
        #expect(background < text, "drawn first, under the content")
        // Clipped to the card's rounded shape.
        let card = host.drawnViews.first { $0.item.clip != nil && $0.frame.height == 844 }
        #expect(card?.item.clip?.path.contains(CGPoint(x: 195, y: 600)) == true)
        #expect(card?.item.clip?.path.contains(CGPoint(x: 1, y: top(forHeight: 377) + 1)) == false)
    }

    @Test func interactiveDismissDisabledSpringsBack() {
        let host = shown(DetentHost(detents: nil, dismissDisabled: true))
        #expect(host.press(at: CGPoint(x: 200, y: 400)))
        host.move(to: CGPoint(x: 200, y: 800))
        host.release(at: CGPoint(x: 200, y: 800))
        host.advance(by: 1)
        #expect(abs(frame(of: "Sheet", in: host)!.minY - 57) <= onePixel)
    }
}
