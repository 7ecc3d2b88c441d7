import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

@MainActor
private func images(_ host: ViewHost) -> [(image: DisplayList.ImageContent, frame: CGRect)] {
    host.drawnViews.compactMap { entry in
        if case .image(let image)? = entry.item.content { return (image, entry.item.frame) }
        return nil
    }
}

@MainActor
@Suite("Assets")
struct AssetTests {
    @Test func theCatalogReadsFilesImageSetsAndColorSets() throws {
        let catalog = try AssetCatalog(contentsOf: TestPaths.fixtureAssets)
        // Sizes in points: the files' headers over their scales.
        #expect(catalog.image(named: "checker")?.size == CGSize(width: 4, height: 2))
        #expect(catalog.image(named: "checker")?.format == .png)
        #expect(catalog.image(named: "dot")?.size == CGSize(width: 4, height: 4))
        #expect(catalog.image(named: "dot")?.scale == 2)
        #expect(catalog.image(named: "photo")?.format == .jpeg)
        #expect(catalog.image(named: "photo")?.size == CGSize(width: 16, height: 8))
        #expect(catalog.image(named: "logo")?.format == .svg)
        #expect(catalog.image(named: "logo")?.size == CGSize(width: 20, height: 10))
        // An image set: its 1x file; an SVG with only a viewBox.
        #expect(catalog.image(named: "Frame")?.file.lastPathComponent == "frame.png")
        #expect(catalog.image(named: "Frame")?.size == CGSize(width: 6, height: 6))
        #expect(catalog.image(named: "Vector")?.size == CGSize(width: 30, height: 10))
        // A color set: hex components in light, decimals in dark.
        let brand = try #require(catalog.colors["Brand"])
        #expect(abs(brand.light.red - 0x33 / 255) < 1e-6 && abs(brand.light.green - 0x66 / 255) < 1e-6 && abs(brand.light.blue - 0x99 / 255) < 1e-6)
        #expect(abs(brand.dark.red - 0.8) < 1e-6 && abs(brand.dark.green - 0.6) < 1e-6 && abs(brand.dark.blue - 0.4) < 1e-6)
        // A folder that provides a namespace names its sets under it
        // (Xcode's "Provides Namespace"); a plain folder does not.
        #expect(catalog.image(named: "Flags/France")?.size == CGSize(width: 6, height: 6))
        #expect(catalog.image(named: "France") == nil)
        #expect(catalog.image(named: "Star")?.size == CGSize(width: 6, height: 6))
        #expect(catalog.image(named: "Plain/Star") == nil)
        // A file that is not an image is reported, not drawn.
        #expect(catalog.image(named: "broken") == nil)
        #expect(catalog.problems.contains { $0.contains("broken.png") })
    }

