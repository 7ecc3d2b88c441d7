import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

private final class Counts: @unchecked Sendable {
    var outer = 0
    var inner = 0
}

/// 100 rows that fade together when the panel is tapped, above a small
/// target and a round one (a content shape under the target's item).
private struct Panel: View {
    let counts: Counts
    @State private var faded = false

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100) { _ in
                Color.blue.frame(width: 100, height: 1).opacity(faded ? 0.2 : 1)
            }
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).onTapGesture { counts.inner += 1 }
                Color.green.frame(width: 50, height: 50).contentShape(Circle()).onTapGesture { counts.inner += 10 }
            }
        }
        .onTapGesture {
            counts.outer += 1
            withAnimation(.linear(duration: 1)) { faded.toggle() }
        }
    }
}

/// Hit tests skip the items that hold no tap target (their hint, made by
/// the display-list builder) and still find every target and content
/// shape, before and while frames patch the items around them. A content
/// shape inside an inner target is that target's: the panel around the
/// round button stays rectangular (it took the circle for its own before).
@MainActor
@Suite("Hit tests skip what holds no target")
struct HitTestingHintTests {
    @Test func targetsAndShapesAreFoundWhileFramesPatchTheItemsAround() {
        let counts = Counts()
        // 100 × 150 in a 100 × 150 host: rows at y 0..<100, targets below.
        let host = ViewHost(Panel(counts: counts), size: CGSize(width: 100, height: 150))
        #expect(host.tap(at: CGPoint(x: 50, y: 40)))
        #expect(counts.outer == 1 && counts.inner == 0)
        // Halfway through the fade: the rows' items were patched.
        host.advance(by: 0.5)
        _ = host.displayList
        #expect(host.tap(at: CGPoint(x: 25, y: 125)))
        #expect(counts.inner == 1)
        // The green square's circle takes the tap at its center, not at its
        // corner (which falls to the panel around it).
        #expect(host.tap(at: CGPoint(x: 75, y: 125)))
        #expect(counts.inner == 11)
        let outerBefore = counts.outer
        #expect(host.tap(at: CGPoint(x: 52, y: 102)))
        #expect(counts.inner == 11 && counts.outer == outerBefore + 1)
    }

    @Test func aHintIsNotPartOfAnItemsValue() {
        var hinted = DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hinted.hitTestingHint.mayContainTapTargets = false
        hinted.hitTestingHint.mayContainHitShapes = false
        #expect(hinted == DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        // An item made outside the builder may hold anything.
        let made = DisplayList.Item(frame: .zero)
        #expect(made.hitTestingHint.mayContainTapTargets && made.hitTestingHint.mayContainHitShapes)
    }

    @Test func theBuilderMarksOnlyThePathsToTargets() {
        let host = ViewHost(Panel(counts: Counts()), size: CGSize(width: 100, height: 150))
        let items = host.displayList.items
        func count(_ items: [DisplayList.Item], _ test: (DisplayList.Item) -> Bool) -> Int {
            items.reduce(0) { $0 + (test($1) ? 1 : 0) + count($1.children, test) }
        }
        let hinted = count(items) { $0.hitTestingHint.mayContainTapTargets }
        let all = count(items) { _ in true }
        // The 100 rows' items are marked empty; the paths to the three targets are not.
        #expect(all > 200)
        #expect(hinted >= 3 && hinted < 20)
    }
}
