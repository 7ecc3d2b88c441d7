import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import TestSupport
import Testing

/// A canvas that fills a red square reaching past its right edge, and
/// writes a word: 100 × 100, centered in a 200 × 200 host.
private struct Sketch: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 60, y: 10, width: 80, height: 30)), with: .color(.red))
            context.draw(Text("Sketch"), at: CGPoint(x: size.width / 2, y: 80))
        }
        .frame(width: 100, height: 100)
    }
}

@MainActor
@Suite("Canvas in the renderers")
struct CanvasRenderingTests {
    @Test func svgHasTheCanvasPathClippedAndItsText() throws {
        let host = ViewHost(Sketch(), size: CGSize(width: 200, height: 200))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let red = try svgElements("path", in: svg).filter { $0["fill"] == "rgb(255,56,60)" }
        #expect(red.count == 1)
        // The canvas's clip: a clip path around its rectangle.
        #expect(try !svgElements("clipPath", in: svg).isEmpty)
        let texts = try svgElements("text", in: svg).map { $0["text"] ?? "" }
        #expect(texts.contains { $0.contains("Sketch") })
    }

}

#if Cairo
@MainActor
@Suite("Canvas in PNG")
struct CanvasPNGTests {
    @Test func pngShowsTheCanvasInsideItsRectangleOnly() throws {
        let host = ViewHost(Sketch(), size: CGSize(width: 200, height: 200))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // (120, 75) in the host is (70, 25) in the canvas: inside the square.
        let inside = image.pixel(x: 120, y: 75)
        #expect(inside.red > 240 && inside.green < 80 && inside.blue < 80, "\(inside)")
        // (170, 75): the square reaches there, but the canvas ends at 150.
        let outside = image.pixel(x: 170, y: 75)
        #expect(outside.green > 240, "\(outside)")
    }
}
#endif
