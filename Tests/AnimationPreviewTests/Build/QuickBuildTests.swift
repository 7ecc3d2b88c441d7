import AnimationPreview
import Foundation
import TestSupport
import Testing

@testable import AnimationPreviewTools

@Suite("Quick builds: SwiftPM's commands read back")
struct QuickBuildPlanTests {
    /// Two commands as SwiftPM 6 writes them in `.build/debug.yaml`.
    static let llbuild = """
        commands:
          "C.PreviewedFiles-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/w/Sources/PreviewedFiles/A.swift"]
            args: ["/opt/swift/usr/bin/swiftc","-module-name","PreviewedFiles","-emit-dependencies","-emit-module","-emit-module-path","/w/Modules/PreviewedFiles.swiftmodule","-output-file-map","/w/map.json","-parse-as-library","-incremental","-c","@/w/PreviewedFiles.build/sources","-I","/w/Modules","-enable-batch-mode","-index-store-path","/w/index","-Onone","-j2","-DDEBUG","-parseable-output","-swift-version","5","-g"]
          "C.PreviewedFilesExtra-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            args: ["/opt/swift/usr/bin/swiftc","-module-name","PreviewedFilesExtra"]
          "C.PreviewRunner-x86_64-unknown-linux-gnu-debug.exe":
            tool: shell
            args: ["/opt/swift/usr/bin/swiftc","-lcairo","-L","/w","-o","/w/PreviewRunner","-module-name","PreviewRunner","-emit-executable","-Xlinker","--defsym","-Xlinker","main=PreviewRunner_main","@/w/PreviewRunner.product/Objects.LinkFileList","-g"]
        """

