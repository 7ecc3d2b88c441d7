import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

private struct Growing: View {
    @State private var big = false
    var body: some View {
        Circle().size(width: big ? 100 : 40, height: big ? 100 : 40).frame(width: 200, height: 200)
            .onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
    }
}

@MainActor
@Suite("Sized shapes: size(width:height:) and size(_:anchor:)")
struct SizedShapeTests {
    let frame = CGRect(x: 10, y: 20, width: 300, height: 200)

    @Test func theShapeIsMadeInARectangleOfItsSize() {
        // Without an anchor: at the given rectangle's origin.
        #expect(Rectangle().size(width: 100, height: 50).path(in: frame).boundingRect == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(Rectangle().size(CGSize(width: 30, height: 40)).path(in: frame).boundingRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        // With one: placed in it (iOS 18's forms).
        #expect(
            Rectangle().size(width: 100, height: 50, anchor: .center).path(in: frame).boundingRect
                == CGRect(x: 110, y: 95, width: 100, height: 50))
        #expect(
            Rectangle().size(CGSize(width: 100, height: 50), anchor: .bottomTrailing).path(in: frame).boundingRect
                == CGRect(x: 210, y: 170, width: 100, height: 50))
        // A stroke is a shape, and sizes as one.
        let ring = Circle().stroke(lineWidth: 10).size(width: 100, height: 100).path(in: frame).boundingRect
        // (The outline of a curve is approximated, within 0.02 pt.)
        #expect(abs(ring.minX - 5) < 0.02 && abs(ring.width - 110) < 0.02, "\(ring)")
        // Bad input: a negative or not-finite size is empty.
        #expect(Rectangle().size(width: -5, height: .nan).path(in: frame).boundingRect.size == .zero)
        #expect(Rectangle().size(width: .infinity, height: 10).path(in: frame).boundingRect.width == 0)
    }

    @Test func theViewKeepsItsFrameAndTheSizeAnimates() {
        let host = ViewHost(Growing(), size: CGSize(width: 200, height: 200))
        func drawn() -> (path: Path, frame: CGRect)? {
            guard let view = host.drawnViews.first(where: { $0.item.content != nil }),
                case .shape(let path, _, _, _)? = view.item.content
            else { return nil }
            return (path, view.frame)
        }
        // The view fills its frame; the circle is drawn in 40 × 40 at its top-leading corner.
        #expect(drawn()?.frame.size == CGSize(width: 200, height: 200))
        #expect(drawn()?.path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 40))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        // Halfway along linear(1 s): 70 × 70.
        let half = drawn()?.path.boundingRect
        #expect(half.map { abs($0.width - 70) < 1e-6 && abs($0.height - 70) < 1e-6 } == true, "\(String(describing: half))")
    }
}
