import AnimationCore
import AnimationRuntime
@_spi(Testing) import AnimationViews
import Foundation
import TestSupport
import Testing

// A frame costs what changes in it: counted in layout placements, display
// lists built from scratch and bodies evaluated (not timed: the benchmark
// target measures time).

/// Rows of squares; `fadeEvery`-th squares fade and the square at
/// (`wideRow`, 0) widens when `on`. Each row has a fixed frame, so a square
/// that widens cannot move the other rows.
private struct Rows: View {
    let rows: Int
    let fadeEvery: Int
    let wideRow: Int?
    @State private var on = false

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { column in
                        let index = row * 10 + column
                        Color.blue
                            .frame(width: wideRow == row && column == 0 && on ? 8 : 4, height: 4)
                            .opacity(fadeEvery > 0 && index % fadeEvery == 0 && on ? 0.2 : 1)
                    }
                }
                .frame(width: 100, height: 4)
            }
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
    }
}

/// A parent whose body re-runs, and a child whose inputs never change.
private struct Parent: View {
    @State private var count = 0
    let log: Log
    var body: some View {
        VStack {
            Text("\(count)").onTapGesture { count += 1 }
            Child(title: "fixed", log: log)
        }
    }
}

private struct Child: View, Equatable {
    let title: String
    let log: Log
    var body: some View {
        log.entries.append("child")
        return Text(title)
    }

    nonisolated static func == (lhs: Child, rhs: Child) -> Bool {
        lhs.title == rhs.title && lhs.log === rhs.log
    }
}

/// A bar whose size is its length: a shape that sizes itself by its data.
private struct Bar: Shape {
    var length: Double
    var animatableData: Double {
        get { length }
        set { length = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: length, height: 10) }
}

/// A bar beside a square; a tap grows the bar (or, `plain`, turns a
/// circle's color and rounds a rectangle, which change no size).
private struct Growing: View {
    let plain: Bool
    @State private var long = false
    var body: some View {
        HStack(spacing: 0) {
            if plain {
                RoundedRectangle(cornerRadius: long ? 5 : 0).frame(width: 20, height: 10)
            } else {
                Bar(length: long ? 60 : 20)
            }
            Color.red.frame(width: 10, height: 10)
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { long = true } }
    }
}

@MainActor
@Suite("Frames cost what changes")
struct FrameCostTests {
    @Test func drawingAttributesPatchTheDisplayListWithoutLayout() {
        let host = ViewHost(Rows(rows: 10, fadeEvery: 10, wideRow: nil), size: CGSize(width: 100, height: 40))
        _ = host.displayList
        #expect(host.tap(at: CGPoint(x: 50, y: 20)))
        _ = host.displayList
        let builds = host.displayListBuilds, bodies = host.bodyEvaluationCount
        for _ in 0..<10 {
            host.advance(by: 1.0 / 60)
            _ = host.displayList
            #expect(host.lastLayoutPlacements == 0, "an opacity lays nothing out")
        }
        #expect(host.displayListBuilds == builds, "the list is patched, not built")
        #expect(host.bodyEvaluationCount == bodies, "no body re-runs for an opacity")
        // And the patched list shows the animation: ten frames along
        // linear(1 s) from 1 to 0.2 (the tap started it at time 0).
        let faded = host.displayList.flattened.map(\.item.opacity).filter { $0 != 1 }
        #expect(faded.count == 10)
        let elapsed = 10.0 / 60
        #expect(faded.allSatisfy { abs($0 - (1 - 0.8 * elapsed)) < 1e-9 })
    }

    @Test func aSizeChangeLaysOutOnlyWhatItCanAffect() {
        let host = ViewHost(Rows(rows: 10, fadeEvery: 0, wideRow: 3), size: CGSize(width: 100, height: 40))
        _ = host.displayList
        #expect(host.tap(at: CGPoint(x: 50, y: 20)))
        host.advance(by: 1.0 / 60)
        _ = host.displayList
        host.advance(by: 1.0 / 60)
        _ = host.displayList
        // The row's ten cells (the opacity, the frame and the color of each:
        // the widening square and the neighbours it moves) and the five nodes
        // above them (the row's stack and frame, the column, the tap target,
        // the root), at most: not the 270 nodes of the other nine rows. (On
        // whole pixels, a cell whose frame rounds to where it was is not
        // placed again.)
        #expect(host.lastLayoutPlacements <= 3 * 10 + 5, "placed \(host.lastLayoutPlacements)")
        // Row 3 starts at y = 12; its first square widens from 4 towards 8.
        let row = host.drawnViews.filter {
            if case .color = $0.item.content { return $0.item.frame.minY == 12 } else { return false }
        }
        #expect(row.count == 10)
        let first = row.min { $0.item.frame.minX < $1.item.frame.minX }!
        #expect(abs(first.item.frame.width - (4 + 4 * 2.0 / 60)) <= onePixel)
    }

    @Test func equalChildViewsSkipTheirBodies() {
        let log = Log()
        let host = ViewHost(Parent(log: log), size: CGSize(width: 100, height: 100))
        #expect(log.count("child") == 1)
        let label = host.drawnViews.first { $0.item.content?.string == "0" }!
        #expect(host.tap(at: CGPoint(x: label.item.frame.midX, y: label.item.frame.midY)))
        #expect(host.find(text: "1") != nil)
        #expect(log.count("child") == 1, "the parent re-ran; the child's inputs did not change")
    }

    @Test func aShapeThatSizesItselfByItsDataIsLaidOutAgain() {
        let host = ViewHost(Growing(plain: false), size: CGSize(width: 200, height: 50))
        #expect(host.tap(at: CGPoint(x: 100, y: 25)))
        host.advance(by: 0.5)
        let items = host.drawnViews.map(\.item)
        // Halfway along linear(1 s): the bar is 40 wide, and the square
        // after it moved with it (the row, 50 wide, is centered in 200).
        let bar = items.first { if case .shape = $0.content { return true } else { return false } }!
        let square = items.first { if case .color = $0.content { return true } else { return false } }!
        #expect(abs(bar.frame.width - 40) < 1e-9)
        #expect(abs(square.frame.minX - bar.frame.maxX) < 1e-9)
        #expect(abs(bar.frame.minX - (200 - 50) / 2) < 1e-9)
    }

    @Test func aShapeWhoseSizeDoesNotChangeIsOnlyRedrawn() {
        let host = ViewHost(Growing(plain: true), size: CGSize(width: 200, height: 50))
        _ = host.displayList
        #expect(host.tap(at: CGPoint(x: 100, y: 25)))
        _ = host.displayList
        for _ in 0..<5 {
            host.advance(by: 1.0 / 60)
            _ = host.displayList
            #expect(host.lastLayoutPlacements == 0)
        }
    }
}