    @Test func aModulesCompilerArgumentsLoseTheirOutputsAndSources() throws {
        let arguments = try #require(QuickBuildPlan.arguments(of: "PreviewedFiles", suffix: "-debug.module", in: Self.llbuild))
        // The command of that module, not of the one whose name it begins.
        #expect(arguments.contains("-incremental"))
        #expect(
            QuickBuildPlan.compileArguments(arguments) == [
                "/opt/swift/usr/bin/swiftc", "-module-name", "PreviewedFiles", "-parse-as-library", "-c", "-I", "/w/Modules", "-Onone",
                "-DDEBUG", "-swift-version", "5", "-g"
            ])
        #expect(QuickBuildPlan.arguments(of: "Missing", suffix: "-debug.module", in: Self.llbuild) == nil)
    }

    @Test func theRunnerLinksAgainstTheSharedLibraryAndTheLibraryLosesTheEntryPoint() throws {
        let modules = [PreviewWorkspace.Module.default]
        let list = """
            /w/AnimationCore.build/Spring.swift.o
            /w/PreviewedFiles.build/A.swift.o
            /w/PreviewRunner.build/main.swift.o
            """
        let commands = try #require(QuickBuildPlan.commands(llbuildManifest: Self.llbuild, modules: modules, linkFileList: list))
        #expect(commands.objects.user == ["PreviewedFiles": ["/w/PreviewedFiles.build/A.swift.o"]])
        #expect(commands.objects.runner == ["/w/PreviewRunner.build/main.swift.o"])
        #expect(commands.objects.package == ["/w/AnimationCore.build/Spring.swift.o"])
        let plan = QuickBuildPlan(
            manifestHash: "m", runnerHash: "r", packageStamp: "p",
            modules: [
                .init(
                    name: "PreviewedFiles", dependencies: [], arguments: [], sources: [], fileNames: [], contentHash: "",
                    objects: ["/q/PreviewedFiles.o"])
            ],
            runnerObjects: commands.objects.runner, packageObjects: commands.objects.package, linkArguments: commands.link,
            libraryName: "PreviewPackage-x")
        let library = plan.libraryArguments(output: URL(fileURLWithPath: "/q/lib.so"), objectList: URL(fileURLWithPath: "/q/objects"))
        #expect(
            library == [
                "/opt/swift/usr/bin/swiftc", "-lcairo", "-L", "/w", "-module-name", "PreviewRunner", "-g", "-emit-library", "-o", "/q/lib.so",
                "@/q/objects"
            ])
        let runner = plan.runnerArguments(output: URL(fileURLWithPath: "/q/PreviewRunner"), directory: URL(fileURLWithPath: "/q"))
        #expect(runner.contains("main=PreviewRunner_main") && runner.contains("-lPreviewPackage-x"))
        #expect(
            runner.suffix(9) == [
                "/w/PreviewRunner.build/main.swift.o", "/q/PreviewedFiles.o", "-L", "/q", "-lPreviewPackage-x", "-Xlinker", "-rpath", "-Xlinker", "/q"
            ])
        #expect(!runner.contains { $0.hasPrefix("@") })
        // Without SwiftPM's runner command there is no plan (another format).
        #expect(QuickBuildPlan.commands(llbuildManifest: "commands:\n", modules: modules, linkFileList: list) == nil)
    }

    @Test func aMalformedStaleOrUnlinkablePlanLeavesTheBuildToSwiftPM() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quick-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("package")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: package.appendingPathComponent("Sources/A/a.swift"))
        let workspace = PreviewWorkspace(directory: root.appendingPathComponent("ws"), packageRoot: package, traits: [])
        try workspace.write(modules: [(.default, [(name: "V.swift", text: "let v = 1\n")])])
        // No plan, then a plan that is not JSON.
        #expect(workspace.quickBuild() == nil)
        try FileManager.default.createDirectory(at: workspace.quickDirectory, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: workspace.quickPlanFile)
        #expect(workspace.quickBuild() == nil)
        // A plan of these files whose commands cannot link (`false` stands
        // for the compiler and the linker): SwiftPM builds instead.
        var plan = QuickBuildPlan(
            manifestHash: workspace.manifestHash, runnerHash: workspace.runnerHash, packageStamp: workspace.packageSourcesStamp,
            modules: [
                .init(
                    name: "PreviewedFiles", dependencies: [], arguments: ["/bin/true"], sources: [],
                    fileNames: workspace.swiftFileNames(of: "PreviewedFiles"),
                    contentHash: "", objects: [])
            ],
            runnerObjects: [], packageObjects: [], linkArguments: ["/bin/false"], libraryName: "PreviewPackage-x")
        try workspace.save(plan)
        #expect(workspace.quickBuild() == nil)
        #expect(!FileManager.default.fileExists(atPath: workspace.quickExecutable.path))
        // The package's sources changed since the plan: SwiftPM builds.
        plan.linkArguments = ["/bin/true"]
        try workspace.save(plan)
        try Data("let a = 2, b = 3\n".utf8).write(to: package.appendingPathComponent("Sources/A/a.swift"))
        #expect(workspace.quickBuild() == nil)
    }

    /// `animate`'s two commands as SwiftPM writes them in a seed's manifest.
    static let seedManifest = """
        commands:
          "C.animate-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            args: ["/opt/swift/usr/bin/swiftc","-module-name","animate","-emit-dependencies","-emit-module","-emit-module-path","/s/Modules/animate.swiftmodule","-output-file-map","/s/map.json","-incremental","-c","@/s/animate.build/sources","-I","/s/Modules","-target","x86_64-unknown-linux-gnu","-Onone","-enable-testing","-j2","-DSWIFT_PACKAGE","-DDEBUG","-Xcc","-fmodule-map-file=/p/Sources/CCairo/module.modulemap","-I/usr/include/cairo","-module-cache-path","/s/ModuleCache","-parseable-output","-Xfrontend","-entry-point-function-name","-Xfrontend","animate_main","-swift-version","6","-DMCP","-DCairo","-g","-package-name","main"]
          "C.animate-x86_64-unknown-linux-gnu-debug.exe":
            tool: shell
            args: ["/opt/swift/usr/bin/swiftc","-lcairo","-L","/s","-o","/s/animate","-module-name","animate","-emit-executable","-Xlinker","--defsym","-Xlinker","main=animate_main","-Xlinker","-rpath=$ORIGIN","@/s/animate.product/Objects.LinkFileList","-g"]
        """

    @Test func aSeedGivesItsSearchPathsAndLinkButNotAnimatesNameTraitsOrEntryPoint() throws {
        let seeded = try #require(QuickBuildPlan.seeded(llbuildManifest: Self.seedManifest, configuration: "debug"))
        #expect(
            seeded.compile == [
                "/opt/swift/usr/bin/swiftc", "-c", "-I", "/s/Modules", "-target", "x86_64-unknown-linux-gnu", "-Onone", "-enable-testing",
                "-DSWIFT_PACKAGE", "-DDEBUG", "-Xcc", "-fmodule-map-file=/p/Sources/CCairo/module.modulemap", "-I/usr/include/cairo",
                "-module-cache-path", "/s/ModuleCache", "-g"
            ])
        #expect(
            seeded.link == [
                "/opt/swift/usr/bin/swiftc", "-lcairo", "-L", "/s", "-emit-executable", "-Xlinker", "-rpath=$ORIGIN", "-g"
            ])
        // Another configuration's commands, or none: no seed.
        #expect(QuickBuildPlan.seeded(llbuildManifest: Self.seedManifest, configuration: "release") == nil)
        #expect(QuickBuildPlan.seeded(llbuildManifest: "commands:\n", configuration: "debug") == nil)
    }

    @Test func onlyABuildInsideThePackageWithItsModulesSeedsAWorkspace() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("package")
        let folder = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("animate.product"), withIntermediateDirectories: true)
        let animate = folder.appendingPathComponent("animate")
        // Without the SwiftUI module and the manifest: not a seed.
        #expect(PreviewWorkspace.seedBuild(besides: animate, packageRoot: package) == nil)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Modules/SwiftUI.swiftmodule"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("animate.product/Objects.LinkFileList"))
        try Data(Self.seedManifest.utf8).write(to: package.appendingPathComponent(".build/debug.yaml"))
        #expect(PreviewWorkspace.seedBuild(besides: animate, packageRoot: package)?.path == folder.path)
        // Another package's checkout does not link against it.
        #expect(PreviewWorkspace.seedBuild(besides: animate, packageRoot: root.appendingPathComponent("other")) == nil)
        // A source newer than its `animate` makes it stale.
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("let a = 1\n".utf8).write(to: package.appendingPathComponent("Sources/A/a.swift"))
        try Data().write(to: animate)
        let workspace = PreviewWorkspace(directory: root.appendingPathComponent("ws"), packageRoot: package, traits: [], seedBuild: folder)
        #expect(workspace.seedIsCurrent(folder))
        // An article is not code: SwiftPM would not link `animate` again.
        try Data("# A".utf8).write(to: package.appendingPathComponent("Sources/A/A.md"))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: package.appendingPathComponent("Sources/A/A.md").path)
        #expect(workspace.seedIsCurrent(folder))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: package.appendingPathComponent("Sources/A/a.swift").path)
        #expect(!workspace.seedIsCurrent(folder))
        // Without the macros' plugin it seeds nothing either.
        #expect(!workspace.recordSeededPlan(modules: [.default]))
    }

    @Test func modulesAreBuiltAfterTheModulesTheyImport() {
        typealias Module = PreviewWorkspace.Module
        let order = PreviewWorkspace.dependencyOrder([
            Module(name: "App", dependencies: ["Screens", "Core"]), Module(name: "Screens", dependencies: ["Core"]), Module(name: "Core"),
            // A cycle (which SwiftPM rejects) still ends.
            Module(name: "X", dependencies: ["Y"]), Module(name: "Y", dependencies: ["X"])
        ])
        #expect(order.map(\.name) == ["Core", "Screens", "App", "Y", "X"])
    }
}

