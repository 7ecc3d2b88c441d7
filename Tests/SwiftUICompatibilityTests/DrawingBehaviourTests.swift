import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of DrawingViews.swift do, run headlessly.

@MainActor
private func items(_ host: ViewHost) -> [DisplayList.Item] {
    host.displayList.flattened.map(\.item)
}

@MainActor
@Suite("Drawing views as tutorials write them")
struct DrawingBehaviourTests {
    @Test func progressRingFillsAlongItsTrim() {
        let host = ViewHost(ProgressRing(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 2)
        // The ring: an angular gradient along three quarters of the circle,
        // with round caps, turned to start at the top; the label says 75%.
        let ring = items(host).compactMap { item -> (Path, StrokeStyle)? in
            if case .shape(let path, .angularGradient, let stroke?, _)? = item.content { return (path, stroke) }
            return nil
        }
        #expect(ring.count == 1 && ring.first?.1.lineCap == .round)
        #expect(items(host).contains { $0.content?.string == "75%" })
        #expect(host.displayList.flattened.contains { abs($0.item.transform.b + 1) < 1e-9 })   // −90°
    }

    @Test func flipCardTurnsInDepth() {
        let host = ViewHost(FlipCard(), size: CGSize(width: 300, height: 200))
        host.tap(at: CGPoint(x: 150, y: 100))
        host.advance(by: 0.15)
        let turning = items(host).compactMap(\.projection).filter { !$0.isAffine }
        #expect(!turning.isEmpty)
        host.advance(by: 3)
        #expect(!host.isAnimating)
        #expect(items(host).contains { $0.content?.string == "Back" })
    }

    @Test func glowingBadgeComposites() {
        let host = ViewHost(GlowingBadge(), size: CGSize(width: 200, height: 100))
        host.advance(by: 0.6)
        let all = items(host)
        #expect(all.contains { $0.blendMode == .screen })
        #expect(all.contains { item in
            if case .hueRotation(let angle)? = item.colorFilters.first { return angle > 0 && angle < .pi / 4 }
            return false
        })
        #expect(all.contains { item in
            if case .shape(_, .linearGradient, nil, _)? = item.content { return true }
            return false
        })
        #expect(all.contains { $0.content?.string == "NEW" })
    }

    @Test func profileCardWrapsAndLimits() {
        let host = ViewHost(ProfileCard(), size: CGSize(width: 240, height: 300))
        let bio = items(host).first { $0.content?.string?.hasPrefix("Designs") == true }
        // Two lines at most, the second cut with an ellipsis.
        let lines = bio?.content?.string?.split(separator: "\n") ?? []
        #expect(lines.count == 2 && lines.last?.hasSuffix("…") == true)
        #expect(items(host).contains { $0.clip != nil })
        #expect(items(host).contains { $0.content?.string == "Follow · 2.4k" })
    }

    @Test func wiggleAndShimmerAnimate() {
        let field = ViewHost(WigglingField(), size: CGSize(width: 300, height: 100))
        field.tap(at: CGPoint(x: 150, y: 50))
        field.advance(by: 0.1)
        #expect(items(field).contains { ($0.projection?.m31 ?? 0) != 0 })
        let shimmer = ViewHost(Shimmer(), size: CGSize(width: 300, height: 100))
        shimmer.advance(by: 0.5)
        #expect(items(shimmer).contains { !$0.mask.isEmpty })
        let swatches = ViewHost(Swatches().preferredColorScheme(.dark), size: CGSize(width: 300, height: 100))
        #expect(items(swatches).contains { $0.content?.string == "Dark" })
    }

    @Test func stylesAtAnOpacity() {
        let host = ViewHost(FadedLayers(), size: CGSize(width: 200, height: 200))
        let paints = items(host).compactMap { item -> DisplayList.Paint? in
            if case .shape(_, let paint, _, _)? = item.content { return paint }
            return nil
        }
        func opacity(_ paint: DisplayList.Paint) -> Float? { paint.color?.opacity }
        #expect(paints.contains { $0.color == Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.5) })
        #expect(paints.contains { opacity($0) == 0.3 && $0.color?.linearBlue == Color.blue.resolved.linearBlue })
        #expect(paints.contains { opacity($0).map { abs($0 - 0.8) < 1e-6 } == true })
        // The gradient view is faded as a view: an item at opacity 0.5.
        #expect(items(host).contains { $0.opacity == 0.5 })
    }

    @Test func theSamplerDrawsEveryPiece() {
        let host = ViewHost(DrawingSampler(), size: CGSize(width: 320, height: 200))
        host.tap(at: CGPoint(x: 160, y: 100))
        host.advance(by: 0.2)
        let all = items(host)
        let filters = all.flatMap(\.colorFilters)
        #expect(filters.contains { if case .grayscale(let amount) = $0 { return amount > 0 && amount < 1 } else { return false } })
        #expect(filters.contains(.colorInvert) && filters.contains { if case .colorMultiply = $0 { true } else { false } })
        #expect(all.contains { $0.clip != nil })
        #expect(all.contains { item in if case .shape(_, .radialGradient, _, _)? = item.content { true } else { false } })
        #expect(all.contains { item in if case .shape(_, .ellipticalGradient, _, _)? = item.content { true } else { false } })
        #expect(all.filter { $0.projection != nil }.count >= 2)
        // The caption: upper case, one line, underlined in blue.
        let caption = all.compactMap { item -> DisplayList.Text? in
            if case .text(let text)? = item.content, text.string.hasPrefix("SHIPPING") { return text }
            return nil
        }.first
        #expect(caption?.runs.first?.underline?.color == Color.blue.resolved)
        #expect(caption?.runs.first?.face.family == "Liberation Serif")
    }

    @Test func imagePaintRepeatsTheImage() {
        let host = ViewHost(PatternedCard(), size: CGSize(width: 40, height: 60), assets: TestPaths.fixtureAssets)
        // The checker is 4 × 2 points: 20 × 10 at scale 5 from the card's
        // corner; its right half 4 × 4 at scale 2; from (3, 40) in the canvas.
        let tiles = items(host).compactMap { item -> CGRect? in
            if case .shape(_, .image(let tiled), _, _)? = item.content { return tiled.tile }
            return nil
        }
        #expect(
            tiles == [
                CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 0, y: 20, width: 4, height: 4),
                CGRect(x: 3, y: 40, width: 4, height: 2),
            ])
        #expect(!host.warnings.contains { $0.contains("ImagePaint") })
    }

    @Test func shadowStylesCastFromWhatTheyFill() throws {
        let host = ViewHost(EmbossedBadge(), size: CGSize(width: 120, height: 60))
        let label = try #require(host.find(text: "New"))
        #expect(label.item.shadow?.radius == 1 && label.item.shadow?.offset == CGSize(width: 0, height: 1))
        let capsule = items(host).first { item in
            if case .shape(_, .linearGradient, _, _)? = item.content { return true }
            return false
        }
        #expect(capsule?.shadow?.isInner == true && capsule?.shadow?.radius == 3)
    }

    @Test func aLuminanceMaskFades() {
        let host = ViewHost(LuminanceFade(), size: CGSize(width: 100, height: 60))
        // The mask's gradient is drawn through the luminance-to-alpha filter.
        let masked = items(host).first { !$0.mask.isEmpty }
        #expect(masked?.mask.contains { $0.colorFilters == [.luminanceToAlpha] } == true)
    }
}
