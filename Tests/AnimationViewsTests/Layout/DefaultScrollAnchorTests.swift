import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("defaultScrollAnchor")
struct DefaultScrollAnchorTests {
    /// A 100-point viewport over ten 40-point rows (400 of content).
    private func rows(anchor: UnitPoint?) -> ViewHost {
        ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { Color.red.frame(height: 40).accessibilityIdentifier("row\($0)") }
                }
            }
            .defaultScrollAnchor(anchor)
            .frame(width: 100, height: 100),
            size: CGSize(width: 100, height: 100))
    }

    @Test func theCenterStartsHalfWayAndBadCoordinatesAreClamped() throws {
        // Half of 300: row 4 (160 to 200) at 10 to 50.
        #expect(try #require(rows(anchor: .center).find(id: "row4")).frame.minY == 10)
        // NaN counts as 0 (the top); 5 is clamped to 1 (the bottom: row 9
        // at 60 to 100).
        #expect(try #require(rows(anchor: UnitPoint(x: 0, y: .nan)).find(id: "row0")).frame.minY == 0)
        #expect(try #require(rows(anchor: UnitPoint(x: 0, y: 5)).find(id: "row9")).frame.minY == 60)
    }

    @Test func aDragMovesAnAnchoredScrollView() throws {
        let host = rows(anchor: .bottom)
        #expect(host.drag(from: CGPoint(x: 50, y: 20), to: CGPoint(x: 50, y: 80), duration: 0.3))
        host.advance(by: 2)
        // Dragged 60 down from the bottom: the offset goes from 300 to 240
        // (less the 10 points of slop, at most), so row 9 (at 360 in the
        // content) moves from 60 to between 110 and 120; the anchor does
        // not pull it back.
        let row9 = try #require(host.find(id: "row9")).frame.minY
        #expect(row9 >= 110 && row9 <= 120, "\(row9)")
    }
}
