import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

/// The folder a target using the `XcodeOnLinux` plugin would declare: found
/// among the program's types the first time an image is looked up without
/// a bundle.
enum _AssetFolder_AnimationViewsTests: _AssetFolderRegistration {
    static var folder: String {
        TestPaths.tests.appendingPathComponent("AnimationViewsTests/Assets/Registered").path
    }
}

/// A folder with a catalog: an image set, a color set, a group that is only
/// a folder and one that provides a namespace.
private func bundleFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("asset-bundle-\(UUID().uuidString)")
    let catalog = folder.appendingPathComponent("Resources/Assets.xcassets")
    func write(_ json: String, to path: String) throws {
        let url = catalog.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
    }
    let image = #"{"images":[{"filename":"pixel.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#
    for set in ["bundled.imageset", "Cart/apple.imageset", "Fruit/pear.imageset"] {
        try write(image, to: "\(set)/Contents.json")
        try FileManager.default.copyItem(
            at: TestPaths.fixtureAssets.appendingPathComponent("checker.png"), to: catalog.appendingPathComponent("\(set)/pixel.png"))
    }
    try write(#"{"info":{"author":"xcode","version":1}}"#, to: "Cart/Contents.json")
    try write(#"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#, to: "Fruit/Contents.json")
    try write(
        #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.250","green":"0.500","blue":"0.750","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
        to: "bundledTint.colorset/Contents.json")
    return folder
}

@MainActor
@Suite("Images and colors of bundles")
struct AssetBundleTests {
    @Test func anImageOfABundleIsReadWhereTheBundleLies() throws {
        let folder = try bundleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(path: folder.path))
        let host = ViewHost(
            VStack {
                Image("bundled", bundle: bundle); Image("apple", bundle: bundle); Image("Fruit/pear", bundle: bundle)
            },
            size: CGSize(width: 100, height: 100))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        // checker.png is 4 × 2 pixels; at 2x, 2 × 1 points.
        #expect(host.find(image: "bundled")?.frame.size == CGSize(width: 2, height: 1))
        #expect(host.find(image: "apple") != nil && host.find(image: "Fruit/pear") != nil)
    }

    @Test func aGroupThatIsOnlyAFolderNamesNothing() throws {
        let folder = try bundleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(path: folder.path))
        let host = ViewHost(
            VStack {
                Image("Cart/apple", bundle: bundle); Image("pear", bundle: bundle)
            }, size: CGSize(width: 100, height: 100))
        #expect(host.warnings.contains("No image named \"Cart/apple\" in the assets: drawing a placeholder."))
        #expect(host.warnings.contains("No image named \"pear\" in the assets: drawing a placeholder."))
    }

    @Test func aColorOfABundleIsDrawn() throws {
        let folder = try bundleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(path: folder.path))
        let resolved = Color("bundledTint", bundle: bundle).resolve(in: EnvironmentValues())
        #expect(abs(Double(resolved.red) - 0.25) < 1e-6 && abs(Double(resolved.green) - 0.5) < 1e-6 && abs(Double(resolved.blue) - 0.75) < 1e-6)
    }

    @Test func noBundleIsTheProgramsCatalogs() {
        // The registered folder's catalog, found without a bundle.
        let host = ViewHost(Image("registeredDot"), size: CGSize(width: 100, height: 100))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        #expect(host.find(image: "registeredDot")?.frame.size == CGSize(width: 5, height: 3))
    }

    /// A bundle with no catalog (an empty folder), or a name in none of
    /// its catalogs: the image is the placeholder, with a warning; the
    /// color is clear, as SwiftUI draws a color missing from the catalog.
    @Test func aBundleWithoutTheNameDrawsThePlaceholderAndClear() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(path: folder.path))
        let host = ViewHost(Image("nowhere", bundle: bundle), size: CGSize(width: 100, height: 100))
        #expect(host.warnings.contains("No image named \"nowhere\" in the assets: drawing a placeholder."))
        #expect(host.find(image: "nowhere")?.frame.size == Image.placeholderSize)
        #expect(Color("nowhereTint", bundle: bundle).resolve(in: EnvironmentValues()).opacity == 0)
    }

}
