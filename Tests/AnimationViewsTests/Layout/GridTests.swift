import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
@Suite("Grids, lazy stacks and content shapes")
struct GridTests {
    /// Found by the random-use test: a custom layout's proxies held the
    /// graph, which holds the layout's node, so no host with a `Grid`, a
    /// lazy grid or any `Layout` was ever freed.
    @Test func aHostWithACustomLayoutGoesAwayWithItsTree() {
        func isFreed(_ view: some View) -> Bool {
            var host: ViewHost? = ViewHost(view, size: CGSize(width: 200, height: 200))
            _ = host?.displayList
            host?.advance(by: 0.5)
            weak let root = host?.graph.root
            weak let graph = host?.graph
            host = nil
            return root == nil && graph == nil
        }
        #expect(
            isFreed(
                Grid {
                    GridRow {
                        Color.red; Color.blue
                    }
                }))
        #expect(isFreed(LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))]) { ForEach(0..<3, id: \.self) { _ in Color.mint.frame(height: 12) } }))
        #expect(isFreed(LazyHGrid(rows: [GridItem(.fixed(12))]) { Color.mint }))
        #expect(
            isFreed(
                AnyLayout(VStackLayout()) {
                    Color.red; Color.blue
                }))
    }

    @Test func aGridSizesColumnsAndRowsByTheirLargestViews() {
        let host = ViewHost(
            Grid {
                GridRow {
                    Color.red.frame(width: 20, height: 10)
                    Color.green.frame(width: 40, height: 10)
                }
                GridRow {
                    Color.blue.frame(width: 30, height: 30)
                    Color.yellow.frame(width: 10, height: 10)
                }
            }, size: CGSize(width: 200, height: 200))
        // Columns 30 and 40 wide, rows 10 and 30 high, 8 apart: 78 × 48,
        // centered at (61, 76); each view centered in its cell.
        #expect(
            colorFrames(host) == [
                CGRect(x: 66, y: 76, width: 20, height: 10), CGRect(x: 99, y: 76, width: 40, height: 10),
                CGRect(x: 61, y: 94, width: 30, height: 30), CGRect(x: 114, y: 104, width: 10, height: 10)
            ])
    }

    @Test func viewsOutsideRowsSpanEveryColumnAndCellsCanSpan() {
        let host = ViewHost(
            Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow {
                    Color.red.frame(width: 20, height: 10)
                    Color.green.frame(width: 30, height: 10)
                }
                Color.gray.frame(height: 2)
                GridRow(alignment: .bottom) {
                    Color.blue.frame(height: 6).gridCellColumns(2)
                }
            }, size: CGSize(width: 54, height: 22))
        let frames = colorFrames(host)
        // Columns 20 and 30 with 4 between: 54 wide. The divider and the
        // spanning cell take all of it.
        #expect(frames[2] == CGRect(x: 0, y: 12, width: 54, height: 2))
        #expect(frames[3] == CGRect(x: 0, y: 16, width: 54, height: 6))
    }

    @Test func flexibleViewsShareTheProposedWidth() {
        let host = ViewHost(
            Grid(horizontalSpacing: 10) {
                GridRow {
                    Color.red.frame(width: 40, height: 10)
                    Color.green.frame(height: 10)
                    Color.blue.frame(height: 10)
                }
            }, size: CGSize(width: 200, height: 10))
        // 200 − 20 of spacing: the fixed column 40, the others 70 each.
        #expect(colorFrames(host).map(\.width) == [40, 70, 70])
    }

    @Test func gridRowsOutsideAGridAreGroups() {
        let host = ViewHost(
            HStack(spacing: 0) {
                GridRow {
                    Color.red.frame(width: 10, height: 10); Color.green.frame(width: 10, height: 10)
                }
                GridRow { Color.blue.frame(width: 10, height: 10) }
            }, size: CGSize(width: 30, height: 10))
        #expect(colorFrames(host).map(\.minX) == [0, 10, 20])
    }

    @Test func lazyVGridFlowsViewsIntoColumns() {
        let columns = [GridItem(.fixed(50)), GridItem(.flexible())]
        let host = ViewHost(
            LazyVGrid(columns: columns, spacing: 4) {
                ForEach(0..<3) { _ in Color.red.frame(height: 20) }
            }, size: CGSize(width: 158, height: 44))
        // 158 − 50 − 8 of spacing: the flexible column is 100 wide.
        #expect(
            colorFrames(host) == [
                CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 58, y: 0, width: 100, height: 20),
                CGRect(x: 0, y: 24, width: 50, height: 20)
            ])
    }

    @Test func adaptiveItemsFitAsManyColumnsAsTheyCan() {
        let host = ViewHost(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 10)], spacing: 0) {
                ForEach(0..<5) { _ in Color.red.frame(height: 10) }
            }, size: CGSize(width: 220, height: 20))
        // (220 + 10) / (60 + 10) → 3 columns of (220 − 20) / 3.
        let frames = colorFrames(host)
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { abs($0.width - 200.0 / 3) < 1e-9 })
        #expect(frames[3].minY == 10)
        #expect(abs(frames[2].minX - (2 * 200.0 / 3 + 20)) < 1e-9)
    }

    @Test func lazyHGridFlowsViewsIntoRows() {
        let host = ViewHost(
            LazyHGrid(rows: [GridItem(.fixed(10)), GridItem(.fixed(10))], spacing: 5) {
                ForEach(0..<3) { _ in Color.red.frame(width: 20) }
            }, size: CGSize(width: 45, height: 28))
        #expect(
            colorFrames(host) == [
                CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 0, y: 18, width: 20, height: 10),
                CGRect(x: 25, y: 0, width: 20, height: 10)
            ])
    }

    @Test func lazyStacksLayOutAsStacks() {
        let lazy = ViewHost(
            LazyVStack(alignment: .leading, spacing: 3) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }, size: CGSize(width: 20, height: 23))
        #expect(colorFrames(lazy) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 13, width: 20, height: 10)])
        let row = ViewHost(LazyHStack(spacing: 0) { Color.red.frame(width: 10, height: 10) }, size: CGSize(width: 10, height: 10))
        #expect(colorFrames(row) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test func aContentShapeNarrowsTheTapRegion() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100)
                .contentShape(Circle())
                .onTapGesture { taps.count += 1 }, size: CGSize(width: 100, height: 100))
        _ = host.displayList
        // A corner is outside the circle; the center inside.
        #expect(!host.tap(at: CGPoint(x: 3, y: 3)))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 1.0 / 60)
        #expect(taps.count == 1)
    }
}

