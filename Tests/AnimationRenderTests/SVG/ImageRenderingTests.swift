import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every kind of asset image, each at a known place in a 200 × 100
/// drawing; the fixtures' pixels are known (Tests/Fixtures/README.md).
struct AssetGallery: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            // 4 × 2 red | blue, stretched to 40 × 20 without smoothing.
            Image("checker").resizable().interpolation(.none).frame(width: 40, height: 20)
            // The 6 × 6 frame, 2 black pixels around white, in 60 × 60 with
            // its 2-point border kept.
            Image("Frame").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
                .frame(width: 60, height: 60).offset(x: 40)
            // The dot's black square as a green template, 10 × 10 times.
            Image("dot").renderingMode(.template).resizable().foregroundStyle(Color(red: 0, green: 1, blue: 0))
                .frame(width: 40, height: 40).offset(x: 100)
            // SVG: red | blue, 20 × 10, stretched to 40 × 20.
            Image("logo").resizable().frame(width: 40, height: 20).offset(x: 140)
            // JPEG: rgb(200, 100, 50) at its 16 × 8.
            Image("photo").offset(y: 30)
            // The frame tiled twice across 12 × 6.
            Image("Frame").resizable(resizingMode: .tile).frame(width: 12, height: 6).offset(y: 50)
            // An SVG with only a viewBox: green, 30 × 10.
            Image("Vector").offset(x: 40, y: 70)
        }
        .frame(width: 200, height: 100, alignment: .topLeading)
    }
}

/// Where the gallery is which color: (x, y, red, green, blue).
let assetGalleryPixels: [(x: Int, y: Int, rgb: (Int, Int, Int))] = [
    (10, 10, (255, 0, 0)), (19, 10, (255, 0, 0)), (20, 10, (0, 0, 255)), (30, 10, (0, 0, 255)),
    (41, 30, (0, 0, 0)), (44, 30, (255, 255, 255)), (70, 30, (255, 255, 255)), (98, 30, (0, 0, 0)),
    (120, 20, (0, 255, 0)), (104, 4, (255, 255, 255)),
    (150, 10, (255, 0, 0)), (170, 10, (0, 0, 255)),
    (8, 34, (200, 100, 50)),
    (2, 53, (255, 255, 255)), (6, 53, (0, 0, 0)), (8, 53, (255, 255, 255)),
    (55, 75, (0, 255, 0))
]

@MainActor
@Suite("Images in SVG")
struct SVGImageTests {
    @Test func assetsAreEmbeddedOnceAndSliced() throws {
        let host = ViewHost(AssetGallery(), size: CGSize(width: 200, height: 100), assets: TestPaths.fixtureAssets)
        #expect(host.warnings.allSatisfy { !$0.contains("No image") })
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let images = try svgElements("image", in: svg)
        // One definition per file: checker, frame, dot, logo, photo, vector.
        #expect(images.count == 6)
        let types = images.compactMap { $0["href"]?.split(separator: ";").first }
        #expect(Set(types) == ["data:image/png", "data:image/svg+xml", "data:image/jpeg"])
        // The embedded bytes are the file's.
        let checker = try Data(contentsOf: TestPaths.fixtureAssets.appendingPathComponent("checker.png")).base64EncodedString()
        #expect(images.contains { $0["href"] == "data:image/png;base64," + checker })
        // The nine slices of the frame, each its part of the image (the
        // middle, stretched, half a pixel in from its neighbours).
        let slices = try svgElements("svg", in: svg).filter { $0["viewBox"] != nil }
        #expect(slices.contains { $0["viewBox"] == "2.5 2.5 1 1" && $0["width"] == "56" && $0["height"] == "56" })
        // Tiles: a pattern the size of the image; the template: a mask.
        #expect(try svgElements("pattern", in: svg).contains { $0["width"] == "6" && $0["height"] == "6" })
        #expect(try svgElements("mask", in: svg).count == 1)
        #expect(try svgElements("use", in: svg).contains { $0["image-rendering"] == "pixelated" })
    }

    @Test func placeholdersNameWhatIsMissing() throws {
        let host = ViewHost(
            HStack {
                Image("nowhere"); Image(systemName: "not.a.symbol").foregroundStyle(.red)
            },
            size: CGSize(width: 200, height: 100), assets: TestPaths.fixtureAssets)
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let labels = try svgElements("text", in: svg).compactMap { $0["text"] }
        #expect(labels.contains("nowhere") && labels.contains("not.a.symbol"))
        // The symbol's outline and name are the mask of its red paint.
        let groups = try svgElements("g", in: svg).filter { $0["data-image"] == "system:not.a.symbol" }
        #expect(groups.first?["mask"] != nil)
        #expect(host.warnings.contains { $0.contains("\"not.a.symbol\"") })
    }