extension EndToEnd {
    @Suite(
        "Quick builds, end to end", .serialized,
        .enabled(if: FileManager.default.isExecutableFile(atPath: animate.path), "build `animate` first (swift build)")
    )
    struct QuickBuildEndToEndTests {
        static func source(_ title: String, _ style: String = ".blue") -> Data {
            Data(
                """
                import SwiftUI

                struct Edited: View {
                    var body: some View {
                        VStack { Text("\(title)"); Circle().fill(\(style)).frame(width: 40, height: 40) }
                    }
                }

                #Preview { Edited() }
                """.utf8)
        }

        /// A new workspace compiles only the user's file and the runner,
        /// linked against `animate`'s own build: SwiftPM never runs.
        @Test func aNewWorkspaceLinksAgainstAnimatesOwnBuild() throws {
            let seed = try #require(PreviewWorkspace.seedBuild(besides: animate, packageRoot: TestPaths.packageRoot), "animate's build folder")
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let workspace = PreviewWorkspace(
                directory: directory.appendingPathComponent("ws"), packageRoot: TestPaths.packageRoot, traits: PreviewWorkspace.compiledTraits,
                macrosPlugin: PreviewWorkspace.macrosPlugin(besides: animate), seedBuild: seed)
            let session = PreviewSession(workspace: workspace, log: { _ in }, diagnosticsOutput: { _ in })
            let file = directory.appendingPathComponent("Edited.swift")
            func preview(_ title: String) throws -> (PreviewOutcome, PreviewSession.Timings) {
                try Self.source(title).write(to: file)
                let output = directory.appendingPathComponent("out.svg").path
                return try session.run(PreviewOptions(files: [file.path], request: PreviewRequest(format: .svg, output: output)))
            }
            let (first, timings) = try preview("Seeded title")
            guard case .written = first else {
                Issue.record("\(first)")
                return
            }
            #expect(timings.quickBuild)
            #expect(!workspace.hasBuilt, "SwiftPM built the workspace")
            #expect(read(directory.appendingPathComponent("out.svg")).contains("Seeded title"))
            // The next edit compiles the file alone again.
            let (second, again) = try preview("Edited title")
            guard case .written = second else {
                Issue.record("\(second)")
                return
            }
            #expect(again.quickBuild && !workspace.hasBuilt)
            #expect(read(directory.appendingPathComponent("out.svg")).contains("Edited title"))
        }

