import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

/// What of a view shows: clips around and inside it, the host's bounds,
/// opacity, and a mask's content (found, marked, never shown). Each view
/// is laid out in a 200 × 200 host, a 100 × 100 frame centered at
/// (50, 50); expected rectangles follow from the modifiers' definitions.
@MainActor
@Suite("What of a view shows")
struct VisibilityQueryTests {
    @Test func aClipAroundCutsTheVisibleFrame() throws {
        // Drawn at (110, 50)-(210, 150); the clip keeps (50, 50)-(150, 150).
        let view = Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
            .offset(x: 60).frame(width: 100, height: 100).clipped()
        let box = try #require(ViewHost(view, size: CGSize(width: 200, height: 200)).find(id: "box"))
        #expect(box.frame == CGRect(x: 110, y: 50, width: 100, height: 100))
        #expect(box.visibleFrame == CGRect(x: 110, y: 50, width: 40, height: 100))
        #expect(box.isVisible)
    }

    @Test func aViewMovedOutOfItsClipIsNotVisible() throws {
        // Drawn at (170, 50)-(270, 150): nothing of it inside (50...150).
        let view = Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
            .offset(x: 120).frame(width: 100, height: 100).clipped()
        let box = try #require(ViewHost(view, size: CGSize(width: 200, height: 200)).find(id: "box"))
        #expect(box.visibleFrame.isNull)
        #expect(!box.isVisible)
    }

    @Test func aClipInsideTheIdentifierCounts() throws {
        let view = Color.red.frame(width: 100, height: 100).offset(x: 60)
            .frame(width: 100, height: 100).clipped().accessibilityIdentifier("box")
        let box = try #require(ViewHost(view, size: CGSize(width: 200, height: 200)).find(id: "box"))
        #expect(box.visibleFrame == CGRect(x: 110, y: 50, width: 40, height: 100))
    }

    @Test func theHostsBoundsAndOpacityDecide() throws {
        // 50 × 50 at (75, 75), moved 100 right and down: (175, 175)-(225, 225).
        let view = ZStack {
            Color.red.frame(width: 50, height: 50).offset(x: 100, y: 100).accessibilityIdentifier("corner")
            Color.blue.frame(width: 50, height: 50).opacity(0).accessibilityIdentifier("clear")
        }
        let host = ViewHost(view, size: CGSize(width: 200, height: 200))
        let corner = try #require(host.find(id: "corner"))
        #expect(corner.visibleFrame == CGRect(x: 175, y: 175, width: 25, height: 25))
        #expect(corner.isVisible)
        let clear = try #require(host.find(id: "clear"))
        #expect(clear.visibleFrame == CGRect(x: 75, y: 75, width: 50, height: 50))
        #expect(!clear.isVisible)
    }

    @Test func aMasksContentIsFoundAndMarked() throws {
        let view = Color.blue.frame(width: 100, height: 100).mask(Text("Hi").font(.largeTitle))
        let host = ViewHost(view, size: CGSize(width: 200, height: 200))
        let text = try #require(host.find(text: "Hi"))
        #expect(text.isMask)
        #expect(!text.isVisible)
        #expect(!text.isHittable)
        #expect(text.summary.hasSuffix(", in a mask"))
        // The mask's text is centered on the masked view, (100, 100), its
        // origin rounded to the pixel grid (within half a point).
        #expect(abs(text.frame.midX - 100) <= 0.5)
        #expect(abs(text.frame.midY - 100) <= 0.5)
        // The view it masks is shown.
        let shown = host.drawnViews.filter { !$0.isMask }
        #expect(shown.count == 1)
        #expect(shown.first?.isVisible == true)
    }
}