    @Test func symbolsDrawTheirOutlineInTheForegroundStyle() throws {
        let host = ViewHost(
            HStack {
                Image(systemName: "heart.fill").foregroundStyle(.red)
                Image(systemName: "star").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            },
            size: CGSize(width: 200, height: 100))
        let frame = try #require(host.find(image: "system:heart.fill")).frame
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        // A path in the symbol's color, inside its frame: Material's heart
        // keeps a margin of 2 of its 24 points on the sides.
        let heart = try #require(try svgElements("path", in: svg).first { $0["data-image"] == "system:heart.fill" })
        #expect(heart["fill"] == "rgb(255,56,60)")
        let xs = try #require(heart["d"]).split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        let left = stride(from: 0, to: xs.count, by: 2).map { xs[$0] }.min() ?? 0
        #expect(abs(left - (frame.minX + frame.width * 2 / 24)) < 0.2)
        // Any other paint fills through the outline as a mask.
        let star = try #require(try svgElements("g", in: svg).first { $0["data-image"] == "system:star" })
        #expect(star["mask"] != nil)
        #expect(host.warnings.isEmpty)
    }
}

#if Cairo
@MainActor
@Suite("Images in PNG")
struct PNGImageTests {
    @Test func symbolOutlinesArePainted() throws {
        let host = ViewHost(
            Image(systemName: "circle.fill").font(.system(size: 80)).foregroundStyle(.red), size: CGSize(width: 120, height: 120))
        let frame = try #require(host.find(image: "system:circle.fill")).frame
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Material's filled circle spans 2 to 22 of its 24 points: its
        // middle is red, the frame's corner is not drawn.
        let middle = image.pixel(x: Int(frame.midX), y: Int(frame.midY))
        #expect(middle.red > 240 && middle.green < 80 && middle.blue < 80, "\(middle)")
        let corner = image.pixel(x: Int(frame.minX) + 2, y: Int(frame.minY) + 2)
        #expect(corner.alpha < 10 || (corner.red > 240 && corner.green > 240), "\(corner)")
    }

    @Test func assetsAreDrawnWithTheirPixels() throws {
        let host = ViewHost(AssetGallery(), size: CGSize(width: 200, height: 100), assets: TestPaths.fixtureAssets)
        let image = PNGRenderer(size: host.size).image(host.displayList)
        for (x, y, rgb) in assetGalleryPixels {
            let pixel = image.pixel(x: x, y: y)
            // JPEG is lossy; the rest are exact but for edges' smoothing.
            let tolerance = (x, y) == (8, 34) ? 8 : 3
            let error = max(abs(Int(pixel.red) - rgb.0), abs(Int(pixel.green) - rgb.1), abs(Int(pixel.blue) - rgb.2))
            #expect(error <= tolerance, "(\(x), \(y)): \(pixel) vs \(rgb)")
        }
    }

    @Test func smoothingBlendsWhereNearestDoesNot() {
        // The checker's halves meet at x = 20 in a 40-point-wide drawing:
        // with a smoothing filter, the pixels beside the seam mix.
        func seam(_ interpolation: Image.Interpolation) -> (UInt8, UInt8) {
            let host = ViewHost(
                Image("checker").resizable().interpolation(interpolation).frame(width: 40, height: 20),
                size: CGSize(width: 40, height: 20), assets: TestPaths.fixtureAssets)
            let pixel = PNGRenderer(size: host.size).image(host.displayList).pixel(x: 19, y: 10)
            return (pixel.red, pixel.blue)
        }
        #expect(seam(.none) == (255, 0))
        let smooth = seam(.high)
        #expect(smooth.0 < 250 && smooth.1 > 5)
    }

    @Test func aMissingFileDrawsThePlaceholder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: TestPaths.fixtureAssets.appendingPathComponent("checker.png"),
            to: folder.appendingPathComponent("gone.png"))
        let host = ViewHost(Image("gone").resizable().frame(width: 64, height: 64), size: CGSize(width: 64, height: 64), assets: folder)
        // The file goes after the catalog read it: the placeholder's fill.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("gone.png"))
        let pixel = PNGRenderer(size: host.size).image(host.displayList).pixel(x: 32, y: 20)
        #expect((pixel.red, pixel.green, pixel.blue) == (220, 226, 240))
    }
}
#endif
