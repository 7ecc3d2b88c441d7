import AnimationCore
import Foundation
import Synchronization

/// The asset catalogs of the program's bundles: what `Image(_:bundle:)`,
/// `Color(_:bundle:)` and the generated asset symbols draw from beyond a
/// host's own assets folder, as an app's bundles give them on iOS.
///
/// - A bundle given (`Bundle.module`) is read where it lies: the catalogs
///   under its folder. SwiftPM copies a target's declared catalogs into
///   its resource bundle; the `XcodeOnLinux` plugin's `Bundle.module`, for
///   a target whose catalog SwiftPM does not handle, is the target's
///   source folder.
/// - No bundle is the main bundle: the catalogs of the folders the
///   plugin's code declares for the targets that use it (found among the
///   program's types), then the program's folder and the
///   resource bundles beside it (`*.resources`: an app built as a package
///   has its catalog in its target's bundle). Unlike iOS, a library
///   target's catalog that SwiftPM copied is among them.
///
/// A folder is read once, when first asked for; its colors join the
/// table `Color(_:bundle:)` draws from, the first of a name winning.
package enum AssetBundles {
    private struct State {
        /// The main bundle's catalogs, once read.
        var mainCatalogs: [AssetCatalog]?
        var catalogs: [String: AssetCatalog] = [:]
    }

    private static let state = Mutex(State())

    /// An image of a bundle's catalogs (`bundlePath`), or of the main
    /// bundle's (`nil`), in the variant of a display scale and appearance.
    package static func image(
        named name: String, bundlePath: String?, displayScale: CGFloat, colorScheme: ColorScheme
    ) -> AssetCatalog.ImageAsset? {
        for catalog in catalogs(bundlePath: bundlePath) {
            if let image = catalog.image(named: name, displayScale: displayScale, colorScheme: colorScheme) { return image }
        }
        return nil
    }

    /// An image by name, as UIKit's `UIImage(named:in:)` finds it: the
    /// current host's assets folder, then the bundle's catalogs (the main
    /// bundle's for `nil`); the light 1x variant.
    package static func image(named name: String, bundlePath: String?) -> AssetCatalog.ImageAsset? {
        CurrentHost.assetCatalog.image(named: name) ?? image(named: name, bundlePath: bundlePath, displayScale: 1, colorScheme: .light)
    }

    /// Reads a bundle's catalogs (or the main bundle's), so that their
    /// colors are registered.
    package static func loadColors(bundlePath: String?) {
        _ = catalogs(bundlePath: bundlePath)
    }

    /// The catalogs of a bundle, or of the main bundle.
    private static func catalogs(bundlePath: String?) -> [AssetCatalog] {
        // `Bundle.main` named is the main bundle (whose folder is the
        // program's: not read whole).
        if let bundlePath, URL(fileURLWithPath: bundlePath).standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL {
            return [catalog(at: URL(fileURLWithPath: bundlePath))].compactMap { $0 }
        }
        if let known = state.withLock({ $0.mainCatalogs }) { return known }
        let catalogs = mainFolders().compactMap(catalog(at:))
        state.withLock { $0.mainCatalogs = catalogs }
        return catalogs
    }

    /// The main bundle's folders: those the program's generated code
    /// declares, the program's folder when it holds a catalog, and the
    /// resource bundles beside it.
    private static func mainFolders() -> [URL] {
        let program = Bundle.main.bundleURL
        var folders = declaredFolders
        let names = (try? FileManager.default.contentsOfDirectory(atPath: program.path))?.sorted() ?? []
        if names.contains(where: { $0.hasSuffix(".xcassets") }) { folders.append(program) }
        folders += names.filter { $0.hasSuffix(".resources") }.map { program.appendingPathComponent($0) }
        return folders
    }

    /// The folders the `XcodeOnLinux` plugin's generated types declare
    /// (``_AssetFolderRegistration``), found once among the program's types.
    private static let declaredFolders: [URL] = RuntimeTypes.nongeneric(namesContaining: "_AssetFolder")
        .compactMap { ($0 as? any _AssetFolderRegistration.Type).map { URL(fileURLWithPath: $0.folder).standardizedFileURL } }

    /// The catalog of a folder, read once (`nil` when it is not a folder).
    private static func catalog(at folder: URL) -> AssetCatalog? {
        let key = folder.standardizedFileURL.path
        if let known = state.withLock({ $0.catalogs[key] }) { return known }
        guard let catalog = try? AssetCatalog(contentsOf: folder) else { return nil }
        let added = state.withLock { state -> Bool in
            guard state.catalogs[key] == nil else { return false }
            state.catalogs[key] = catalog
            return true
        }
        if added {
            for (name, color) in catalog.colors where !ColorAssets.isRegistered(name) {
                ColorAssets.register(name, color)
            }
        }
        return catalog
    }
}

/// A target's assets folder, which the `XcodeOnLinux` plugin's generated
/// code declares for a target whose catalog SwiftPM does not copy: the
/// folder is one of the main bundle's (``AssetBundles`` finds these types
/// among the program's the first time it looks without a bundle).
///
/// Public for the generated code only; not API to call.
public protocol _AssetFolderRegistration {
    /// The folder that holds the target's catalogs.
    static var folder: String { get }
}
