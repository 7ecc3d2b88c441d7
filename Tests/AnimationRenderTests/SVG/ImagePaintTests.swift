import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

/// The fill of every shape drawn, back to front.
@MainActor
private func fills(_ host: ViewHost) -> [DisplayList.Paint] {
    host.drawnViews.compactMap { view in
        if case .shape(_, let paint, _, _)? = view.item.content { return paint }
        return nil
    }
}

/// A 40 × 10 canvas filled with the checker tiled 5 times from (3, 0).
@MainActor
private func tilingCanvas() -> ViewHost {
    ViewHost(
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .tiledImage(checker, origin: CGPoint(x: 3, y: 0), scale: 5))
        }
        .frame(width: 40, height: 10),
        size: CGSize(width: 40, height: 10), assets: TestPaths.fixtureAssets)
}

/// The checker fixture (4 × 2 pixels at 1x: red on the left half, blue on
/// the right) without smoothing.
private let checker = Image("checker").interpolation(.none)

@MainActor
@Suite("Image paint")
struct ImagePaintTests {
    @Test func aShapeRepeatsTheImageFromItsCorner() throws {
        let host = ViewHost(
            Rectangle().fill(.image(checker, scale: 5)).frame(width: 40, height: 20).padding(10)
                .frame(width: 60, height: 40, alignment: .topLeading),
            size: CGSize(width: 60, height: 40), assets: TestPaths.fixtureAssets)
        #expect(!host.warnings.contains { $0.contains("ImagePaint") })
        guard case .image(let tiled)? = fills(host).first else { Issue.record("not an image paint: \(fills(host))"); return }
        // The whole 4 × 2 image, 5 times: tiles of 20 × 10 from (10, 10).
        #expect(tiled.sourceRect == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(tiled.tile == CGRect(x: 10, y: 10, width: 20, height: 10))
        #expect(tiled.image.interpolation == .none)
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let pattern = try #require(try svgElements("pattern", in: svg).first)
        #expect(pattern["x"] == "10" && pattern["y"] == "10" && pattern["width"] == "20" && pattern["height"] == "10")
        #expect(try svgElements("svg", in: svg).contains { $0["viewBox"] == "0 0 4 2" && $0["width"] == "20" })
        #expect(try svgElements("path", in: svg).contains { $0["fill"] == "url(#\(pattern["id"] ?? ""))" })
    }

    @Test func aSourceRectRepeatsPartOfTheImage() throws {
        // The right half of the checker: its 2 × 2 blue.
        let host = ViewHost(
            Rectangle().fill(ImagePaint(image: checker, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))
                .frame(width: 10, height: 10),
            size: CGSize(width: 10, height: 10), assets: TestPaths.fixtureAssets)
        guard case .image(let tiled)? = fills(host).first else { Issue.record("not an image paint"); return }
        #expect(tiled.sourceRect == CGRect(x: 2, y: 0, width: 2, height: 2))
        #expect(tiled.tile == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func badInputIsCutToTheImageAndScaleOne() {
        // SwiftUI leaves these undefined: the part outside the unit square
        // is cut off, a part outside it entirely is the whole image, and a
        // scale that is not positive and finite is 1.
        func tiled(_ paint: ImagePaint) -> DisplayList.TiledImage? {
            let host = ViewHost(
                Rectangle().fill(paint).frame(width: 8, height: 8), size: CGSize(width: 8, height: 8), assets: TestPaths.fixtureAssets)
            if case .image(let tiled)? = fills(host).first { return tiled }
            return nil
        }
        let cut = tiled(ImagePaint(image: checker, sourceRect: CGRect(x: 0.5, y: -1, width: 2, height: 3), scale: .nan))
        #expect(cut?.sourceRect == CGRect(x: 2, y: 0, width: 2, height: 2))
        #expect(cut?.tile.size == CGSize(width: 2, height: 2))
        let outside = tiled(ImagePaint(image: checker, sourceRect: CGRect(x: 3, y: 3, width: 1, height: 1), scale: -2))
        #expect(outside?.sourceRect == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(outside?.tile.size == CGSize(width: 4, height: 2))
        #expect(tiled(ImagePaint(image: checker, scale: .infinity))?.tile.size == CGSize(width: 4, height: 2))
    }

    @Test func aMissingImagePaintsThePlaceholderColorAndWarns() throws {
        let host = ViewHost(
            VStack {
                Rectangle().fill(.image(Image("nowhere"))).frame(width: 20, height: 20)
                Circle().fill(.image(Image(systemName: "star"))).frame(width: 20, height: 20)
            },
            size: CGSize(width: 40, height: 60), assets: TestPaths.fixtureAssets)
        #expect(host.warnings.contains { $0.contains("ImagePaint") && $0.contains("\"nowhere\"") })
        #expect(host.warnings.contains { $0.contains("ImagePaint") && $0.contains("\"star\"") })
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        #expect(try svgElements("path", in: svg).filter { $0["fill"] == "rgb(220,226,240)" }.count == 2)
    }

