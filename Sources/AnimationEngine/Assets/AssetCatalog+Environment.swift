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
