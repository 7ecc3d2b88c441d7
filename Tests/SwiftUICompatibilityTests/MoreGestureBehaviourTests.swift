import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of MoreGestureViews.swift do, run headlessly.

@MainActor
@Suite("Taps, parallax, adaptive grids and type sizes as tutorials write them")
struct MoreGestureBehaviourTests {
    private func shape(_ host: ViewHost) -> CGRect {
        let entry = host.drawnViews.first { entry in
            if case .shape? = entry.item.content { return true } else { return false }
        }!
        return entry.item.frame.applying(entry.transform)
    }

    @Test func aDoubleTapZooms() {
        let host = ViewHost(ZoomingPhoto(), size: CGSize(width: 300, height: 300))
        #expect(host.tap(at: CGPoint(x: 150, y: 150)))
        #expect(shape(host).width == 120)  // one tap: nothing
        host.advance(by: 0.1)
        #expect(host.tap(at: CGPoint(x: 150, y: 150)))
        host.advance(by: 1)
        #expect(abs(shape(host).width - 240) < 1e-6)
    }

    /// The `pressing` closure hears the press start, then stop when the
    /// press is recognized after a second; then the action runs.
    @Test func aLongPressReportsPressingAndReveals() {
        let host = ViewHost(HoldToReveal(), size: CGSize(width: 200, height: 100))
        #expect(host.press(at: CGPoint(x: 100, y: 50)))
        host.advance(by: 0.5)
        #expect(host.find(text: "Hold me")?.opacity == 0.5)
        host.advance(by: 0.6)
        host.release(at: CGPoint(x: 100, y: 50))
        host.advance(by: 0.1)
        #expect(host.find(text: "Revealed")?.opacity == 1)
    }

    /// Two turns add up: 30° then 15° leave the card at 45°, from the
    /// angles' sum and `+=`.
    @Test func turnsAddUp() throws {
        let host = ViewHost(TurningCard(), size: CGSize(width: 300, height: 300))
        #expect(host.rotate(at: CGPoint(x: 150, y: 150), by: .degrees(30)))
        host.advance(by: 0.1)
        #expect(host.rotate(at: CGPoint(x: 150, y: 150), by: .degrees(15)))
        host.advance(by: 0.1)
        let card = try #require(host.find(text: "Turn me")).transform
        #expect(abs(atan2(card.b, card.a) * 180 / .pi - 45) < 0.01, "\(card)")
    }

    @Test func aTapPlacesTheDot() {
        let host = ViewHost(TapToPlace(), size: CGSize(width: 200, height: 200))
        #expect(host.tap(at: CGPoint(x: 150, y: 120)))
        host.advance(by: 2)
        let dot = shape(host)
        #expect(abs(dot.midX - 150) < 0.5 && abs(dot.midY - 120) < 0.5)
    }

    @Test func theHeaderReadsItsPlaceInTheScrollView() {
        let host = ViewHost(ParallaxHeader(), size: CGSize(width: 300, height: 400))
        #expect(frame(of: "Header at 0", in: host) != nil)
        host.scroll(to: CGPoint(x: 0, y: 40))
        #expect(frame(of: "Header at -40", in: host) != nil)
    }

    @Test func theGalleryFitsColumnsToItsWidth() {
        let host = ViewHost(AdaptiveGallery(), size: CGSize(width: 280, height: 300))
        let tiles = host.drawnViews.filter { entry in
            if case .shape? = entry.item.content { return true } else { return false }
        }
        // 264 points inside the padding: three 80-point columns and more.
        #expect(tiles.count == 7)
        #expect(Set(tiles.map { $0.item.frame.minY }).count == 3)
    }

    @Test func theBadgeReadsTheDirectionAndTypeSize() {
        let host = ViewHost(DirectionBadge(), size: CGSize(width: 200, height: 100))
        let small = frame(of: "LTR", in: host)!.height
        host.updateEnvironment {
            $0.layoutDirection = .rightToLeft
            $0.dynamicTypeSize = .accessibility1
        }
        #expect(frame(of: "RTL", in: host)!.height > small)
    }
}

@MainActor
@Suite("Canvases as tutorials write them")
struct CanvasBehaviourTests {
    private func shapes(_ host: ViewHost) -> [DrawnView] {
        host.drawnViews.filter { entry in
            if case .shape? = entry.item.content { return true } else { return false }
        }
    }

    @Test func theParticlesFall() {
        let host = ViewHost(ParticleField(), size: CGSize(width: 300, height: 300), startDate: Date(timeIntervalSinceReferenceDate: 0))
        // The particles: 6-point circles (the black background is a shape too).
        let before = shapes(host).filter { $0.item.frame.width == 6 }
        #expect(before.count == 12)
        host.advance(by: 1)
        let after = shapes(host).filter { $0.item.frame.width == 6 }
        #expect(after.count == 12)
        // The first particle: y from 0 to 0.1 of 240 points in a second.
        let moved = after[0].item.frame.minY - before[0].item.frame.minY
        #expect(abs(moved - 24) < 1e-6, "\(moved)")
        #expect(abs(after[0].item.opacity - 0.9) < 1e-9)
    }

    @Test func theGaugeDrawsItsTrackArcAndLabel() {
        let host = ViewHost(GaugeCanvas(value: 0.42), size: CGSize(width: 200, height: 200))
        #expect(shapes(host).count == 2)
        #expect(frame(of: "42%", in: host) != nil)
    }

    @Test func theStarsAreTheSymbolDrawnFiveTimes() {
        let host = ViewHost(StarrySky(), size: CGSize(width: 200, height: 100))
        let stars = host.drawnViews.filter { $0.item.content?.imageName == "system:star.fill" }
        #expect(stars.count == 5)
    }

