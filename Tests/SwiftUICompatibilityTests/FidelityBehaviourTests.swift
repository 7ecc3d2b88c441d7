import Foundation
import SwiftAnimation
import Testing

// What the views of FidelityViews.swift do, run headlessly.

@MainActor
@Suite("Views whose look depends on what iOS measures")
struct FidelityBehaviourTests {
    @Test func aCGFloatReadsWithSixDecimals() {
        // SwiftUI formats an interpolated CGFloat with %lf.
        let host = ViewHost(SizeReadout(), size: CGSize(width: 300, height: 100))
        #expect(host.find(text: "Width: 240.000000") != nil)
    }

    @Test func aHairlineIsOnePixel() throws {
        let host = ViewHost(HairlineDivider().frame(width: 100), size: CGSize(width: 200, height: 100))
        let line = try #require(host.drawnViews.first { $0.item.content?.string == nil })
        #expect(abs(line.frame.height - 1.0 / 3) < 1e-9)
    }

    @Test func tabularDigitsKeepTheCountersWidth() throws {
        let host = ViewHost(TabularCounter(), size: CGSize(width: 200, height: 100))
        let before = try #require(host.find(text: "1")).frame.width
        #expect(try #require(host.find(text: "1")).tap())
        let after = try #require(host.find(text: "8")).frame.width
        #expect(abs(before - after) < 1e-9)
    }

    @Test func toolbarSymbolsHaveOutlinesAndNoWarnings() {
        let host = ViewHost(SymbolToolbar(), size: CGSize(width: 300, height: 100))
        for name in ["heart.fill", "square.and.arrow.up", "trash"] {
            #expect(host.find(image: "system:\(name)")?.item.content.flatMap { content -> Path? in
                if case .image(let image) = content { return image.glyph }
                return nil
            } != nil, "\(name)")
        }
        #expect(host.warnings.isEmpty)
    }

    @Test func aGradientCardBlendsPerceptually() throws {
        let host = ViewHost(SunsetCard(), size: CGSize(width: 300, height: 200))
        let card = try #require(host.drawnViews.first { $0.item.content?.string == nil })
        guard case .shape(_, .linearGradient(let stops, _, _), _, _)? = card.item.content else {
            Issue.record("no gradient")
            return
        }
        // Orange to pink, written out as 8 steps.
        #expect(stops.count == 9)
    }

    @Test func aBodyOfTwoViewsStacksThem() throws {
        let host = ViewHost(TitleAndSubtitle(), size: CGSize(width: 300, height: 200))
        let title = try #require(host.find(text: "Title")).frame
        let subtitle = try #require(host.find(text: "Subtitle")).frame
        #expect(abs(subtitle.minY - title.maxY - 8) < 1e-9)
    }
}
