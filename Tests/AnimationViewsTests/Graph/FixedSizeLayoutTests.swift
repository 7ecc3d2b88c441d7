import AnimationCore
import AnimationRuntime
@_spi(Testing) import AnimationViews
import Foundation
import TestSupport
import Testing

// A view whose size takes no account of what it is offered (a frame with
// both dimensions, a stack of such views) keeps one size until something
// inside it changes: stacks around it stop asking it again for every
// proposal. Counted in sizes computed, and checked against the sizes and
// places the closed form gives.

/// `rows` rows of ten 4 × 4 squares with no frame around the rows; when
/// `on`, the first square of every row widens from 4 to 8 (linear, 1 s).
/// `flexible` adds a color with no frame at the end of each row, which
/// takes what the squares leave.
private struct WideningRows: View {
    let rows: Int
    let flexible: Bool
    @State private var on = false

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { column in
                        Color.blue.frame(width: column == 0 && on ? 8 : 4, height: 4)
                    }
                    if flexible { Color.red }
                }
            }
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
    }
}

@MainActor
@Suite("Views of fixed sizes are sized once")
struct FixedSizeLayoutTests {
    private func tappedHost(_ view: WideningRows, frames: Int) -> ViewHost {
        let host = ViewHost(view, size: CGSize(width: 100, height: 40), frameRate: 60)
        _ = host.displayList
        #expect(host.tap(at: CGPoint(x: 50, y: 20)))
        for _ in 0..<frames {
            host.advance(by: 1.0 / 60)
            _ = host.displayList
        }
        return host
    }

    @Test func aStackOfFixedFramesIsSizedOncePerChange() {
        let host = tappedHost(WideningRows(rows: 10, flexible: false), frames: 2)
        // Every row changed: per row, its stack and the widening square's
        // frame and color are sized once (the nine other squares keep their
        // sizes), plus the column and the nodes above it. Sized again for
        // each proposal a stack makes (its children at 0, at infinity and
        // at their share), this frame computed 407 sizes.
        #expect(host.lastLayoutSizings <= 10 * 4 + 6, "sized \(host.lastLayoutSizings)")
        #expect(host.lastLayoutSizings > 0)
    }

    @Test func fixedSizesStillMoveTheirNeighbours() {
        let host = tappedHost(WideningRows(rows: 10, flexible: false), frames: 6)
        // 6 frames at 60 Hz into linear(1 s) from 4 to 8: 4 + 4 × 0.1.
        let width = 4 + 4 * (6.0 / 60)
        // The rows are 4 + 9 × 4 + (width − 4) wide, centered in 100.
        let rowWidth = 40 + (width - 4)
        let squares = host.drawnViews.filter {
            if case .color = $0.item.content { return $0.item.frame.minY < 4 + 10 } else { return false }
        }.map(\.item.frame).sorted { $0.minX < $1.minX }
        // The first row (its top edge is the column's, centered in 40).
        let firstRow = squares.filter { abs($0.minY - squares[0].minY) < 0.01 }
        #expect(firstRow.count == 10)
        #expect(abs(firstRow[0].width - width) <= onePixel)
        #expect(abs(firstRow[0].minX - (50 - rowWidth / 2)) <= onePixel)
        #expect(abs(firstRow[1].minX - firstRow[0].maxX) <= onePixel, "the second square follows the first")
        #expect(abs(firstRow[9].maxX - (50 + rowWidth / 2)) <= onePixel)
    }

    @Test func aFlexibleChildKeepsItsStackAskingAgain() {
        let host = tappedHost(WideningRows(rows: 2, flexible: true), frames: 6)
        let width = 4 + 4 * (6.0 / 60)
        // The red color takes what the squares leave of 100.
        let red = host.drawnViews.filter {
            if case .color(let color) = $0.item.content { return color.red > 0.9 && color.blue < 0.5 } else { return false }
        }
        #expect(red.count == 2)
        for view in red {
            #expect(abs(view.item.frame.width - (100 - 36 - width)) <= onePixel, "\(view.item.frame)")
        }
    }
}
