import AnimationCore
import Foundation
import Synchronization

/// The colors of an asset catalog, by name: what `Color(_:bundle:)` draws.
///
/// The headless host has no app bundle. Colors are registered here, with
/// their light and dark values, by whoever knows the catalog (an assets
/// folder given to the host); a name that is not registered draws clear,
/// as SwiftUI draws a color missing from the catalog.
package enum ColorAssets {
    private struct Table {
        var names: [String] = []
        var colors: [String: AssetCatalog.ColorAsset] = [:]
    }

    private static let table = Mutex(Table())

    /// The offset of asset colors' indices among a color's name indices.
    static let firstIndex: UInt64 = 1_000

    /// The index of a name, interned.
    static func index(of name: String) -> UInt64 {
        table.withLock { table in
            if let index = table.names.firstIndex(of: name) { return firstIndex + UInt64(index) }
            table.names.append(name)
            return firstIndex + UInt64(table.names.count - 1)
        }
    }

    /// The name of an index.
    static func name(of index: UInt64) -> String? {
        table.withLock { table in
            let offset = Int(index - firstIndex)
            return offset < table.names.count ? table.names[offset] : nil
        }
    }

    /// The registered color of a name: its light and dark values (and its
    /// high-contrast ones). A name not registered is looked up once in the
    /// main bundle's catalogs (``AssetBundles``), which registers theirs.
    package static func color(named name: String) -> AssetCatalog.ColorAsset? {
        if let color = table.withLock({ $0.colors[name] }) { return color }
        AssetBundles.loadColors(bundlePath: nil)
        return table.withLock { $0.colors[name] }
    }

    /// Whether a name has a registered color (no catalog is read).
    static func isRegistered(_ name: String) -> Bool {
        table.withLock { $0.colors[name] != nil }
    }

    /// Registers a color of the catalog, of its light and dark values.
    package static func register(_ name: String, light: Color.Resolved, dark: Color.Resolved) {
        register(name, AssetCatalog.ColorAsset(light: light, dark: dark))
    }

    /// Registers a color of the catalog.
    package static func register(_ name: String, _ color: AssetCatalog.ColorAsset) {
        table.withLock { $0.colors[name] = color }
    }
}

extension Color {
    /// A color of the app's asset catalog, by name.
    ///
    /// Drawn with the color registered under that name (light and dark
    /// values), or clear when none is, as SwiftUI draws a color missing
    /// from the catalog; see `ColorAssets`.
    ///
    /// - Parameters:
    ///   - name: The color's name in the catalog.
    ///   - bundle: The bundle of the catalog, whose colors are read then
    ///     (see `AssetBundles`); the main bundle's are read when a name is
    ///     not found. Colors of all bundles share one table of names.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let bundle { AssetBundles.loadColors(bundlePath: bundle.bundleURL.path) }
        self.init(asset: ColorAssets.index(of: name))
    }
}
