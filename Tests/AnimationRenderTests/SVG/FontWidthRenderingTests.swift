import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import TestSupport
import Testing

/// A text of a width, in a drawing as wide as its line.
@MainActor
private func host(_ width: Font.Width) -> ViewHost {
    ViewHost(Text("MMMM").font(.system(size: 40, design: .serif).width(width)).fixedSize(), size: CGSize(width: 300, height: 60))
}

@MainActor
@Suite("Font widths drawn")
struct FontWidthRenderingTests {
    @Test func svgScalesTheGlyphsAcrossAtTheirPlaces() throws {
        let svg = SVGRenderer(size: CGSize(width: 300, height: 60)).render(host(.condensed).displayList)
        let text = try #require(try svgElements("text", in: svg).first)
        #expect(text["transform"] == "scale(0.75 1)")
        // Each x is the glyph's place over the scale: the drawn places are
        // the laid-out ones.
        let placed = try #require(host(.condensed).find(text: "MMMM"))
        guard case .text(let laidOut)? = placed.item.content else { Issue.record("not text"); return }
        let xs = try #require(text["x"]).split(separator: " ").compactMap { Double($0) }
        #expect(zip(xs, laidOut.runs[0].positions).allSatisfy { abs($0 * 0.75 - $1) < 1e-3 })
        // The standard width has no transform.
        let plain = SVGRenderer(size: CGSize(width: 300, height: 60)).render(host(.standard).displayList)
        #expect(try svgElements("text", in: plain).first?["transform"] == nil)
    }

    #if Cairo
    @Test func pngDrawsNarrowerAndWiderGlyphs() {
        // The ink's width across the drawing: condensed about 75 % and
        // expanded about 125 % of the standard's (the glyphs themselves
        // are scaled, not only their places).
        func inkWidth(_ width: Font.Width) -> Int {
            let image = PNGRenderer(size: CGSize(width: 300, height: 60)).image(host(width).displayList)
            let columns = (0..<300).filter { x in (0..<60).contains { y in image.pixel(x: x, y: y).red < 128 } }
            return (columns.max() ?? 0) - (columns.min() ?? 0) + 1
        }
        let standard = Double(inkWidth(.standard))
        #expect(standard > 100)
        #expect(abs(Double(inkWidth(.condensed)) / standard - 0.75) < 0.03)
        #expect(abs(Double(inkWidth(.expanded)) / standard - 1.25) < 0.03)
    }
    #endif
}
