import Foundation

/// The Swift files of a project, each in the module it compiles in, as
/// `animate previews` finds them under a path.
///
/// - A package (a folder with `Package.swift`): each folder of `Sources`
///   is a target, a module of its own (so that `import Core` between
///   targets compiles, and each target may have its `@main`). Test
///   targets (`Tests`) and plugins are left out; targets at custom paths
///   (`path:` in the manifest) are not read.
/// - Any other folder (an Xcode project's, say): every Swift file under it
///   but those of test folders (`…Tests`), in one module, as an app
///   target's files share one; but each folder inside it that holds an
///   `.xcodeproj` is a module of its own (a repository of many small apps),
///   and each local package's targets are modules. Build folders, hidden
///   folders and `Package.swift` files are skipped.
/// - A Swift file: that file.
///
/// Files are in path order, so that two runs find the same previews in
/// the same order.
public enum PreviewProject {
    /// A file found: its path (the path given, then the file's path under
    /// it) and its module.
    public struct File: Sendable, Equatable {
        /// The path, as under the path given.
        public var path: String
        /// The module it compiles in.
        public var module: String
    }

    /// The files under a path.
    ///
    /// - Parameter path: A package's folder, another folder, or a Swift file.
    /// - Returns: The files; empty when there are none.
    /// - Throws: ``PreviewSession/UsageError`` when the path does not exist.
    public static func files(at path: String) throws -> [File] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw PreviewSession.UsageError(description: "\(path) does not exist")
        }
        guard isFolder.boolValue else {
            return path.hasSuffix(".swift") ? [File(path: path, module: PreviewWorkspace.Module.defaultName)] : []
        }
        let root = path.hasSuffix("/") ? String(path.dropLast()) : path
        let sources = root + "/Sources"
        if FileManager.default.fileExists(atPath: root + "/Package.swift"), FileManager.default.fileExists(atPath: sources) {
            let targets = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted()
            return targets.flatMap { target in
                swiftFiles(under: sources + "/" + target).map { File(path: $0, module: moduleName(target)) }
            }
        }
        return filesByProject(under: root)
    }

    /// The Swift files of a folder that is not a package, each in the
    /// module of the project it belongs to: the nearest folder above it
    /// that holds an `.xcodeproj` (a repository of several apps has one
    /// per app, each a module named after its folder) or a `Package.swift`
    /// (a local package: a module per target of its `Sources`); a file of
    /// no such folder, or of the folder itself, is in the default module.
    static func filesByProject(under root: String) -> [File] {
        let files = swiftFiles(under: root)
        var roots: [(path: String, isPackage: Bool)] = []
        for folder in Set(files.map { ($0 as NSString).deletingLastPathComponent }).flatMap({ ancestors(of: $0, within: root) }) {
            guard !roots.contains(where: { $0.path == folder }) else { continue }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains("Package.swift"), names.contains("Sources") {
                roots.append((folder, true))
            } else if folder != root, names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                roots.append((folder, false))
            }
        }
        var names: [String: String] = [:]
        var taken: Set<String> = []
        for project in roots.sorted(by: { $0.path < $1.path }) where !project.isPackage {
            let base = moduleName((project.path as NSString).lastPathComponent)
            var name = base
            var number = 2
            while !taken.insert(name).inserted {
                name = "\(base)_\(number)"
                number += 1
            }
            names[project.path] = name
        }
        return files.map { path in
            // The deepest project the file is in.
            let owner = roots.filter { path.hasPrefix($0.path + "/") }.max { $0.path.count < $1.path.count }
            guard let owner else { return File(path: path, module: PreviewWorkspace.Module.defaultName) }
            if owner.isPackage {
                let rest = path.dropFirst(owner.path.count + 1).split(separator: "/")
                guard rest.count >= 3, rest[0] == "Sources" else { return File(path: path, module: PreviewWorkspace.Module.defaultName) }
                return File(path: path, module: moduleName(String(rest[1])))
            }
            return File(path: path, module: names[owner.path] ?? PreviewWorkspace.Module.defaultName)
        }
    }

    /// A folder and the folders above it, up to and including `root`.
    static func ancestors(of folder: String, within root: String) -> [String] {
        var result: [String] = []
        var current = folder
        while current.hasPrefix(root) {
            result.append(current)
            if current == root { break }
            current = (current as NSString).deletingLastPathComponent
        }
        return result
    }

    /// The Swift files under a folder, in path order, without build,
    /// hidden and test folders and manifests.
    static func swiftFiles(under folder: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? [] {
                let child = current + "/" + name
                var childIsFolder: ObjCBool = false
                guard !name.hasPrefix("."), FileManager.default.fileExists(atPath: child, isDirectory: &childIsFolder) else { continue }
                if childIsFolder.boolValue {
                    let skipped = name.hasSuffix("Tests") || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj") || name == "build"
                    if !skipped { pending.append(child) }
                } else if name.hasSuffix(".swift"), name != "Package.swift", !name.hasPrefix("Package@swift") {
                    found.append(child)
                }
            }
        }
        return found.sorted()
    }

    /// A target's folder name as a module name: letters, digits and `_`
    /// (others become `_`, a leading digit gets one before it), and a
    /// name of the workspace's own (``PreviewWorkspace/reservedModuleNames``)
    /// gets `_` after it.
    static func moduleName(_ folder: String) -> String {
        var name = String(folder.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
        if name.isEmpty || name.first?.isNumber == true { name = "_" + name }
        if PreviewWorkspace.reservedModuleNames.contains(name) || name == PreviewWorkspace.Module.defaultName { name += "_" }
        return name
    }

    /// The assets folder of a project: the path (or a file's folder) when
    /// it holds an `.xcassets` catalog, or the first folder inside it that
    /// does (an Xcode app's folder beside its project); when catalogs are
    /// only deeper (a repository of several apps, each with its own), the
    /// path itself, whose catalogs `AssetCatalog` reads at any depth (an
    /// image of one name in two catalogs: the first by path); else `nil`.
    ///
    /// - Parameter path: What ``files(at:)`` reads.
    /// - Returns: An absolute path, or `nil`.
    public static func assetsFolder(for path: String) -> String? {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let given = URL(fileURLWithPath: path).standardizedFileURL
        let root = isFolder.boolValue ? given : given.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        if names.contains(where: { $0.hasSuffix(".xcassets") }) { return root.path }
        for name in names.sorted() where !name.hasPrefix(".") {
            let inner = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(name).path)) ?? []
            if inner.contains(where: { $0.hasSuffix(".xcassets") }) { return root.appendingPathComponent(name).path }
        }
        return hasCatalog(under: root, depth: 4) ? root.path : nil
    }

    /// Whether a folder holds an `.xcassets` catalog within `depth` levels,
    /// leaving out hidden, build and test folders as ``files(at:)`` does.
    private static func hasCatalog(under folder: URL, depth: Int) -> Bool {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return false }
        if names.contains(where: { $0.hasSuffix(".xcassets") }) { return true }
        for name in names.sorted() where !name.hasPrefix(".") && name != "build" && !name.hasSuffix("Tests") && !name.hasSuffix(".xcodeproj") {
            var isFolder: ObjCBool = false
            let inner = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: inner.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if hasCatalog(under: inner, depth: depth - 1) { return true }
        }
        return false
    }
}
