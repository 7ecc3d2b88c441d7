import AnimationCore
import Foundation

/// The host's assets folder in the environment, for what looks images up
/// with an environment and no graph (``ImagePaint``).
struct HostAssetsKey: EnvironmentKey {
    static var defaultValue: AssetCatalog { AssetCatalog() }
}

extension EnvironmentValues {
    /// The host's assets folder (``ViewHost``'s `assets:`); empty by
    /// default.
    package var _hostAssets: AssetCatalog {
        get { self[HostAssetsKey.self] }
        set { self[HostAssetsKey.self] = newValue }
    }
}

extension Image {
    /// The file a named image draws in an environment, as `Image(_:)`
    /// finds it: the host's assets folder (`catalog`), the images made at
    /// run time, then the bundle's catalogs; `nil` when none has it (and
    /// for symbols, which have no file).
    func asset(in environment: EnvironmentValues, catalog: AssetCatalog) -> AssetCatalog.ImageAsset? {
        guard !isSymbol else { return nil }
        return catalog.image(named: name, displayScale: environment.displayScale, colorScheme: environment.colorScheme)
            ?? RuntimeImages.image(named: name)
            ?? AssetBundles.image(
                named: name, bundlePath: bundlePath, displayScale: environment.displayScale, colorScheme: environment.colorScheme)
    }
}
