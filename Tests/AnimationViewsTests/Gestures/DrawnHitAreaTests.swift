import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

private final class Taps: @unchecked Sendable {
    var count = 0
}

/// A tap lands where a view is drawn: an `offset`, a `scaleEffect` or a
/// `rotationEffect` inside a gesture moves its hit area with what it draws,
/// as in SwiftUI (the layout frame it leaves takes no taps). Every view is
/// a 100 × 100 square laid out at (150, 50) in a 400 × 200 host, so its
/// center is (200, 100); the expected areas follow from the effects'
/// definitions.
@MainActor
@Suite("Hit areas follow what is drawn")
struct DrawnHitAreaTests {
    @Test func anOffsetMovesWhereATapLands() {
        let taps = Taps()
        let host = ViewHost(
            Rectangle().frame(width: 100, height: 100).offset(x: 150).onTapGesture { taps.count += 1 },
            size: CGSize(width: 400, height: 200))
        // Drawn at (300, 50)-(400, 150).
        #expect(host.tap(at: CGPoint(x: 350, y: 100)))
        #expect(taps.count == 1)
        // The layout frame it left, (150, 50)-(250, 150), takes no tap.
        #expect(!host.tap(at: CGPoint(x: 200, y: 100)))
        #expect(taps.count == 1)
    }

    @Test func aScaleGrowsTheAreaAboutTheCenter() {
        let taps = Taps()
        let host = ViewHost(
            Rectangle().frame(width: 100, height: 100).scaleEffect(2).onTapGesture { taps.count += 1 },
            size: CGSize(width: 400, height: 200))
        // Scaled by 2 about (200, 100): (100, 0)-(300, 200).
        #expect(host.tap(at: CGPoint(x: 110, y: 10)))
        #expect(!host.tap(at: CGPoint(x: 90, y: 100)))
        #expect(taps.count == 1)
    }

    @Test func aRotationTurnsTheArea() {
        let taps = Taps()
        let host = ViewHost(
            Rectangle().frame(width: 100, height: 100).rotationEffect(.degrees(45)).onTapGesture { taps.count += 1 },
            size: CGSize(width: 400, height: 200))
        // A diamond about (200, 100): |dx| + |dy| <= 50 √2 ≈ 70.7.
        // (200, 35): inside the diamond, above the layout frame.
        #expect(host.tap(at: CGPoint(x: 200, y: 35)))
        // (155, 55): a corner of the layout frame the rotation left (90 > 70.7).
        #expect(!host.tap(at: CGPoint(x: 155, y: 55)))
        #expect(taps.count == 1)
    }

    @Test func aViewScaledToNothingTakesNoTap() {
        let taps = Taps()
        let host = ViewHost(
            Rectangle().frame(width: 100, height: 100).scaleEffect(0).onTapGesture { taps.count += 1 },
            size: CGSize(width: 400, height: 200))
        #expect(!host.tap(at: CGPoint(x: 200, y: 100)))
        #expect(taps.count == 0)
    }

    @Test func anIdentifiedViewIsTappedWhereItIsDrawn() throws {
        let taps = Taps()
        let host = ViewHost(
            Rectangle().frame(width: 100, height: 100).offset(x: 150)
                .onTapGesture { taps.count += 1 }
                .accessibilityIdentifier("box"),
            size: CGSize(width: 400, height: 200))
        let box = try #require(host.find(id: "box"))
        #expect(box.frame == CGRect(x: 300, y: 50, width: 100, height: 100))
        #expect(box.isHittable)
        #expect(box.tap())
        #expect(taps.count == 1)
    }

    @Test func aButtonMovedByAnOffsetOutsideItIsTappedWhereItIsDrawn() throws {
        let taps = Taps()
        let host = ViewHost(
            Button("Go") { taps.count += 1 }.frame(width: 100, height: 100).offset(y: -60),
            size: CGSize(width: 400, height: 200))
        // Its label is centered in a frame laid out at (150, 50)-(250, 150),
        // drawn 60 higher: centered at (200, 40), not (200, 100).
        #expect(host.tap(at: CGPoint(x: 200, y: 40)))
        #expect(!host.tap(at: CGPoint(x: 200, y: 100)))
        #expect(taps.count == 1)
    }
}
