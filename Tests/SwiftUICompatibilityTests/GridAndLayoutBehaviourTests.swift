import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of GridAndLayoutViews.swift do, run headlessly.

@MainActor
private func shapes(_ host: ViewHost) -> [CGRect] {
    host.drawnViews.compactMap { entry in
        if case .shape? = entry.item.content { return entry.item.frame.applying(entry.transform) }
        return nil
    }
}

@MainActor
@Suite("Grids, custom layouts and alignment as tutorials write them")
struct GridAndLayoutBehaviourTests {
    /// A layout's own spacing places it in the stack around it: the
    /// caption that starts the column sits below the swatch as text below
    /// a view does, its default line spacing less its ascent (body text at
    /// 3x: 20.29 + 2.33 - 16.19 = 6.43 points; SF Pro Text's ascender
    /// 1950 of 2048 units at 17 points, the line spacing a tenth of the
    /// line height rounded up to whole pixels, as in `StackSpacingTests`).
    @Test func aLayoutsSpacingPlacesItInItsStack() throws {
        let host = ViewHost(CaptionedSwatch().environment(\.displayScale, 3), size: CGSize(width: 300, height: 200))
        let swatch = try #require(host.find(id: "swatch")).frame
        let caption = try #require(host.find(id: "caption")).frame
        let line = (1950.0 + 494) / 2048 * 17
        let expected = line + ((line * 0.1) * 3).rounded(.up) / 3 - 1950.0 / 2048 * 17
        #expect(abs(caption.minY - swatch.maxY - expected) <= 1.0 / 6 + 1e-9)
    }

    @Test func theFlowLayoutWrapsTagsInsideItsWidth() {
        let host = ViewHost(TagCloud(), size: CGSize(width: 300, height: 200))
        let frames = ["Swift", "SwiftUI", "Animation", "Layout", "Grid", "Spring"].compactMap { frame(of: $0, in: host) }
        #expect(frames.count == 6)
        // Every tag inside the 200-wide frame (centered at 150), on more
        // than one line.
        #expect(frames.allSatisfy { $0.minX >= 50 - 1e-9 && $0.maxX <= 250 + 1e-9 })
        #expect(Set(frames.map { $0.minY }).count > 1)
    }

    @Test func aTappedTileGrowsWithASpring() {
        let host = ViewHost(PhotoGrid(), size: CGSize(width: 360, height: 400))
        let before = shapes(host)
        #expect(before.count == 6)
        #expect(before.allSatisfy { $0.height == 60 })
        #expect(host.tap(at: CGPoint(x: before[0].midX, y: before[0].midY)))
        host.advance(by: 0.1)
        let during = shapes(host)[0].height
        #expect(during > 60 && during < 100)
        host.advance(by: 2)
        #expect(abs(shapes(host)[0].height - 100) < 0.5)
    }

    @Test func theIconLinesUpWithTheSecondLine() {
        let host = ViewHost(SettingRow(), size: CGSize(width: 320, height: 100))
        let icon = shapes(host).first!
        let detail = frame(of: "Alerts, sounds, badges", in: host)!
        #expect(abs(icon.midY - detail.midY) < 1e-6)
    }

    @Test func theButtonsSwitchFromARowToAColumn() {
        let host = ViewHost(AdaptiveButtons(), size: CGSize(width: 320, height: 200))
        let one = frame(of: "One", in: host)!, two = frame(of: "Two", in: host)!
        #expect(abs(one.midY - two.midY) < 1e-9)
        #expect(host.tap(at: CGPoint(x: frame(of: "Switch", in: host)!.midX, y: frame(of: "Switch", in: host)!.midY)))
        host.advance(by: 1)
        let oneAfter = frame(of: "One", in: host)!, twoAfter = frame(of: "Two", in: host)!
        #expect(twoAfter.minY > oneAfter.maxY)
    }

    @Test func theScoreTableLinesUpItsColumns() {
        let host = ViewHost(ScoreTable(), size: CGSize(width: 320, height: 200))
        let player = frame(of: "Player", in: host)!, ada = frame(of: "Ada", in: host)!, grace = frame(of: "Grace", in: host)!
        let score = frame(of: "Score", in: host)!, seven = frame(of: "7", in: host)!
        #expect(player.minX == ada.minX && ada.minX == grace.minX)
        #expect(score.minX == seven.minX)
        #expect(score.minX >= player.maxX + 16 - 1e-9)
    }
}
