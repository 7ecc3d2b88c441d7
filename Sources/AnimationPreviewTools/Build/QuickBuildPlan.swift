import Foundation

/// What a successful `swift build` of a preview workspace leaves for the
/// builds after it that change only the text of the user's files: the
/// compiler's and the linker's commands as SwiftPM planned them (read from
/// its `.build/debug.yaml`), and what they depended on.
///
/// A quick build compiles each changed module of the user's with those
/// arguments in one compiler job (whole-module, no index, no incremental
/// records) and links the runner against a shared library of the package's
/// objects, instead of planning the package and linking its 700 objects
/// again: on this machine 0.4 to 0.6 s instead of 2.1 s. It applies while
/// the manifest, the runner's source, the names of the user's files and
/// the package's sources are those of the plan; anything else builds with
/// SwiftPM, which makes a new plan.
struct QuickBuildPlan: Codable, Equatable {
    /// One module of the user's files.
    struct ModulePlan: Codable, Equatable {
        var name: String
        /// The workspace's modules it imports.
        var dependencies: [String]
        /// SwiftPM's compiler arguments for it, less its outputs, its
        /// incremental and index records, and its list of sources.
        var arguments: [String]
        /// SwiftPM's list of its sources (the user's files, the generated
        /// registrations and anything SwiftPM derives).
        var sources: [String]
        /// The names of the Swift files in its folder.
        var fileNames: [String]
        /// A hash of its sources' texts when `objects` were built; empty
        /// when they must be built again (a failed quick build).
        var contentHash: String
        /// Its object files: SwiftPM's, or the quick build's one object.
        var objects: [String]
    }

    /// A hash of the workspace manifest's text.
    var manifestHash: String
    /// A hash of the runner's `main.swift`.
    var runnerHash: String
    /// A stamp of the package's sources (paths, sizes, modification times).
    var packageStamp: String
    /// The user's modules, each after the modules it imports.
    var modules: [ModulePlan]
    /// The runner's object files.
    var runnerObjects: [String]
    /// The package's object files (everything linked but the user's and
    /// the runner's), which the shared library holds.
    var packageObjects: [String]
    /// SwiftPM's link command for the runner, less its output and objects.
    var linkArguments: [String]
    /// The shared library's name (`PreviewPackage-STAMP`, the stamp of
    /// the package's objects), so that a program linked against an older
    /// library never loads a newer one.
    var libraryName: String
    /// How the quick build compiles the runner itself, in a plan made from
    /// a seed (``seeded(llbuildManifest:configuration:)``; SwiftPM compiled
    /// the runner of other plans, whose runner must not change).
    var runner: ModulePlan?
    /// The build folder of the package that a seeded plan links against,
    /// which must still be there.
    var seed: String?

    /// The plan of SwiftPM's manifest of the last build, or `nil` when it
    /// lacks a command (another SwiftPM's format, another platform).
    ///
    /// - Parameters:
    ///   - llbuildManifest: The text of `.build/debug.yaml`.
    ///   - modules: The user's modules.
    ///   - linkFileList: The text of the runner's `Objects.LinkFileList`.
    static func commands(
        llbuildManifest: String, modules: [PreviewWorkspace.Module], linkFileList: String
    ) -> (compile: [String: [String]], link: [String], objects: (user: [String: [String]], runner: [String], package: [String]))? {
        var compile: [String: [String]] = [:]
        for module in modules {
            guard let arguments = Self.arguments(of: module.name, suffix: "-debug.module", in: llbuildManifest) else { return nil }
            compile[module.name] = Self.compileArguments(arguments)
        }
        guard let link = Self.arguments(of: "PreviewRunner", suffix: "-debug.exe", in: llbuildManifest).flatMap(Self.linkArguments) else {
            return nil
        }
        var user: [String: [String]] = [:]
        var runner: [String] = []
        var package: [String] = []
        for path in paths(inList: linkFileList) {
            if path.contains("/PreviewRunner.build/") {
                runner.append(path)
            } else if let module = modules.first(where: { path.contains("/\($0.name).build/") }) {
                user[module.name, default: []].append(path)
            } else {
                package.append(path)
            }
        }
        guard !runner.isEmpty, !package.isEmpty else { return nil }
        return (compile, link, (user, runner, package))
    }

    /// The paths of one of SwiftPM's lists (a product's
    /// `Objects.LinkFileList`, a module's `sources`): one a line, quoted or
    /// not.
    static func paths(inList text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }.filter { !$0.isEmpty }
    }

    /// The `args` of the command `C.NAME-…SUFFIX` in an llbuild manifest.
    static func arguments(of name: String, suffix: String, in manifest: String) -> [String]? {
        var inCommand = false
        for line in manifest.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("  \"") {
                inCommand = line.hasPrefix("  \"C.\(name)-") && line.hasSuffix("\(suffix)\":")
                continue
            }
            guard inCommand, let range = line.range(of: "    args: ") else { continue }
            let json = Data(line[range.upperBound...].utf8)
            return try? JSONDecoder().decode([String].self, from: json)
        }
        return nil
    }

    /// A module's compiler arguments less what a quick build makes
    /// otherwise: the module, dependency, index, header and incremental
    /// outputs, the parallel jobs and the list of sources.
    static func compileArguments(_ arguments: [String]) -> [String] {
        let dropped: Set<String> = [
            "-emit-dependencies", "-emit-module", "-incremental", "-enable-batch-mode", "-serialize-diagnostics",
            "-parseable-output", "-emit-objc-header", "-whole-module-optimization", "-wmo"
        ]
        let droppedWithValue: Set<String> = ["-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path", "-o"]
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if dropped.contains(argument) || argument.hasPrefix("@") { continue }
            if argument.hasPrefix("-j"), Int(argument.dropFirst(2)) != nil { continue }
            if droppedWithValue.contains(argument) {
                index += 1
                continue
            }
            result.append(argument)
        }
        return result
    }

    /// The runner's link arguments less its output and its list of objects;
    /// `nil` without them.
    static func linkArguments(_ arguments: [String]) -> [String]? {
        guard let output = arguments.firstIndex(of: "-o"), output + 1 < arguments.count,
            arguments.contains(where: { $0.hasPrefix("@") })
        else { return nil }
        var result = arguments
        result.removeSubrange(output...(output + 1))
        result.removeAll { $0.hasPrefix("@") }
        return result
    }

    /// The arguments that link the package's objects into the shared library.
    func libraryArguments(output: URL, objectList: URL) -> [String] {
        var result = linkArguments
        result.removeAll { $0 == "-emit-executable" }
        // `-Xlinker --defsym -Xlinker main=…`: the runner's entry point.
        if let defsym = result.firstIndex(of: "--defsym"), defsym > 0, defsym + 2 < result.count {
            result.removeSubrange((defsym - 1)...(defsym + 2))
        }
        return result + ["-emit-library", "-o", output.path, "@" + objectList.path]
    }

    /// The arguments that link the runner: its objects and the user's,
    /// against the shared library in `directory`.
    func runnerArguments(output: URL, directory: URL) -> [String] {
        linkArguments + ["-o", output.path] + runnerObjects + modules.flatMap(\.objects)
            + ["-L", directory.path, "-l" + libraryName, "-Xlinker", "-rpath", "-Xlinker", directory.path]
    }
}