        @Test func anEditedFileIsBuiltAloneAndItsErrorsAndFixesShow() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("Edited.swift")
            func preview() throws -> (run: Run, svg: String) {
                let run = try animateRun(["preview", "Edited.swift", "--format", "svg", "-o", "out.svg"], in: directory)
                return (run, read(directory.appendingPathComponent("out.svg")))
            }
            try Self.source("First title").write(to: file)
            let first = try preview()
            #expect(first.run.status == 0, "\(first.run.err)")
            #expect(first.svg.contains("First title"))
            // Only the text changed: no SwiftPM, and the program is the new one.
            try Self.source("Second title").write(to: file)
            let second = try preview()
            #expect(second.run.status == 0, "\(second.run.err)")
            #expect(second.run.out.contains("(changed files only)"), "\(second.run.out)")
            #expect(second.svg.contains("Second title") && !second.svg.contains("First title"))
            // An error is the user's, at their line, as from SwiftPM.
            try Self.source("Third title", ".bluee").write(to: file)
            let broken = try preview()
            #expect(broken.run.status == 1)
            #expect(broken.run.err.contains("Edited.swift:5:54: error: type 'ShapeStyle' has no member 'bluee'"), "\(broken.run.err)")
            // Fixed, it builds alone again.
            try Self.source("Fourth title").write(to: file)
            let fixed = try preview()
            #expect(fixed.run.status == 0, "\(fixed.run.err)")
            #expect(fixed.run.out.contains("(changed files only)"), "\(fixed.run.out)")
            #expect(fixed.svg.contains("Fourth title"))
        }
    }
}