    @Test func theBlobsAreBlurredThenThresholdedAsTheyPart() throws {
        let host = ViewHost(GooeyBlobs(), size: CGSize(width: 300, height: 160))
        // The canvas is the gradient's mask.
        func mask() -> DisplayList {
            DisplayList(items: host.displayList.flattened.first { !$0.item.mask.isEmpty }?.item.mask ?? [])
        }
        func blobs() -> [CGFloat] {
            mask().flattened.filter { entry in
                if case .shape? = entry.item.content, entry.item.frame.width == 80 { return true } else { return false }
            }.map { $0.transform.tx }.sorted()
        }
        #expect(blobs() == [110, 110])
        // The layer: thresholded to white, around the blurred blobs (the
        // filter added last applies first, as in SwiftUI).
        let white = Color.white.resolve(in: EnvironmentValues())
        let layer = try #require(mask().flattened.first { $0.item.colorFilters == [.alphaThreshold(min: 0.5, max: 1, color: white)] })
        #expect(layer.item.children.first?.blurRadius == 12)
        host.tap(at: CGPoint(x: 150, y: 80))
        host.advance(by: 0.5)
        // Halfway through the ease in and out: 35 points each way.
        let halfway = blobs()
        #expect(halfway.count == 2 && abs(halfway[0] - 75) < 1e-6 && abs(halfway[1] - 145) < 1e-6, "\(halfway)")
        host.advance(by: 1)
        #expect(blobs() == [40, 180])
    }
}

@MainActor
@Suite("Pinches, sequences and exclusive taps as tutorials write them")
struct ComposedGestureBehaviourTests {
    private func shapeTransform(_ host: ViewHost) -> CGAffineTransform {
        host.drawnViews.first { entry in
            if case .shape? = entry.item.content { return true } else { return false }
        }!.transform
    }

    @Test func pinchAndRotateTogether() {
        let host = ViewHost(PinchAndRotatePhoto(), size: CGSize(width: 300, height: 300))
        let center = CGPoint(x: 150, y: 150)
        host.pinch(at: center, from: 60, to: 120)
        host.advance(by: 0.1)
        let zoomed = shapeTransform(host)
        #expect(abs(hypot(zoomed.a, zoomed.b) - 2) < 1e-9)
        host.rotate(at: center, by: .degrees(90))
        host.advance(by: 0.1)
        let turned = shapeTransform(host)
        // Scale 2, turned a quarter: (a, b) = (0, 2).
        #expect(abs(turned.a) < 1e-9 && abs(turned.b - 2) < 1e-9, "\(turned)")
    }

    @Test func aLongPressThenADragMovesTheCircle() {
        let host = ViewHost(DraggableCircle(), size: CGSize(width: 300, height: 300))
        let center = CGPoint(x: 150, y: 150)
        // A drag without holding first does not move it.
        host.drag(from: center, to: CGPoint(x: 200, y: 150))
        host.advance(by: 1)
        #expect(shapeFrame(host).midX == 150)
        host.press(at: center)
        host.advance(by: 0.6)
        host.move(to: CGPoint(x: 150, y: 220))
        host.release(at: CGPoint(x: 150, y: 220))
        host.advance(by: 1)
        #expect(abs(shapeFrame(host).midY - 220) < 1e-9)
    }

    @Test func aDoubleTapLikesAndASingleTapOpensAfterTheWait() {
        let host = ViewHost(LikeOrOpen(), size: CGSize(width: 200, height: 200))
        let center = CGPoint(x: 100, y: 100)
        host.tap(at: center)
        #expect(frame(of: "opened 0", in: host) != nil)
        host.advance(by: 0.5)
        #expect(frame(of: "opened 1", in: host) != nil)
        host.tap(at: center)
        host.advance(by: 0.1)
        host.tap(at: center)
        host.advance(by: 1)
        #expect(frame(of: "opened 1", in: host) != nil)
        #expect(host.find(image: "system:heart.fill") != nil)
    }

    private func shapeFrame(_ host: ViewHost) -> CGRect {
        let entry = host.drawnViews.first { entry in
            if case .shape? = entry.item.content { return true } else { return false }
        }!
        return entry.item.frame.applying(entry.transform)
    }
}

@MainActor
@Suite("Gesture priorities as tutorials write them")
struct GesturePriorityBehaviourTests {
    @Test func theCardZoomsTurnsAndCountsTapsUnderAHighPriorityLongPress() {
        let host = ViewHost(ZoomableCard(), size: CGSize(width: 300, height: 400))
        let center = CGPoint(x: 150, y: 210)
        // A tap: the high-priority long press fails on release, the card's tap runs.
        host.tap(at: center)
        #expect(frame(of: "Card taps: 1, long presses: 0", in: host) != nil)
        // Held: the long press, heard first, takes the press; the card's tap is cancelled.
        host.longPress(at: center, duration: 0.6)
        #expect(frame(of: "Card taps: 1, long presses: 1", in: host) != nil)
        // A pinch and a turn together.
        host.press(touches: [CGPoint(x: 110, y: 210), CGPoint(x: 190, y: 210)])
        host.move(touches: [CGPoint(x: 150, y: 130), CGPoint(x: 150, y: 290)])
        host.advance(by: 1.0 / 60)
        let card = host.drawnViews.first { entry in
            if case .shape? = entry.item.content { return entry.item.frame.width == 150 } else { return false }
        }
        let transform = card?.transform ?? .identity
        // Twice as far apart (80 to 160) and turned a quarter: (a, b) = (0, 2).
        #expect(abs(transform.a) < 1e-9 && abs(transform.b - 2) < 1e-9, "\(transform)")
        host.release(touches: [CGPoint(x: 150, y: 130), CGPoint(x: 150, y: 290)])
    }
}
