import Foundation

extension AssetCatalog {
    /// The namespace of a set in a catalog, as Xcode names its assets: each
    /// folder between the catalog (`.xcassets`) and the set whose
    /// Contents.json says `"provides-namespace": true`, outermost first,
    /// each followed by `/` (`Flags/` for `Flags/France.imageset` when
    /// `Flags` provides one); empty outside a catalog or without such
    /// folders.
    static func namespace(of set: URL) -> String {
        var folders: [URL] = []
        var folder = set.deletingLastPathComponent()
        while !folder.lastPathComponent.hasSuffix(".xcassets") {
            guard folder.pathComponents.count > 1 else { return "" }  // not in a catalog
            folders.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        return folders.reversed().filter(providesNamespace).map { $0.lastPathComponent + "/" }.joined()
    }

    /// Whether a folder of a catalog provides a namespace.
    private static func providesNamespace(_ folder: URL) -> Bool {
        let properties = contents(folder)?["properties"] as? [String: Any]
        return (properties?["provides-namespace"] as? Bool) == true
    }
}