    /// Found by the fuzz target: an empty `Contents.json` leaked its read
    /// buffer. Empty, not JSON or not an object, a set is a problem and
    /// holds nothing; a color set of valid JSON without a color (Xcode's
    /// new `AccentColor`) is not a problem.
    @Test func setsWhoseContentsAreEmptyOrNotJSONAreProblems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (set, contents) in [
            ("Empty.colorset", ""), ("Text.colorset", "not json"), ("List.imageset", "[1, 2]"), ("Blank.imageset", ""),
            ("AccentColor.colorset", #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#)
        ] {
            let url = folder.appendingPathComponent(set)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url.appendingPathComponent("Contents.json"))
        }
        let catalog = try AssetCatalog(contentsOf: folder.deletingLastPathComponent())
        #expect(catalog.colors.isEmpty && catalog.images.isEmpty)
        #expect(
            catalog.problems.sorted() == [
                "Blank.imageset: no readable Contents.json", "Empty.colorset: no readable Contents.json",
                "List.imageset: no readable Contents.json", "Text.colorset: no readable Contents.json"
            ], "\(catalog.problems)")
    }

    /// A set whose Contents.json names a file the set does not hold: a
    /// problem naming the set and the file; the catalog's other sets read.
    @Test func aSetWhoseFileIsMissingIsAProblemNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let image = #"{"images":[{"filename":"pixel.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
        for set in ["Ghost.imageset", "Real.imageset"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(set), withIntermediateDirectories: true)
            try Data(image.utf8).write(to: folder.appendingPathComponent("\(set)/Contents.json"))
        }
        try FileManager.default.copyItem(
            at: TestPaths.fixtureAssets.appendingPathComponent("checker.png"), to: folder.appendingPathComponent("Real.imageset/pixel.png"))
        let catalog = try AssetCatalog(contentsOf: folder.deletingLastPathComponent())
        #expect(catalog.problems == ["Ghost.imageset/pixel.png: no such file (its Contents.json names it)"])
        #expect(catalog.image(named: "Ghost") == nil && catalog.image(named: "Real")?.size == CGSize(width: 4, height: 2))
    }

    @Test func aMissingFolderThrowsAndTheHostWarns() {
        let nowhere = TestPaths.fixtureAssets.appendingPathComponent("no-such-folder")
        #expect(throws: CocoaError.self) { try AssetCatalog(contentsOf: nowhere) }
        let host = ViewHost(Image("checker"), size: CGSize(width: 50, height: 50), assets: nowhere)
        #expect(host.warnings.contains { $0.contains("no folder") })
        #expect(images(host).first?.image.asset == nil)
    }

    @Test func imagesTakeTheirAssetsSizes() {
        let host = ViewHost(
            VStack {
                Image("checker"); Image("dot"); Image("logo"); Image("Vector")
            }, size: CGSize(width: 200, height: 200),
            assets: TestPaths.fixtureAssets)
        let sizes = images(host).map { $0.frame.size }
        #expect(sizes == [CGSize(width: 4, height: 2), CGSize(width: 4, height: 4), CGSize(width: 20, height: 10), CGSize(width: 30, height: 10)])
        #expect(images(host).allSatisfy { $0.image.asset != nil && $0.image.tint == nil })
    }

    @Test func resizableImagesFitTheirAssetsAspectRatio() {
        // 4 × 2 fit in 100 × 100: 100 × 50; filled: 200 × 100.
        let fit = ViewHost(
            Image("checker").resizable().scaledToFit().frame(width: 100, height: 100),
            size: CGSize(width: 300, height: 300), assets: TestPaths.fixtureAssets)
        #expect(images(fit).first?.frame.size == CGSize(width: 100, height: 50))
        let fill = ViewHost(
            Image("checker").resizable().aspectRatio(contentMode: .fill).frame(width: 100, height: 100),
            size: CGSize(width: 300, height: 300), assets: TestPaths.fixtureAssets)
        #expect(images(fill).first?.frame.size == CGSize(width: 200, height: 100))
    }

    @Test func aMissingImageDrawsThePlaceholderAndWarnsOnce() {
        let host = ViewHost(
            HStack {
                Image("nowhere"); Image("nowhere"); Image("checker")
            },
            size: CGSize(width: 300, height: 100), assets: TestPaths.fixtureAssets)
        let drawn = images(host)
        #expect(drawn.count == 3)
        #expect(drawn[0].frame.size == Image.placeholderSize && drawn[0].image.asset == nil)
        #expect(host.warnings.filter { $0.contains("\"nowhere\"") }.count == 1)
        #expect(!host.warnings.contains { $0.contains("\"checker\"") })
        // The file the folder could not read waits until a view asks for
        // its name (see `AssetUseTests`).
        #expect(!host.warnings.contains { $0.contains("broken.png") })
    }

    @Test func colorSetsAreWhatNamedColorsDraw() {
        let light = ViewHost(Color("Brand"), size: CGSize(width: 10, height: 10), assets: TestPaths.fixtureAssets)
        guard case .color(let color)? = light.drawnViews.first?.item.content else {
            Issue.record("no color")
            return
        }
        #expect(abs(color.red - 0x33 / 255) < 1e-6)
        let dark = ViewHost(Color("Brand").environment(\.colorScheme, .dark), size: CGSize(width: 10, height: 10), assets: TestPaths.fixtureAssets)
        guard case .color(let darkColor)? = dark.drawnViews.first?.item.content else {
            Issue.record("no color")
            return
        }
        #expect(abs(darkColor.red - 0.8) < 1e-6)
    }

    @Test func imageOptionsReachTheDisplayList() {
        let host = ViewHost(
            VStack {
                Image("dot").renderingMode(.template).foregroundStyle(.green)
                Image("checker").resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), resizingMode: .tile)
                    .interpolation(.none).frame(width: 40, height: 20)
                Image("checker").antialiased(false)
                Image(systemName: "star")
                Image(systemName: "star").renderingMode(.original)
                Image(systemName: "star").symbolRenderingMode(.multicolor)
                Image(systemName: "star").symbolRenderingMode(.hierarchical)
            }, size: CGSize(width: 200, height: 300), assets: TestPaths.fixtureAssets)
        let drawn = images(host).map(\.image)
        #expect(drawn.count == 7)
        #expect(drawn[0].tint == .color(Color.green.resolve(in: EnvironmentValues())))
        #expect(drawn[1].resizingMode == .tile && drawn[1].interpolation == .none && drawn[1].capInsets.top == 1)
        #expect(drawn[2].interpolation == .none && drawn[2].tint == nil)
        // Symbols are templates in the foreground style (black by default)
        // unless original or multicolor.
        #expect(drawn[3].tint != nil && drawn[4].tint == nil && drawn[5].tint == nil && drawn[6].tint != nil)
    }

    @Test func nineSlicesKeepTheCapsAndShareTheMiddle() {
        let image = DisplayList.ImageContent(
            name: "Frame", naturalSize: CGSize(width: 6, height: 6), capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        let slices = image.slices(in: CGRect(x: 10, y: 10, width: 60, height: 30))
        #expect(slices.count == 9)
        #expect(slices[0].source == CGRect(x: 0, y: 0, width: 2, height: 2) && slices[0].destination == CGRect(x: 10, y: 10, width: 2, height: 2))
        #expect(slices[4].source == CGRect(x: 2, y: 2, width: 2, height: 2) && slices[4].destination == CGRect(x: 12, y: 12, width: 56, height: 26))
        #expect(slices[8].destination == CGRect(x: 68, y: 38, width: 2, height: 2))
        // A frame smaller than the caps shrinks them together; the middle is empty.
        let small = image.slices(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(small.count == 4 && small.allSatisfy { $0.destination.width == 1 && $0.destination.height == 1 })
        // Insets larger than the image are scaled to fit it; NaN counts as 0.
        let odd = DisplayList.ImageContent(
            name: "Frame", naturalSize: CGSize(width: 6, height: 6), capInsets: EdgeInsets(top: .nan, leading: 6, bottom: 0, trailing: 6))
        #expect(odd.slices(in: CGRect(x: 0, y: 0, width: 12, height: 12)).map(\.source.width) == [3, 3])
        // No insets: the whole image in the whole frame.
        let whole = DisplayList.ImageContent(name: "Frame", naturalSize: CGSize(width: 6, height: 6))
        #expect(whole.slices(in: CGRect(x: 0, y: 0, width: 5, height: 7)).map(\.destination) == [CGRect(x: 0, y: 0, width: 5, height: 7)])
    }
}
