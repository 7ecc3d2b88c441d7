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
///   target's files share one. Build folders, hidden folders and
///   `Package.swift` files are skipped.
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
        return swiftFiles(under: root).map { File(path: $0, module: PreviewWorkspace.Module.defaultName) }
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
}
