import AnimationCore
import AnimationRuntime
import Foundation
import Observation
import Testing

@testable import AnimationViews

/// What the views show, changed from outside the host between frames.
@Observable
@MainActor
private final class Squares {
    var faded = false
    var shown = true
}

/// A square that fades and may go away, beside a square that fades and stays.
private struct FadeThenRemove: View {
    let squares: Squares

    var body: some View {
        VStack(spacing: 0) {
            if squares.shown {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("fading").opacity(squares.faded ? 0 : 1)
            }
            Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("staying").opacity(squares.faded ? 0.5 : 1)
        }
    }
}

/// The frame loop and the display's redraw queue hold attributes and nodes
/// without retaining them (a retain and a release per animating view per
/// frame otherwise); a node that leaves while it waits to be redrawn is kept
/// until the next display list, which skips it.
@MainActor
@Suite("Redraws of nodes that leave")
struct RedrawQueueTests {
    @Test func aViewRemovedWhileItsRedrawWaitsIsLeftOutAndTheOthersAreRedrawn() throws {
        let squares = Squares()
        let host = ViewHost(FadeThenRemove(squares: squares), size: CGSize(width: 200, height: 200))
        _ = host.displayList
        withAnimation(.linear(duration: 1)) { squares.faded = true }
        // The first frame starts both fades and queues both squares' redraws;
        // no display list is made.
        host.advance(by: 1.0 / 60)
        #expect(host.graph.census.animatingAttributes == 2)
        // The next frame's update removes the red square while its redraw
        // waits, then runs the blue one's animation.
        squares.shown = false
        host.advance(by: 1.0 / 60)
        #expect(host.graph.census.animatingAttributes == 1)
        // The blue square's redraw, and the red one's with the node it keeps alive.
        #expect(host.graph.census.queued == 3)
        #expect(host.find(id: "fading") == nil)
        #expect(host.graph.census.queued == 0)
        let staying = try #require(host.find(id: "staying"))
        // Linear from 1 to 0.5 over a second, from the first frame (where the
        // host applied the change) to the second: one frame in.
        #expect(abs(staying.opacity - (1 - 0.5 / 60)) < 1e-9)
        host.advance(by: 1)
        #expect(host.graph.census.animatingAttributes == 0)
        #expect(try #require(host.find(id: "staying")).opacity == 0.5)
    }

    /// A geometry reader places its content, then builds it again for its
    /// new size, which removes what it just placed: the removed node waits,
    /// unretained, among the placed nodes until the display list.
    @Test func aViewPlacedThenRemovedInTheSameLayoutIsLeftOut() throws {
        let reader = GeometryReader { geometry in
            if geometry.size.width < 150 {
                Color.red.accessibilityIdentifier("narrow")
            } else {
                Color.blue.accessibilityIdentifier("wide")
            }
        }
        let host = ViewHost(reader, size: CGSize(width: 100, height: 100))
        #expect(host.find(id: "narrow")?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        host.size = CGSize(width: 200, height: 100)
        #expect(host.find(id: "narrow") == nil)
        #expect(host.find(id: "wide")?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        // Once the list is made, the graph holds what a new one showing the
        // same holds: the removed node is not kept.
        let fresh = ViewHost(reader, size: CGSize(width: 200, height: 100))
        _ = fresh.displayList
        #expect(host.graph.census == fresh.graph.census)
    }
}