    @Test func textAndOpacityUseTheSamePattern() throws {
        let host = ViewHost(
            VStack {
                Text("Tiled").font(.largeTitle).foregroundStyle(.image(checker, scale: 3))
                Rectangle().fill(.image(checker).opacity(0.5)).frame(width: 8, height: 8)
            },
            size: CGSize(width: 120, height: 80), assets: TestPaths.fixtureAssets)
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let text = try #require(try svgElements("text", in: svg).first)
        #expect(text["fill"]?.hasPrefix("url(#") == true)
        #expect(try svgElements("path", in: svg).contains { $0["fill-opacity"] == "0.5" && $0["fill"]?.hasPrefix("url(#") == true })
        // One image definition for both.
        #expect(try svgElements("image", in: svg).count == 1)
    }

    @Test func aChangeOfImagePaintDoesNotAnimate() {
        struct Switcher: View {
            @State var tiled = false
            var body: some View {
                Rectangle()
                    .fill(tiled ? AnyShapeStyle(.image(checker)) : AnyShapeStyle(Color.red))
                    .frame(width: 20, height: 20)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { tiled.toggle() } }
            }
        }
        let host = ViewHost(Switcher(), size: CGSize(width: 20, height: 20), assets: TestPaths.fixtureAssets)
        #expect(host.tap(at: CGPoint(x: 10, y: 10)))
        host.advance(by: 0.25)
        guard case .image? = fills(host).first else { Issue.record("a quarter into the change: \(fills(host))"); return }
        #expect(host.tap(at: CGPoint(x: 10, y: 10)))
        host.advance(by: 0.25)
        #expect(fills(host).first == .color(Color.red.resolved))
    }

    @Test func aCanvasTilesFromItsOrigin() throws {
        let host = tilingCanvas()
        guard case .image(let tiled)? = fills(host).first else { Issue.record("not an image paint: \(fills(host))"); return }
        #expect(tiled.tile == CGRect(x: 3, y: 0, width: 20, height: 10))
    }
}

#if Cairo
@MainActor
@Suite("Image paint in PNG")
struct ImagePaintPNGTests {
    /// The color at a pixel, as (red, green, blue, alpha).
    private func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
        let pixel = image.pixel(x: x, y: y)
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha))
    }

    @Test func tilesRepeatTheImagesPixels() {
        let host = ViewHost(
            Rectangle().fill(.image(checker, scale: 5)).frame(width: 40, height: 20).padding(10)
                .frame(width: 60, height: 40, alignment: .topLeading),
            size: CGSize(width: 60, height: 40), assets: TestPaths.fixtureAssets)
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Tiles of 20 × 10 from (10, 10): red 10 wide, then blue 10 wide.
        for (x, y, red) in [(12, 12, true), (18, 28, true), (22, 15, false), (32, 15, true), (45, 25, false), (48, 12, false)] {
            let (r, g, b, a) = rgba(image, x, y)
            #expect(a == 255 && g == 0 && (red ? (r, b) == (255, 0) : (r, b) == (0, 255)), "(\(x), \(y)): \(r) \(g) \(b) \(a)")
        }
        // Outside the shape, the white page.
        #expect(rgba(image, 5, 5) == (255, 255, 255, 255))
    }

    @Test func aCanvasTileStartsAtItsOriginAndRepeatsBothWays() {
        let host = tilingCanvas()
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Red from 3 to 13, blue from 13 to 23; the copy before ends blue
        // at 3.
        #expect(rgba(image, 1, 5) == (0, 0, 255, 255))
        #expect(rgba(image, 5, 5) == (255, 0, 0, 255))
        #expect(rgba(image, 15, 5) == (0, 0, 255, 255))
        #expect(rgba(image, 25, 5) == (255, 0, 0, 255))
    }

    @Test func opacityAndPlaceholders() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Rectangle().fill(.image(checker, scale: 5).opacity(0.5)).frame(width: 20, height: 10)
                Rectangle().fill(.image(Image("nowhere"))).frame(width: 20, height: 10)
            },
            size: CGSize(width: 20, height: 20), assets: TestPaths.fixtureAssets)
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Half red over the white page, then half blue.
        let red = rgba(image, 2, 5), blue = rgba(image, 12, 5)
        #expect(red.0 == 255 && abs(red.1 - 128) <= 1 && abs(red.2 - 128) <= 1, "\(red)")
        #expect(blue.2 == 255 && abs(blue.0 - 128) <= 1 && abs(blue.1 - 128) <= 1, "\(blue)")
        let placeholder = rgba(image, 10, 15)
        #expect(placeholder == (220, 226, 240, 255))
    }
}
#endif
