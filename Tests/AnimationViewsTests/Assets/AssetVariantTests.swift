import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

/// The file an image draws, as the display list holds it.
@MainActor
private func drawnFile(_ host: ViewHost, _ name: String) -> String? {
    guard case .image(let image)? = host.find(image: name)?.item.content else { return nil }
    return image.asset?.file.lastPathComponent
}

/// The formats iOS decodes besides PNG and JPEG, and the variant of an
/// image a device loads by its scale and appearance. The fixtures' bytes
/// are in Tests/Fixtures/README.md.
@MainActor
@Suite("Asset formats and variants")
struct AssetVariantTests {
    @Test func webPHEICAndPDFAreReadFromTheirBytes() throws {
        let catalog = try AssetCatalog(contentsOf: TestPaths.fixtureAssets)
        // WebP (lossy VP8), 8 × 4 pixels at 2x.
        #expect(catalog.image(named: "Sticker")?.format == .webp)
        #expect(catalog.image(named: "Sticker")?.size == CGSize(width: 4, height: 2))
        // A lossless WebP named .png: the bytes decide, as on iOS.
        #expect(catalog.image(named: "badge")?.format == .webp)
        #expect(catalog.image(named: "badge")?.size == CGSize(width: 6, height: 3))
        // HEIC, 64 × 32 pixels at 2x (its `ispe` property).
        #expect(catalog.image(named: "Shot")?.format == .heic)
        #expect(catalog.image(named: "Shot")?.size == CGSize(width: 32, height: 16))
        // PDF: the page's box in points, at any scale; "Preserve Vector
        // Data" as the set's Contents.json says.
        let icon = try #require(catalog.image(named: "Icon"))
        #expect(icon.format == .pdf && icon.size == CGSize(width: 20, height: 10) && icon.scale == 1)
        #expect(icon.preservesVectorData)
        #expect(catalog.image(named: "Raster")?.preservesVectorData == false)
        #expect(catalog.problems.allSatisfy { $0.hasPrefix("broken.png") }, "\(catalog.problems)")
    }

    @Test func theVariantOfTheScreensScaleAndAppearanceIsLoaded() throws {
        let catalog = try AssetCatalog(contentsOf: TestPaths.fixtureAssets)
        func file(_ scale: CGFloat, _ scheme: ColorScheme) -> String? {
            catalog.image(named: "Mode", displayScale: scale, colorScheme: scheme)?.file.lastPathComponent
        }
        // Light: 1x and 2x files; a 3x screen takes the 2x one.
        #expect(file(1, .light) == "light.png")
        #expect(file(2, .light) == "light@2x.png")
        #expect(file(3, .light) == "light@2x.png")
        // Dark: 1x and 3x files; a 2x screen takes the 3x one (the
        // smallest at least its scale).
        #expect(file(1, .dark) == "dark.png")
        #expect(file(2, .dark) == "dark@3x.png")
        #expect(file(3, .dark) == "dark@3x.png")
        // Every variant is 2 × 2 points.
        for scale in [1, 2, 3] as [CGFloat] {
            #expect(catalog.image(named: "Mode", displayScale: scale, colorScheme: .dark)?.size == CGSize(width: 2, height: 2))
        }
        // A scale that is not a positive number counts as 1; the plain
        // look-up is the light 1x file.
        #expect(file(.nan, .light) == "light.png" && file(-2, .dark) == "dark.png")
        #expect(catalog.image(named: "Mode")?.file.lastPathComponent == "light.png")
        // An image without dark files draws its light one in the dark.
        #expect(catalog.image(named: "Frame", displayScale: 3, colorScheme: .dark)?.file.lastPathComponent == "frame.png")
    }

    @Test func aHostDrawsTheVariantOfItsEnvironment() {
        // A host's screen is 3x (an iPhone's).
        let host = ViewHost(Image("Mode"), size: CGSize(width: 20, height: 20), assets: TestPaths.fixtureAssets)
        #expect(drawnFile(host, "Mode") == "light@2x.png")
        host.updateEnvironment { $0.colorScheme = .dark }
        #expect(drawnFile(host, "Mode") == "dark@3x.png")
        host.updateEnvironment { $0.displayScale = 1 }
        #expect(drawnFile(host, "Mode") == "dark.png")
        #expect(host.find(image: "Mode")?.frame.size == CGSize(width: 2, height: 2))
    }

    @Test func aHEIFsSizeIsItsPrimaryItemsTurnedAsItsRotationSays() throws {
        // An ISO media file written here box by box: item 1 (the primary)
        // is 64 × 32 and turned a quarter (`irot`); item 2, a tile, is
        // 128 × 128 and larger. The picture is item 1's, its sides swapped.
        func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let size = UInt32(8 + body.count)
            return [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + Array(type.utf8) + body
        }
        func be32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let fullBox: [UInt8] = [0, 0, 0, 0]
        let properties = box(
            "ipco",
            box("ispe", fullBox + be32(64) + be32(32)) + box("irot", [1]) + box("ispe", fullBox + be32(128) + be32(128)))
        // Version 0: 16-bit item ids, 7-bit property indices (1-based).
        let associations = box("ipma", fullBox + be32(2) + [0, 1, 2, 0x81, 0x02] + [0, 2, 1, 0x83])
        let meta = box("meta", fullBox + box("pitm", fullBox + [0, 1]) + box("iprp", properties + associations))
        let file = box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1".utf8)) + meta
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("heif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(file).write(to: folder.appendingPathComponent("turned.heic"))
        let catalog = try AssetCatalog(contentsOf: folder)
        #expect(catalog.image(named: "turned")?.format == .heic)
        #expect(catalog.image(named: "turned")?.size == CGSize(width: 32, height: 64), "\(catalog.problems)")
    }

    @Test func filesWhoseHeadersAreCutShortAreProblems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A WebP cut inside its header, a HEIF without an `ispe` property,
        // and a PDF without a page box.
        try Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8).write(to: folder.appendingPathComponent("cut.webp"))
        try Data([0, 0, 0, 16] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array(repeating: 0, count: 32))
            .write(to: folder.appendingPathComponent("empty.heic"))
        try Data("%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n%%EOF\n".utf8).write(to: folder.appendingPathComponent("boxless.pdf"))
        let catalog = try AssetCatalog(contentsOf: folder)
        #expect(catalog.images.isEmpty)
        for name in ["cut.webp", "empty.heic", "boxless.pdf"] {
            #expect(catalog.problems.contains { $0.hasPrefix(name) }, "\(name): \(catalog.problems)")
        }
    }
}
