import Foundation

/// Quick builds of a new workspace from the build folder `animate` was
/// built in (its seed), before SwiftPM has built the workspace at all.
///
/// `animate` links every module a previewed file can import (the
/// package's `previewableModules`), so its build folder holds their
/// interfaces and objects, compiled from the package's current sources.
/// A new workspace's first build compiles only the user's files and the
/// runner against them, with the arguments SwiftPM gave `animate`, and
/// links the runner against a shared library of `animate`'s objects (less
/// its own), where a `swift build` of the workspace would compile the whole
/// package again (measured on two cores: 84 s for a first preview).
///
/// The seed serves while it is newer than every file of the package's
/// sources; a workspace that cannot use it (another package's checkout, a
/// build older than the sources, a missing command) builds with SwiftPM.
extension QuickBuildPlan {
    /// The base of the seed's compiler arguments and its link arguments,
    /// from `animate`'s commands in SwiftPM's llbuild manifest of the seed,
    /// or `nil` when either command is missing.
    ///
    /// The compiler arguments keep the target, the optimization and debug
    /// flags, the search paths, the C modules' maps and the module cache;
    /// they lose `animate`'s name, language mode, package name, entry point
    /// and the package's trait conditions (`-DCairo`: the user's files do
    /// not see the package's traits under SwiftPM either). The link
    /// arguments lose the output, the object list, the module name and the
    /// renamed entry point (the quick build compiles the runner with its
    /// own `main`).
    ///
    /// - Parameters:
    ///   - llbuildManifest: The text of the seed's `.build/CONFIGURATION.yaml`.
    ///   - configuration: `debug` or `release`.
    static func seeded(llbuildManifest: String, configuration: String) -> (compile: [String], link: [String])? {
        guard let module = arguments(of: "animate", suffix: "-\(configuration).module", in: llbuildManifest),
            let executable = arguments(of: "animate", suffix: "-\(configuration).exe", in: llbuildManifest),
            var link = linkArguments(executable)
        else { return nil }
        let kept: Set<String> = ["-DSWIFT_PACKAGE", "-DDEBUG", "-DNDEBUG", "-DSWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE"]
        var compile: [String] = []
        let base = compileArguments(module)
        var index = 0
        while index < base.count {
            let argument = base[index]
            if ["-module-name", "-package-name", "-swift-version"].contains(argument) {
                index += 2
            } else if argument == "-Xfrontend", index + 3 < base.count, base[index + 1] == "-entry-point-function-name" {
                index += 4
            } else if argument == "-parse-as-library" || (argument.hasPrefix("-D") && !kept.contains(argument)) {
                index += 1
            } else {
                compile.append(argument)
                index += 1
            }
        }
        if let name = link.firstIndex(of: "-module-name"), name + 1 < link.count { link.removeSubrange(name...(name + 1)) }
        if let defsym = link.firstIndex(of: "--defsym"), defsym > 0, defsym + 2 < link.count, link[defsym - 1] == "-Xlinker" {
            link.removeSubrange((defsym - 1)...(defsym + 2))
        }
        return (compile, link)
    }
}

extension PreviewWorkspace {
    /// The build folder of an `animate` executable, if a new workspace can
    /// link against it: inside `packageRoot` (built from its sources), with
    /// the `SwiftUI` module, `animate`'s objects and SwiftPM's manifest of
    /// the build.
    ///
    /// - Parameters:
    ///   - executable: The running `animate` (or a test bundle built in the
    ///     same folder).
    ///   - packageRoot: The package the workspace builds against.
    /// - Returns: The folder (`.build/TRIPLE/CONFIGURATION`), or `nil`.
    public static func seedBuild(besides executable: URL, packageRoot: URL) -> URL? {
        let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        let root = packageRoot.resolvingSymlinksInPath().standardizedFileURL.path
        guard folder.path.hasPrefix(root + "/"), FileManager.default.fileExists(atPath: seedManifest(of: folder).path),
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/SwiftUI.swiftmodule").path),
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("animate.product/Objects.LinkFileList").path)
        else { return nil }
        return folder
    }

    /// SwiftPM's llbuild manifest of a build folder: `.build/debug.yaml`
    /// for `.build/x86_64-unknown-linux-gnu/debug`.
    static func seedManifest(of folder: URL) -> URL {
        folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".yaml")
    }

    /// Whether a seed was built after the last change to the package's
    /// code and manifest (its `animate` is newer than all of them). Other
    /// files (an article in a documentation catalog) do not make SwiftPM
    /// link `animate` again, and do not count.
    func seedIsCurrent(_ seed: URL) -> Bool {
        func modified(_ path: String) -> Date {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantFuture
        }
        let built = modified(seed.appendingPathComponent("animate").path)
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        let code: Set<String> = ["swift", "c", "h", "cpp", "m", "modulemap"]
        return files.allSatisfy { !code.contains(($0 as NSString).pathExtension) || modified(sources.path + "/" + $0) <= built }
            && modified(packageRoot.appendingPathComponent("Package.swift").path) <= built
    }

    /// Writes the plan of a first quick build from ``seedBuild``: the
    /// user's modules and the runner compiled with the seed's arguments
    /// (nothing compiled yet), linked against the seed's objects.
    ///
    /// - Parameter modules: The user's modules, as written.
    /// - Returns: Whether there is a plan (no seed, a stale one, or one
    ///   whose records cannot be read leave the build to SwiftPM).
    func recordSeededPlan(modules: [Module]) -> Bool {
        guard let seed = seedBuild, macrosPlugin != nil, seedIsCurrent(seed),
            let manifest = try? String(contentsOf: Self.seedManifest(of: seed), encoding: .utf8),
            let list = try? String(contentsOf: seed.appendingPathComponent("animate.product/Objects.LinkFileList"), encoding: .utf8),
            let commands = QuickBuildPlan.seeded(llbuildManifest: manifest, configuration: seed.lastPathComponent)
        else { return false }
        let objects = QuickBuildPlan.paths(inList: list).filter { !$0.contains("/animate.build/") }
        let packageName = ["-package-name", "animate_preview"]
        let plans = Self.dependencyOrder(modules).map { module in
            let names = swiftFileNames(of: module.name)
            return QuickBuildPlan.ModulePlan(
                name: module.name, dependencies: module.dependencies,
                arguments: commands.compile + ["-module-name", module.name, "-parse-as-library", "-swift-version", "5"] + packageName
                    + userFlags(of: module),
                sources: names.map { directory(of: module.name).appendingPathComponent($0).path }, fileNames: names, contentHash: "",
                objects: [])
        }
        let runnerSource = runnerDirectory.appendingPathComponent("main.swift").path
        let runner = QuickBuildPlan.ModulePlan(
            name: "PreviewRunner", dependencies: modules.map(\.name),
            arguments: commands.compile + ["-module-name", "PreviewRunner", "-swift-version", "6"] + packageName,
            sources: [runnerSource], fileNames: ["main.swift"], contentHash: "", objects: [])
        let plan = QuickBuildPlan(
            manifestHash: manifestHash, runnerHash: runnerHash, packageStamp: packageSourcesStamp, modules: plans, runnerObjects: [],
            packageObjects: objects, linkArguments: commands.link, libraryName: "PreviewPackage-" + Self.stamp(of: objects), runner: runner,
            seed: seed.path)
        discardQuickBuild()
        return (try? save(plan)) != nil
    }
}
