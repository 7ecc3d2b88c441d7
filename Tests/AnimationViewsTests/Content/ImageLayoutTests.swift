import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
private func imageFrame(_ view: some View, size: CGSize = CGSize(width: 200, height: 200)) -> CGRect? {
    ViewHost(view, size: size).drawnViews.first { if case .image? = $0.item.content { true } else { false } }?.item.frame
}

@MainActor
private func colorFrame(_ view: some View) -> CGRect? {
    ViewHost(view, size: CGSize(width: 200, height: 200)).drawnViews.first {
        if case .color? = $0.item.content { true } else { false }
    }?.item.frame
}

@MainActor
@Suite("Images and aspect ratios")
struct ImageLayoutTests {
    @Test func resizableImagesTakeTheirSpace() {
        #expect(imageFrame(Image("photo"))?.size == Image.placeholderSize)
        #expect(imageFrame(Image("photo").resizable().frame(width: 100, height: 50))?.size == CGSize(width: 100, height: 50))
        // Fit: the largest square inside 100 × 50; fill: the smallest
        // covering it (the placeholder is square).
        #expect(imageFrame(Image("photo").resizable().scaledToFit().frame(width: 100, height: 50))?.size == CGSize(width: 50, height: 50))
        #expect(imageFrame(Image("photo").resizable().scaledToFill().frame(width: 100, height: 50))?.size == CGSize(width: 100, height: 100))
        #expect(imageFrame(Image("photo").resizable().aspectRatio(contentMode: .fit).frame(width: 80))?.size == CGSize(width: 80, height: 80))
    }

    @Test func aspectRatiosConstrainAnyView() {
        #expect(colorFrame(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))?.size == CGSize(width: 100, height: 50))
        #expect(colorFrame(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100))?.size == CGSize(width: 200, height: 100))
        #expect(
            colorFrame(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit).frame(width: 100, height: 100))?.size
                == CGSize(width: 50, height: 100))
        // Bad input: a ratio that is not finite and positive is the view's own.
        #expect(colorFrame(Color.red.frame(width: 40, height: 20).aspectRatio(.nan, contentMode: .fit))?.size == CGSize(width: 40, height: 20))
    }

    @Test func symbolNamesThatShareAnIconShareItsOutline() throws {
        // gear, gearshape and gearshape.fill are all Material's settings;
        // the table writes the outline once and the others name it.
        let gear = try #require(SymbolGlyphs.outline(named: "gear"))
        #expect(SymbolGlyphs.outline(named: "gearshape") == gear && SymbolGlyphs.outline(named: "gearshape.fill") == gear)
        #expect(SymbolGlyphs.outline(named: "heart") != SymbolGlyphs.outline(named: "heart.fill"))
        #expect(SymbolGlyphs.outline(named: "not.a.symbol") == nil)
    }

    @Test func symbolsFollowTheFont() throws {
        // San Francisco: a line is (1950 + 494) / 2048 of the size; a
        // symbol is not rounded to pixels as text is (its edges are, where
        // it is placed).
        let line = 2444.0 / 2048
        let body = try #require(imageFrame(Image(systemName: "star")))
        #expect(abs(body.width - 17 * line) <= onePixel && abs(body.width - body.height) <= onePixel)
        let large = try #require(imageFrame(Image(systemName: "star").font(.system(size: 40)).imageScale(.large)))
        #expect(abs(large.width - 40 * line * 1.25) <= onePixel)
    }
}
