import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A symbol set in text is drawn where the layout puts it, in the text's
/// color, next to the text's characters.
@MainActor
@Suite("Images in text, drawn")
struct TextImageRenderingTests {
    @Test func theSVGDrawsTheSymbolBesideTheCharacters() throws {
        let host = ViewHost(Text("\(Image(systemName: "heart.fill")) Liked").foregroundStyle(.red), size: CGSize(width: 200, height: 60))
        let heartFrame = try #require(host.find(image: "system:heart.fill")).frame
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let heart = try #require(try svgElements("path", in: svg).first { $0["data-image"] == "system:heart.fill" })
        #expect(heart["fill"] == "rgb(255,56,60)")
        // Material's heart keeps 2 of its 24 points on the left.
        let xs = try #require(heart["d"]).split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        let left = stride(from: 0, to: xs.count, by: 2).map { xs[$0] }.min() ?? 0
        #expect(abs(left - (heartFrame.minX + heartFrame.width * 2 / 24)) < 0.2, "\(left) in \(heartFrame)")
        let text = try #require(try svgElements("text", in: svg).first)
        #expect(text["text"]?.contains("Liked") == true)
        // The characters are drawn after the image, not over it.
        let x = try #require(text["x"]).split(separator: " ").compactMap { Double($0) }.first ?? 0
        #expect(x >= heartFrame.maxX - 1e-3, "\(x) vs \(heartFrame)")
    }

    #if Cairo
    @Test func thePNGPaintsTheSymbol() throws {
        let host = ViewHost(
            Text(Image(systemName: "circle.fill")).font(.system(size: 60)).foregroundStyle(.red) + Text("."),
            size: CGSize(width: 120, height: 100))
        let frame = try #require(host.find(image: "system:circle.fill")).frame
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Material's filled circle spans 2 to 22 of its 24 points.
        let middle = image.pixel(x: Int(frame.midX), y: Int(frame.midY))
        #expect(middle.red > 240 && middle.green < 80 && middle.blue < 80, "\(middle)")
    }
    #endif
}
