import AnimationPreview
import Foundation
import TestSupport
import Testing

/// Xcode's rules for asset symbols, as published ("Generate Swift Asset
/// Symbol Extensions"; the first letter lowercased, `Color` and `Image`
/// suffixes dropped).
@Suite("Generated asset symbols")
struct AssetSymbolTests {
    @Test func namesFollowXcodesRules() {
        #expect(AssetSymbols.symbol(for: "BrandRed", isColor: true) == "brandRed")
        #expect(AssetSymbols.symbol(for: "AccentColor", isColor: true) == "accent")
        #expect(AssetSymbols.symbol(for: "backgroundColor", isColor: true) == "background")
        #expect(AssetSymbols.symbol(for: "avatarImage", isColor: false) == "avatar")
        #expect(AssetSymbols.symbol(for: "brand-red", isColor: true) == "brandRed")
        #expect(AssetSymbols.symbol(for: "app icon", isColor: false) == "appIcon")
        #expect(AssetSymbols.symbol(for: "URLIcon", isColor: false) == "urlIcon")
        #expect(AssetSymbols.symbol(for: "1st place", isColor: false) == "_1stPlace")
        #expect(AssetSymbols.symbol(for: "default", isColor: false) == "`default`")
        #expect(AssetSymbols.symbol(for: "Color", isColor: true) == "color")
        #expect(AssetSymbols.symbol(for: "--", isColor: true) == nil)
    }

    @Test func theFixtureCatalogGivesItsColorsAndImages() throws {
        let source = try #require(AssetSymbols.source(forAssetsIn: TestPaths.fixtureAssets))
        #expect(source.contains("static let brand = ColorResource(name: \"Brand\", bundle: .main)"))
        #expect(source.contains("static let frame = ImageResource(name: \"Frame\", bundle: .main)"))
        #expect(source.contains("static let vector = ImageResource(name: \"Vector\", bundle: .main)"))
        #expect(source.contains("extension ShapeStyle where Self == Color {"))
        #expect(source.hasPrefix("// The asset catalog's symbols") && source.contains("#if !canImport(DeveloperToolsSupport)"))
        // A folder without catalogs has none.
        #expect(AssetSymbols.source(forAssetsIn: FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder")) == nil)
    }

    /// Catalogs as they come: a group whose Contents.json is not JSON
    /// provides no namespace; a set whose name makes no symbol has none;
    /// two names of one symbol give it once (the first, in name order); a
    /// set outside any catalog and an empty catalog give nothing.
    @Test func catalogsThatAreNotAsXcodeWritesThemGiveWhatTheyCan() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("odd-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in [
            "Assets.xcassets/Group/star.imageset", "Assets.xcassets/--.colorset", "Assets.xcassets/Brand.colorset",
            "Assets.xcassets/brand.colorset", "Loose/stray.imageset", "Empty.xcassets"
        ] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try Data("{ not json".utf8).write(to: folder.appendingPathComponent("Assets.xcassets/Group/Contents.json"))
        let names = AssetSymbols.assetNames(in: folder)
        #expect(names.images == ["star"])
        #expect(names.colors == ["--", "Brand", "brand"])
        let source = try #require(AssetSymbols.source(forAssetsIn: folder, bundle: ".module"))
        #expect(source.contains("static let star = ImageResource(name: \"star\", bundle: .module)"))
        #expect(source.components(separatedBy: "static let brand = ColorResource(").count == 2)
        #expect(source.contains("ColorResource(name: \"Brand\""))
        #expect(!source.contains("\"--\"") && !source.contains("stray"))
        #expect(AssetSymbols.source(forAssetsIn: folder.appendingPathComponent("Empty.xcassets")) == nil)
    }

}
