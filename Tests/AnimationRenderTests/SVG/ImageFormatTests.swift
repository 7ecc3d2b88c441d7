import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// WebP, HEIC and PDF assets, each at a known place in a 200 × 40 drawing
/// (their pixels: Tests/Fixtures/README.md).
struct FormatGallery: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            // WebP: red, 4 × 2 points stretched to 40 × 20.
            Image("Sticker").resizable().frame(width: 40, height: 20)
            // A WebP named .png: blue, 6 × 3.
            Image("badge").resizable().frame(width: 30, height: 15).offset(x: 40)
            // HEIC: green, 32 × 16.
            Image("Shot").offset(x: 70)
            // PDF with its vectors: red | blue, 20 × 10 stretched to 40 × 20.
            Image("Icon").resizable().frame(width: 40, height: 20).offset(x: 110)
            // The same page as Xcode's 1x bitmap, stretched alike.
            Image("Raster").resizable().frame(width: 40, height: 20).offset(x: 150, y: 20)
        }
        .frame(width: 200, height: 40, alignment: .topLeading)
    }
}

@MainActor
@Suite("Image formats")
struct ImageFormatTests {
    @Test func browsersGetFormatsTheyDecode() throws {
        let host = ViewHost(FormatGallery(), size: CGSize(width: 200, height: 40), assets: TestPaths.fixtureAssets)
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let hrefs = try svgElements("image", in: svg).compactMap { $0["href"] }
        func type(_ href: String) -> Substring? { href.split(separator: ";").first }
        // WebP as it is (browsers decode it).
        let webp = try Data(contentsOf: TestPaths.fixtureAssets.appendingPathComponent("badge.png")).base64EncodedString()
        #expect(hrefs.contains("data:image/webp;base64," + webp))
        #expect(hrefs.filter { type($0) == "data:image/webp" }.count == 2)
        #if Cairo
        // HEIC as PNG, PDF as SVG: one definition per file, five in all.
        #expect(hrefs.count == 5)
        #expect(hrefs.filter { type($0) == "data:image/png" }.count == 1)
        let pdf = try #require(hrefs.first { type($0) == "data:image/svg+xml" })
        let document = try #require(Data(base64Encoded: String(pdf.split(separator: ",")[1])).flatMap { String(data: $0, encoding: .utf8) })
        // The page's two rectangles, as vectors in their colors.
        #expect(document.contains("fill:rgb(100%,0%,0%)") && document.contains("fill:rgb(0%,0%,100%)"), "\(document)")
        #expect(host.warnings.allSatisfy { !$0.contains("Assets") || $0.contains("broken.png") }, "\(host.warnings)")
        #else
        // Without Cairo: placeholders, and one warning each.
        #expect(hrefs.count == 2)
        #expect(host.warnings.contains { $0.contains("shot.heic") } && host.warnings.contains { $0.contains("icon.pdf") })
        #endif
    }
}

#if Cairo
@MainActor
@Suite("Image formats in PNG")
struct PNGImageFormatTests {
    private func error(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ rgb: (Int, Int, Int)) -> Int {
        max(abs(Int(pixel.red) - rgb.0), abs(Int(pixel.green) - rgb.1), abs(Int(pixel.blue) - rgb.2))
    }

    @Test func webPHEICAndPDFAreDrawnWithTheirPixels() {
        let host = ViewHost(FormatGallery(), size: CGSize(width: 200, height: 40), assets: TestPaths.fixtureAssets)
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // (x, y, color, tolerance): WebP lossy and HEIC are lossy codings
        // of flat colors; PNG and PDF vectors are exact.
        let expected: [(Int, Int, (Int, Int, Int), Int)] = [
            (20, 10, (255, 0, 0), 6), (55, 7, (0, 0, 255), 3), (86, 8, (0, 255, 0), 12),
            (120, 10, (255, 0, 0), 3), (129, 10, (255, 0, 0), 3), (130, 10, (0, 0, 255), 3), (145, 10, (0, 0, 255), 3),
            (155, 30, (255, 0, 0), 3), (185, 30, (0, 0, 255), 3)
        ]
        for (x, y, rgb, tolerance) in expected {
            let pixel = image.pixel(x: x, y: y)
            #expect(error(pixel, rgb) <= tolerance, "(\(x), \(y)): \(pixel) vs \(rgb)")
        }
        // None of the gallery's files failed to decode. (Warnings reported
        // from other threads go to the host made last, which may be another
        // test's running beside this one: only this gallery's files count.)
        let files = ["Sticker", "badge", "Shot", "Icon", "Raster"]
        #expect(!host.warnings.contains { warning in warning.contains("decoded") && files.contains { warning.contains("Assets: \($0).") } })
    }

    @Test func aPDFWithoutItsVectorDataIsABitmapStretched() {
        // The seam between the halves at x = 20 of a 40-point drawing: the
        // vectors keep it sharp; Xcode's 10-pixel-high bitmap of the page,
        // stretched twice, blends the pixels beside it.
        func seam(_ name: String) -> (UInt8, UInt8) {
            let host = ViewHost(
                Image(name).resizable().frame(width: 40, height: 20), size: CGSize(width: 40, height: 20), assets: TestPaths.fixtureAssets)
            let pixel = PNGRenderer(size: host.size).image(host.displayList).pixel(x: 20, y: 10)
            return (pixel.red, pixel.blue)
        }
        let vectors = seam("Icon"), bitmap = seam("Raster")
        #expect(vectors.0 < 4 && vectors.1 > 250, "\(vectors)")
        #expect(bitmap.0 > 20 && bitmap.1 < 235, "\(bitmap)")
    }

    @Test func aFileThatDoesNotDecodeWarnsOnceAndDrawsThePlaceholder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A lossless WebP header (8 × 8) over bytes that are not its image.
        var bytes = Array("RIFF".utf8) + [40, 0, 0, 0] + Array("WEBPVP8L".utf8) + [28, 0, 0, 0, 0x2F, 7, 0xC0, 1, 0]
        bytes += Array(repeating: 0xAB, count: 24)
        try Data(bytes).write(to: folder.appendingPathComponent("noise.webp"))
        let host = ViewHost(Image("noise").resizable().frame(width: 64, height: 64), size: CGSize(width: 64, height: 64), assets: folder)
        #expect(host.find(image: "noise")?.frame.size == CGSize(width: 64, height: 64))
        let renderer = PNGRenderer(size: host.size)
        let pixel = renderer.image(host.displayList).pixel(x: 32, y: 20)
        _ = renderer.image(host.displayList)
        #expect((pixel.red, pixel.green, pixel.blue) == (220, 226, 240))
        #expect(host.warnings.filter { $0.contains("noise.webp could not be decoded") }.count == 1, "\(host.warnings)")
    }
}
#endif
