import AnimationProcess
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Builds of the workspace that change only the text of the user's files,
/// without SwiftPM (``QuickBuildPlan``).
extension PreviewWorkspace {
    /// The folder of quick builds: the plan, the shared library of the
    /// package, the user's modules' objects and interfaces, the runner.
    var quickDirectory: URL { directory.appendingPathComponent(".build/animate-quick") }
    var quickPlanFile: URL { quickDirectory.appendingPathComponent("plan.json") }
    var quickModulesDirectory: URL { quickDirectory.appendingPathComponent("Modules") }
    /// The program of the last quick build, if the last build was quick.
    var quickExecutable: URL { quickDirectory.appendingPathComponent("PreviewRunner") }

    /// Removes the last quick build's program, plan and objects (a
    /// `swift build` is about to replace them), keeping the shared library.
    func discardQuickBuild() {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: quickDirectory.path)) ?? []
        for name in files where !(name.hasPrefix("lib") && name.hasSuffix(".so")) {
            try? FileManager.default.removeItem(at: quickDirectory.appendingPathComponent(name))
        }
    }

    /// A stamp of files: their paths, sizes and modification times.
    static func stamp(of paths: [String]) -> String {
        var text = ""
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? -1
            text += "\(path)|\(size)|\(time)\n"
        }
        return String(text.hashValueStable, radix: 36)
    }

    /// The stamp of the package's sources and manifest: a change to either
    /// needs SwiftPM to compile the package again.
    var packageSourcesStamp: String {
        let sources = packageRoot.appendingPathComponent("Sources")
        let relative = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).sorted()
        return Self.stamp(of: [packageRoot.appendingPathComponent("Package.swift").path] + relative.map { sources.path + "/" + $0 })
    }

    /// A hash of the texts of files.
    static func contentHash(of paths: [String]) -> String {
        let text = paths.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "\u{0}missing \($0)" }.joined(separator: "\u{1}")
        return String(text.hashValueStable, radix: 36)
    }

    /// The names of the Swift files in a module's folder, sorted.
    func swiftFileNames(of module: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory(of: module).path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Hashes of the manifest's and the runner's texts, as written.
    var manifestHash: String { Self.contentHash(of: [directory.appendingPathComponent("Package.swift").path]) }
    var runnerHash: String { Self.contentHash(of: [runnerDirectory.appendingPathComponent("main.swift").path]) }

    /// Makes the plan of the `swift build` that just succeeded, or removes
    /// the old one when SwiftPM's records cannot be read.
    func recordQuickBuildPlan(modules: [Module]) {
        discardQuickBuild()
        let build = directory.appendingPathComponent(".build")
        guard let llbuild = try? String(contentsOf: build.appendingPathComponent("debug.yaml"), encoding: .utf8),
            let list = try? String(contentsOf: build.appendingPathComponent("debug/PreviewRunner.product/Objects.LinkFileList"), encoding: .utf8),
            let commands = QuickBuildPlan.commands(llbuildManifest: llbuild, modules: modules, linkFileList: list)
        else { return }
        var plans: [QuickBuildPlan.ModulePlan] = []
        for module in Self.dependencyOrder(modules) {
            let sourcesList = build.appendingPathComponent("debug/\(module.name).build/sources")
            guard let arguments = commands.compile[module.name], let objects = commands.objects.user[module.name],
                let text = try? String(contentsOf: sourcesList, encoding: .utf8)
            else { return }
            let sources = QuickBuildPlan.paths(inList: text)
            plans.append(
                QuickBuildPlan.ModulePlan(
                    name: module.name, dependencies: module.dependencies, arguments: arguments, sources: sources,
                    fileNames: swiftFileNames(of: module.name), contentHash: Self.contentHash(of: sources), objects: objects))
        }
        let plan = QuickBuildPlan(
            manifestHash: manifestHash, runnerHash: runnerHash, packageStamp: packageSourcesStamp, modules: plans,
            runnerObjects: commands.objects.runner, packageObjects: commands.objects.package, linkArguments: commands.link,
            libraryName: "PreviewPackage-" + Self.stamp(of: commands.objects.package))
        try? save(plan)
    }

    func save(_ plan: QuickBuildPlan) throws {
        try FileManager.default.createDirectory(at: quickDirectory, withIntermediateDirectories: true)
        try JSONEncoder().encode(plan).write(to: quickPlanFile, options: .atomic)
    }

    /// The modules, each after those of the others it imports.
    static func dependencyOrder(_ modules: [Module]) -> [Module] {
        var result: [Module] = []
        var placed: Set<String> = []
        func place(_ module: Module, _ visiting: Set<String>) {
            guard !placed.contains(module.name), !visiting.contains(module.name) else { return }
            for name in module.dependencies {
                if let dependency = modules.first(where: { $0.name == name }) { place(dependency, visiting.union([module.name])) }
            }
            placed.insert(module.name)
            result.append(module)
        }
        for module in modules { place(module, []) }
        return result
    }

    /// Builds without SwiftPM when the last plan still applies; `nil` when
    /// it does not (or a link fails), and SwiftPM must build.
    func quickBuild() -> BuildOutput? {
        #if os(Linux)
        let start = Date()
        guard let data = try? Data(contentsOf: quickPlanFile), var plan = try? JSONDecoder().decode(QuickBuildPlan.self, from: data),
            plan.manifestHash == manifestHash, plan.runnerHash == runnerHash || plan.runner != nil,
            plan.modules.allSatisfy({ swiftFileNames(of: $0.name) == $0.fileNames }),
            plan.packageStamp == packageSourcesStamp,
            plan.seed.map({ FileManager.default.fileExists(atPath: $0 + "/Modules/SwiftUI.swiftmodule") }) ?? true
        else { return nil }
        var output = ""
        guard (try? FileManager.default.createDirectory(at: quickModulesDirectory, withIntermediateDirectories: true)) != nil,
            ensureLibrary(plan, output: &output)
        else { return nil }
        var rebuilt: Set<String> = []
        for index in plan.modules.indices {
            let module = plan.modules[index]
            let hash = Self.contentHash(of: module.sources)
            guard hash != module.contentHash || module.dependencies.contains(where: rebuilt.contains) else { continue }
            rebuilt.insert(module.name)
            let object = quickDirectory.appendingPathComponent("\(module.name).o")
            let interface = quickModulesDirectory.appendingPathComponent("\(module.name).swiftmodule")
            // The interface only for the user's modules that import it (the
            // runner's object is not compiled again): 0.24 s instead of 0.4.
            let imported = plan.runner != nil || plan.modules.contains { $0.dependencies.contains(module.name) }
            let arguments =
                [module.arguments[0], "-I", quickModulesDirectory.path] + module.arguments.dropFirst() + ["-wmo", "-o", object.path]
                + (imported ? ["-emit-module", "-emit-module-path", interface.path, "-no-emit-module-separately-wmo"] : [])
                + module.sources
            let run = Self.run(arguments)
            output += run.output
            guard run.succeeded else {
                // Built again next time, with whatever imports it.
                plan.modules[index].contentHash = ""
                try? save(plan)
                return BuildOutput(succeeded: false, output: output, seconds: Date().timeIntervalSince(start), quick: true)
            }
            plan.modules[index].contentHash = hash
            plan.modules[index].objects = [object.path]
        }
        guard compileRunner(&plan, output: &output) else { return nil }
        let temporary = quickDirectory.appendingPathComponent("PreviewRunner.new")
        let link = Self.run(plan.runnerArguments(output: temporary, directory: quickDirectory) + Self.fastLinker(plan))
        // rename(2): a program started from the old file keeps it.
        guard link.succeeded, rename(temporary.path, quickExecutable.path) == 0 else {
            // Not the user's error: SwiftPM builds, and plans again.
            return nil
        }
        try? save(plan)
        return BuildOutput(succeeded: true, output: output + link.output, seconds: Date().timeIntervalSince(start), quick: true)
        #else
        return nil
        #endif
    }

    /// Compiles the runner of a plan that compiles it (a seeded one) when
    /// its text changed or its object is missing; `false` when that fails
    /// (not the user's error: SwiftPM builds).
    func compileRunner(_ plan: inout QuickBuildPlan, output: inout String) -> Bool {
        guard var runner = plan.runner else { return true }
        let object = quickDirectory.appendingPathComponent("PreviewRunner.o")
        let hash = Self.contentHash(of: runner.sources)
        if hash == runner.contentHash, FileManager.default.fileExists(atPath: object.path) { return true }
        let run = Self.run(
            [runner.arguments[0], "-I", quickModulesDirectory.path] + runner.arguments.dropFirst() + ["-wmo", "-o", object.path] + runner.sources)
        output += run.output
        guard run.succeeded else { return false }
        runner.contentHash = hash
        runner.objects = [object.path]
        plan.runner = runner
        plan.runnerObjects = [object.path]
        plan.runnerHash = runnerHash
        return true
    }

    /// Links the package's objects into the plan's shared library unless
    /// it is there, removing older ones.
    func ensureLibrary(_ plan: QuickBuildPlan, output: inout String) -> Bool {
        let file = "lib\(plan.libraryName).so"
        let library = quickDirectory.appendingPathComponent(file)
        if FileManager.default.fileExists(atPath: library.path) { return true }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: quickDirectory.path)) ?? []
        where name.hasPrefix("libPreviewPackage-") && name != file {
            try? FileManager.default.removeItem(at: quickDirectory.appendingPathComponent(name))
        }
        let list = quickDirectory.appendingPathComponent("package-objects.txt")
        let temporary = quickDirectory.appendingPathComponent(file + ".new")
        guard (try? Data(plan.packageObjects.joined(separator: "\n").utf8).write(to: list)) != nil else { return false }
        let run = Self.run(plan.libraryArguments(output: temporary, objectList: list) + Self.fastLinker(plan))
        guard run.succeeded, rename(temporary.path, library.path) == 0 else {
            output += run.output
            return false
        }
        return true
    }

    /// `-use-ld=lld` when the toolchain has lld beside `swiftc` (it links
    /// the runner in 0.14 s where gold takes 0.29 s).
    static func fastLinker(_ plan: QuickBuildPlan) -> [String] {
        guard let swiftc = plan.linkArguments.first else { return [] }
        let lld = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("ld.lld")
        return FileManager.default.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld"] : []
    }

    /// Runs a command (the first argument is the program) and collects
    /// what it printed.
    static func run(_ arguments: [String]) -> (succeeded: Bool, output: String) {
        let child = ChildProcess(executable: arguments[0], arguments: Array(arguments.dropFirst()), timeLimit: 600)
        guard let outcome = try? child.run() else { return (false, "error: could not run \(arguments[0])\n") }
        return (outcome.succeeded, outcome.standardError + outcome.standardOutput)
    }
}
