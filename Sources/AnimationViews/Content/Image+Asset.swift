import AnimationCore
import Foundation

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