@MainActor
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    private struct Adaptive: View {
        var body: some View {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 200, height: 10)
                Color.green.frame(width: 100, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
        }
    }

    @Test func theFirstOptionThatFitsIsShown() {
        let wide = ViewHost(Adaptive(), size: CGSize(width: 300, height: 10))
        #expect(colorFrames(wide) == [CGRect(x: 50, y: 0, width: 200, height: 10)])
        let middle = ViewHost(Adaptive(), size: CGSize(width: 150, height: 10))
        #expect(colorFrames(middle) == [CGRect(x: 25, y: 0, width: 100, height: 10)])
        // None fits: the last one.
        let narrow = ViewHost(Adaptive(), size: CGSize(width: 20, height: 10))
        #expect(colorFrames(narrow).map(\.width) == [50])
        // The host grows: the choice follows.
        narrow.size = CGSize(width: 300, height: 10)
        #expect(colorFrames(narrow).map(\.width) == [200])
    }

    @Test func onlyTheConstrainedAxesCount() {
        let host = ViewHost(
            ViewThatFits(in: .vertical) {
                Color.red.frame(width: 500, height: 50)
                Color.green.frame(width: 10, height: 10)
            }, size: CGSize(width: 100, height: 60))
        // Too wide, but only heights are compared.
        #expect(colorFrames(host).map(\.height) == [50])
        let empty = ViewHost(ViewThatFits { EmptyView() }, size: CGSize(width: 10, height: 10))
        #expect(colorFrames(empty).isEmpty)
    }
}
