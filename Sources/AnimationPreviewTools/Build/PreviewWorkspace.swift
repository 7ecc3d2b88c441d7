import AnimationPreview
import AnimationProcess
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The Swift package in which `animate preview` builds a user's files,
/// linked against this package (a path dependency) as a user's own package
/// would be: the files, copied as they are, form a library target
/// (`PreviewedFiles`, Swift 5 language mode) that depends on the `SwiftUI`
/// and `Combine` products, so that `import SwiftUI`, `import Combine` and
/// `#Preview` compile; an executable target (`PreviewRunner`) runs the
/// preview runner on them. An `@main` app among the files keeps its entry
/// point under another name (`-entry-point-function-name`), so that the
/// runner's is the program's.
///
/// The package is compiled into the workspace once; later builds compile
/// only the user's files and link. One workspace serves one preview at a
/// time (``withLock(waitingAtMost:_:)``).
public struct PreviewWorkspace: Sendable {
    /// The workspace's directory.
    public var directory: URL
    /// The root of the swift-animation package the files are built against.
    public var packageRoot: URL
    /// Package traits to enable in the dependency (`Cairo` for PNG, GIF
    /// and MP4).
    public var traits: [String]
    /// The compiler plugin of the `#Preview` macros that `animate` was
    /// built with (`SwiftUIMacros-tool` beside it), if there is one: the
    /// workspace compiles the user's files with it instead of building
    /// swift-syntax again.
    public var macrosPlugin: URL?
    /// The build folder of this package that `animate` was built in, if a
    /// new workspace can link against it (``seedBuild(besides:packageRoot:)``):
    /// the workspace's first build then compiles only the user's files.
    public var seedBuild: URL?

    /// Creates a workspace description; nothing is written until a build.
    ///
    /// - Parameters:
    ///   - directory: Where the workspace lives.
    ///   - packageRoot: The swift-animation package.
    ///   - traits: The traits to enable in it.
    ///   - macrosPlugin: The `#Preview` macros' plugin to compile with, if
    ///     built already.
    ///   - seedBuild: The package's build folder to link a new workspace
    ///     against, if there is one.
    public init(directory: URL, packageRoot: URL, traits: [String], macrosPlugin: URL? = nil, seedBuild: URL? = nil) {
        self.directory = directory
        self.packageRoot = packageRoot
        self.traits = traits
        self.macrosPlugin = macrosPlugin
        self.seedBuild = seedBuild
    }

    /// The traits of this build of the package that a previewed program
    /// needs too (`Cairo` for PNG, GIF and MP4; `CryptoKit` for the user's
    /// `import CryptoKit`), which a workspace enables in its dependency on
    /// the package: `animate`, its MCP server and its tests all choose a
    /// workspace by them, so that one build of the package serves them all
    /// (each other set of traits is a workspace of its own, and a build of
    /// the whole package). `Live` and `MCP` are `animate`'s own and stay out.
    public static var compiledTraits: [String] {
        var traits: [String] = []
        #if Cairo
        traits.append("Cairo")
        #endif
        #if CryptoKit
        traits.append("CryptoKit")
        #endif
        return traits
    }

    /// The macros' plugin beside an `animate` executable, if it was built
    /// there (`swift build` builds it; `swift run animate` alone does not).
    ///
    /// - Parameter executable: The running `animate`.
    /// - Returns: The plugin, or `nil`.
    public static func macrosPlugin(besides executable: URL) -> URL? {
        let plugin = executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("SwiftUIMacros-tool")
        return FileManager.default.isExecutableFile(atPath: plugin.path) ? plugin : nil
    }

