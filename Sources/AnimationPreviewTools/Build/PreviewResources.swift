import Foundation

/// The files a project's app would find in its bundle: what Xcode's "Copy
/// Bundle Resources" puts at the root of an app (a JSON file, a sound, a
/// font next to the Swift files), so that `Bundle.main.url(forResource:)`
/// finds them when a preview runs.
///
/// On Linux `Bundle.main` is the folder of the running program (through
/// hard links too, not through symbolic links), so the preview program runs
/// from a folder of its own that holds it and links to these files.
enum PreviewResources {
    /// The extensions of the files copied, as Xcode copies them (lowercase).
    /// Files Xcode compiles (storyboards, asset catalogs, Core Data models)
    /// and localized folders are not among them.
    static let extensions: Set<String> = [
        "json", "geojson", "txt", "csv", "tsv", "xml", "html", "css", "js", "plist", "yaml", "yml", "rtf", "gpx", "kml",
        "mp3", "wav", "m4a", "aac", "caf", "aiff", "mp4", "mov", "m4v", "png", "jpg", "jpeg", "gif", "heic", "webp", "svg",
        "pdf", "ttf", "otf", "usdz", "sqlite", "db"
    ]

    /// Folders not searched: build output, version control, Xcode's own
    /// bundles, and tests.
    static func skips(folder name: String) -> Bool {
        name.hasPrefix(".") || name == "build" || name == "DerivedData" || name == "Pods" || name == "node_modules"
            || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name.hasSuffix(".lproj") || name.hasSuffix(".xcdatamodeld") || name.hasSuffix("Tests")
    }

    /// At most this many files are linked (a repository of many apps
    /// stays cheap); the rest are left out.
    static let limit = 2_000

    /// The resource files in the folders of the project's modules: for each
    /// module, the folder that holds all its Swift files, searched through.
    /// Where two files have the same name, the first by path is kept (Xcode
    /// refuses to build such an app).
    ///
    /// - Parameter files: The project's Swift files.
    /// - Returns: Each file's name in the bundle and its path.
    static func files(for files: [PreviewSourceFile]) -> [(name: String, path: String)] {
        let byModule = Dictionary(grouping: files, by: \.module)
        let roots = Set(byModule.values.compactMap { commonFolder(of: $0.map(\.absolutePath)) }).sorted()
        var found: [String: String] = [:]
        for root in roots {
            for path in search(root) where found.count < limit {
                let name = (path as NSString).lastPathComponent
                if found[name] == nil || path < found[name]! { found[name] = path }
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The folder that holds every path (`nil` for none).
    static func commonFolder(of paths: [String]) -> String? {
        let folders = paths.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/").map(String.init) }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }

    /// The resource files under a folder, by path.
    private static func search(_ root: String) -> [String] {
        var result: [String] = []
        var folders = [root]
        while let folder = folders.popLast(), result.count < limit {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if !skips(folder: name) { folders.append(path) }
                } else if extensions.contains((name as NSString).pathExtension.lowercased()), name != "Info.plist" {
                    result.append(path)
                }
            }
        }
        return result
    }

    /// Puts a program in a new folder with the resources of its files, so
    /// that the program's `Bundle.main` holds them.
    ///
    /// - Parameters:
    ///   - program: The program.
    ///   - files: The files it was built from.
    ///   - copying: Whether the program is copied (so that a later build
    ///     leaves it alone) rather than linked.
    /// - Returns: The program in its folder (``remove(_:)`` removes both),
    ///   or `nil` when there is nothing to add and no copy is asked for.
    static func bundle(_ program: URL, files: [PreviewSourceFile], copying: Bool) throws -> URL? {
        let resources = Self.files(for: files)
        guard copying || !resources.isEmpty else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animate-previews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let moved = folder.appendingPathComponent(program.lastPathComponent)
        if copying {
            try FileManager.default.copyItem(at: program, to: moved)
        } else {
            try link(program.path, to: moved.path)
        }
        for resource in resources where resource.name != program.lastPathComponent {
            try? link(resource.path, to: folder.appendingPathComponent(resource.name).path)
        }
        return moved
    }

    /// A hard link, or a copy across file systems.
    private static func link(_ source: String, to destination: String) throws {
        do {
            try FileManager.default.linkItem(atPath: source, toPath: destination)
        } catch {
            try FileManager.default.copyItem(atPath: source, toPath: destination)
        }
    }

    /// Removes a program that ``bundle(_:files:copying:)`` put in a
    /// folder, with its folder; another program, alone.
    ///
    /// - Parameter program: The program.
    static func remove(_ program: URL) {
        let folder = program.deletingLastPathComponent()
        if folder.lastPathComponent.hasPrefix("animate-previews-") {
            try? FileManager.default.removeItem(at: folder)
        } else {
            try? FileManager.default.removeItem(at: program)
        }
    }
}
