import Foundation
import SwiftAnimation
import Testing

// What the views of FidelityViews.swift do, run headlessly.

@MainActor
@Suite("Views whose look depends on what iOS measures")
struct FidelityBehaviourTests {
    @Test func widthsAndDynamicTypeReachTheScoreboard() throws {
        let host = ViewHost(Scoreboard(), size: CGSize(width: 400, height: 300))
        guard case .text(let home)? = try #require(host.find(text: "HOME 21")).item.content,
            case .text(let away)? = try #require(host.find(text: "AWAY 17")).item.content
        else { return }
        #expect(home.runs[0].face.widthScale == 0.75 && away.runs[0].face.widthScale == 1.25)
        // At AX3 the caption is 32 points (12 at the default size).
        host.updateEnvironment { $0.dynamicTypeSize = .accessibility3 }
        let icon = try #require(host.find(image: "clock")).frame
        #expect(abs(icon.width - 32) < 1e-9)
        guard case .text(let quarter)? = try #require(host.find(text: "Fourth quarter")).item.content else { return }
        #expect(abs(quarter.runs[0].face.size - 13.0 * 32 / 12) < 1e-9)
    }

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
        // The subheadline's leading apart: its published line height (20
        // points, the Human Interface Guidelines' "Typography") less its
        // line (2444 of 2048 ems at 15 points), rounded up to a pixel at 3x.
        let line: Double = 2444.0 / 2048 * 15
        let pixels: Double = ((20 - line) * 3).rounded(.up)
        let leading: Double = pixels / 3
        #expect(abs(subtitle.minY - title.maxY - leading) < 1e-9)
    }
}
