import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

/// Catalogs as Xcode reads them on a Mac: file names in any case, and
/// problems reported only for the images views use.
@MainActor
@Suite("Assets in use")
struct AssetUseTests {
    /// A catalog in a temporary folder: the sets (path → Contents.json)
    /// and the files copied from the fixtures (path → fixture name).
    private func catalog(sets: [String: String], files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        for (path, contents) in sets {
            let folder = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        for (path, fixture) in files {
            try FileManager.default.copyItem(
                at: TestPaths.fixtureAssets.appendingPathComponent(fixture), to: catalog.appendingPathComponent(path))
        }
        return root
    }

    private static func imageSet(_ filename: String) -> String {
        #"{"images":[{"filename":"\#(filename)","idiom":"universal","scale":"1x"},{"idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#
    }

    /// A Mac's file system is case-insensitive and stores accents
    /// decomposed, so Xcode finds `Apple.PNG` for a file saved as
    /// `apple.png`, and `café.png` (composed) for `cafe\u{301}.png`.
    /// Sets in a group folder without a namespace keep their own names.
    @Test func filesAreFoundAsTheMacsFileSystemFindsThem() throws {
        let root = try catalog(
            sets: [
                "cartdetails": #"{"info":{"author":"xcode","version":1}}"#,
                "cartdetails/apple.imageset": Self.imageSet("Apple.PNG"),
                "cafe.imageset": Self.imageSet("caf\u{E9}.png")
            ],
            files: ["cartdetails/apple.imageset/apple.png": "checker.png", "cafe.imageset/cafe\u{301}.png": "checker.png"])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try AssetCatalog(contentsOf: root)
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        #expect(catalog.image(named: "apple")?.file.lastPathComponent == "apple.png")
        #expect(catalog.image(named: "apple")?.size == CGSize(width: 4, height: 2))
        #expect(catalog.image(named: "cafe")?.size == CGSize(width: 4, height: 2))
        #expect(catalog.image(named: "cartdetails/apple") == nil)
        let host = ViewHost(Image("apple"), size: CGSize(width: 50, height: 50), assets: root)
        #expect(host.drawnViews.contains { if case .image(let image)? = $0.item.content { image.asset != nil } else { false } })
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    /// A set with no file (a watch complication's placeholder) says nothing
    /// until a view asks for it, as an app says nothing at run time; then
    /// the host warns why the image is missing, once.
    @Test func anImagesProblemsAreReportedWhenAViewUsesIt() throws {
        let empty = #"{"images":[{"idiom":"watch","scale":"2x","screen-width":"<=145"}],"info":{"author":"xcode","version":1}}"#
        let root = try catalog(
            sets: [
                "Complication.complicationset": #"{"assets":[{"filename":"Circular.imageset","idiom":"watch","role":"circular"}]}"#,
                "Complication.complicationset/Circular.imageset": empty,
                "Ghost.imageset": Self.imageSet("ghost.png"),
                "Real.imageset": Self.imageSet("real.png"),
                "Broken.colorset": "not json"
            ],
            files: ["Real.imageset/real.png": "checker.png"])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try AssetCatalog(contentsOf: root)
        #expect(catalog.imageProblems["Circular"] == ["Circular.imageset: no image file"])
        #expect(catalog.imageProblems["Ghost"] == ["Ghost.imageset/ghost.png: no such file (its Contents.json names it)"])
        #expect(catalog.catalogProblems == ["Broken.colorset: no readable Contents.json"])

        let unused = ViewHost(Image("Real"), size: CGSize(width: 50, height: 50), assets: root)
        #expect(unused.warnings == ["Assets: Broken.colorset: no readable Contents.json."])

        let used = ViewHost(
            VStack {
                Image("Circular"); Image("Circular"); Rectangle().fill(ImagePaint(image: Image("Ghost")))
            },
            size: CGSize(width: 50, height: 50), assets: root)
        #expect(used.warnings.filter { $0 == "Assets: Circular.imageset: no image file." }.count == 1)
        #expect(used.warnings.contains { $0.contains("No image named \"Circular\"") })
        #expect(used.warnings.contains("Assets: Ghost.imageset/ghost.png: no such file (its Contents.json names it)."))
        #expect(!used.warnings.contains { $0.contains("Real") })
    }
}
