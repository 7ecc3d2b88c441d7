import AnimationViews
import Foundation
#if canImport(FuzzDriver)
    // In Fuzz/; the main package's tests compile FuzzInput.swift beside this file.
    import FuzzDriver
#endif

/// A catalog folder of this process, written again for each input.
private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("fuzz-assets-\(ProcessInfo.processInfo.processIdentifier)/Assets.xcassets")

/// One input: the input is the `Contents.json` of a color set and of an
/// image set (both the same bytes, as Xcode writes them: any JSON, or not
/// JSON at all). Whatever the bytes, reading the catalog must end, never
/// crash, and what it keeps must be usable: colors with finite
/// components, images with a finite size that is not negative and a
/// positive scale; what it cannot read is a problem, not a value.
func fuzzAssetCatalog(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: bytes, count: count))
    let manager = FileManager.default
    try? manager.removeItem(at: folder)
    for set in ["Brand.colorset", "Logo.imageset"] {
        let url = folder.appendingPathComponent(set)
        try? manager.createDirectory(at: url, withIntermediateDirectories: true)
        try? data.write(to: url.appendingPathComponent("Contents.json"))
    }
    // A file an image set may name.
    try? Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("Logo.imageset/logo.png"))
    guard let catalog = try? AssetCatalog(contentsOf: folder.deletingLastPathComponent()) else {
        preconditionFailure("a catalog folder that exists could not be read")
    }
    for (name, color) in catalog.colors {
        for resolved in [color.light, color.dark] {
            let components = [resolved.red, resolved.green, resolved.blue, resolved.opacity]
            precondition(components.allSatisfy { $0.isFinite }, "color \(name) has components \(components)")
        }
    }
    for (name, image) in catalog.images {
        precondition(
            image.size.width.isFinite && image.size.height.isFinite && image.size.width >= 0 && image.size.height >= 0
                && image.scale.isFinite && image.scale > 0,
            "image \(name) has size \(image.size) at scale \(image.scale)")
    }
    return 0
}