    /// Where a workspace lives by default: beside the `animate` executable
    /// when that was built inside the package (`.build/debug/preview-workspace`,
    /// so that `rm -rf .build` removes it and each build configuration has
    /// its own), else in `~/.cache/swift-animation`.
    ///
    /// - Parameters:
    ///   - packageRoot: The package.
    ///   - executable: The running `animate`.
    ///   - traits: The traits it was built with.
    /// - Returns: The directory.
    public static func defaultDirectory(packageRoot: URL, executable: URL, traits: [String]) -> URL {
        let name = "preview-workspace" + traits.map { "-" + $0.lowercased() }.joined()
        let binDirectory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        if binDirectory.path.hasPrefix(packageRoot.standardizedFileURL.path + "/") {
            return binDirectory.appendingPathComponent(name)
        }
        let cache =
            ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].map(URL.init(fileURLWithPath:))
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        let key = String(packageRoot.path.hashValueStable, radix: 36)
        return cache.appendingPathComponent("swift-animation/\(name)-\(key)")
    }

    /// The directory of the user's files in the workspace (of the default
    /// module; ``directory(of:)`` for another).
    var sourcesDirectory: URL { directory(of: Module.defaultName) }
    /// The directory of the runner's entry point.
    var runnerDirectory: URL { directory.appendingPathComponent("Sources/PreviewRunner") }

    /// The program the last build made: SwiftPM's, or the quick build's
    /// (a build without SwiftPM) when the last build changed only the user's files.
    public var executable: URL {
        FileManager.default.fileExists(atPath: quickExecutable.path)
            ? quickExecutable : directory.appendingPathComponent(".build/debug/PreviewRunner")
    }

    /// Whether the package has been compiled into the workspace before.
    public var hasBuilt: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(".build/debug").path)
    }

    /// The name the files' `@main` entry point takes, so that the runner's
    /// `main` is the program's.
    static let filesEntryPoint = "_previewedFilesMain"

    /// A hash of the paths of the package's source files.
    var packageFilesFingerprint: String {
        let sources = packageRoot.appendingPathComponent("Sources")
        let paths = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).sorted()
        return String(paths.joined(separator: "\n").hashValueStable, radix: 36)
    }

    /// Writes a file if its contents differ (so that the build sees no
    /// change where there is none).
    func write(_ text: String, to url: URL) throws {
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Writes the manifest, the user's files of each module (removing
    /// files and modules of earlier previews), the candidates'
    /// registrations and the runner's entry point.
    ///
    /// - Parameter modules: Each module, with the names and texts of its
    ///   files; the default module alone for a preview of files.
    func write(modules: [(module: Module, sources: [(name: String, text: String)])]) throws {
        try write(manifest(modules: modules.map(\.module)), to: directory.appendingPathComponent("Package.swift"))
        // Workspaces of earlier versions generated their own SwiftUI module.
        try? FileManager.default.removeItem(at: directory.appendingPathComponent("Shim"))
        let sourcesRoot = directory.appendingPathComponent("Sources")
        let moduleNames = Set(modules.map(\.module.name) + ["PreviewRunner"])
        for name in (try? FileManager.default.contentsOfDirectory(atPath: sourcesRoot.path)) ?? [] where !moduleNames.contains(name) {
            try FileManager.default.removeItem(at: sourcesRoot.appendingPathComponent(name))
        }
        for (module, sources) in modules {
            let folder = directory(of: module.name)
            let names = Set(sources.map(\.name))
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !names.contains(name) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            for source in sources {
                try write(source.text, to: folder.appendingPathComponent(source.name))
            }
        }
        let runnerFiles = (try? FileManager.default.contentsOfDirectory(atPath: runnerDirectory.path)) ?? []
        for name in runnerFiles where name != "main.swift" {
            try FileManager.default.removeItem(at: runnerDirectory.appendingPathComponent(name))
        }
        try write(PreviewCandidates.main(modules: modules.map(\.module)), to: runnerDirectory.appendingPathComponent("main.swift"))
    }

    /// What a build printed, and whether it succeeded.
    struct BuildOutput: Equatable {
        var succeeded: Bool
        var output: String
        var seconds: Double
        /// Whether the build compiled only the user's files, without SwiftPM.
        var quick = false
    }

    /// Builds the workspace: without SwiftPM when only the text of the
    /// user's files changed since a `swift build` (``quickBuild()``), else
    /// with `swift build`, which leaves a plan for the next quick build.
    ///
    /// - Parameter modules: The user's modules, as written.
    func build(modules: [Module]) throws -> BuildOutput {
        if let quick = quickBuild() { return quick }
        // A new workspace links against `animate`'s own build.
        if !hasBuilt, recordSeededPlan(modules: modules), let quick = quickBuild() { return quick }
        discardQuickBuild()
        let output = try swiftBuild()
        if output.succeeded { recordQuickBuildPlan(modules: modules) }
        return output
    }

    /// Builds the workspace with `swift build`, stopped (with every
    /// compiler it started) after ``buildTimeLimit`` seconds. Without an
    /// index store: no editor reads the workspace's index, and indexing
    /// while compiling costs 5 to 15 % of each module's compile.
    func swiftBuild() throws -> BuildOutput {
        let start = Date()
        let child = ChildProcess(
            executable: "swift",
            arguments: ["build", "--package-path", directory.path, "--product", "PreviewRunner", "--disable-index-store"],
            environment: [
                "SWIFT_ANIMATION_MACROS_PLUGIN": macrosPlugin?.path,
                // SwiftPM orders a package's trait flags (`-DCairo -DLive`, and
                // Hummingbird's) by hashing, seeded anew in each process: seeded so,
                // half of all builds would find the flags changed and compile this
                // package again (a preview took 46 s instead of 5).
                "SWIFT_DETERMINISTIC_HASHING": "1"
            ], timeLimit: Self.buildTimeLimit, mergesStandardError: true)
        let outcome = try child.run()
        var output = outcome.standardOutput
        if outcome.timedOut {
            output += "error: the build did not finish in \(Int(Self.buildTimeLimit)) s and was stopped\n"
        }
        return BuildOutput(succeeded: outcome.succeeded, output: output, seconds: Date().timeIntervalSince(start))
    }

    /// Seconds a `swift build` of the workspace may take: 30 minutes (a
    /// first build with swift-syntax takes 3 on two cores).
    static let buildTimeLimit: Double = 1800
}

extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded
    /// per process): FNV-1a over the UTF-8 bytes.
    var hashValueStable: UInt64 {
        utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
