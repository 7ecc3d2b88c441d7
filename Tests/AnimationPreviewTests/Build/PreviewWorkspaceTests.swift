import Foundation
import TestSupport
import Testing

@testable import AnimationPreview
@testable import AnimationPreviewTools

@Suite("The preview workspace")
struct PreviewWorkspaceTests {
    @Test func theManifestDependsOnThePackageAndChangesWhenItsFilesDo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pkg-\(UUID().uuidString)/my-checkout")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("Sources/A/a.swift"))
        let workspace = PreviewWorkspace(directory: root.appendingPathComponent("ws"), packageRoot: root, traits: ["Cairo"])
        let manifest = workspace.manifest
        #expect(manifest.contains(".package(path: \"\(root.path)\", traits: [.defaults, \"Cairo\"])"))
        // Products are named by the checkout's folder, the package's
        // identity: the files depend on SwiftUI and Combine, as a user's
        // package does, in Swift 5 mode; their `@main` is renamed.
        #expect(manifest.contains(".product(name: \"SwiftUI\", package: \"my-checkout\")"))
        #expect(manifest.contains(".product(name: \"Combine\", package: \"my-checkout\")"))
        #expect(manifest.contains(".swiftLanguageMode(.v5)"))
        #expect(manifest.contains("\"-entry-point-function-name\", \"-Xfrontend\", \"_previewedFilesMain\","))
        // Combine is imported in every file, as Apple's Foundation brings it.
        #expect(manifest.contains("\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"Combine\""))
        // Editing a file changes nothing; adding one changes the manifest.
        try Data("let a = 2\n".utf8).write(to: root.appendingPathComponent("Sources/A/a.swift"))
        #expect(workspace.manifest == manifest)
        try Data("let b = 1\n".utf8).write(to: root.appendingPathComponent("Sources/A/b.swift"))
        #expect(workspace.manifest != manifest)
        #expect(!PreviewWorkspace(directory: root, packageRoot: root, traits: []).manifest.contains("traits:"))
        // With the macros animate was built with, the files load their plugin.
        let plugin = URL(fileURLWithPath: "/b/debug/SwiftUIMacros-tool")
        let prebuilt = PreviewWorkspace(directory: root, packageRoot: root, traits: [], macrosPlugin: plugin).manifest
        #expect(prebuilt.contains("\"-load-plugin-executable\", \"/b/debug/SwiftUIMacros-tool#SwiftUIMacros\""))
    }

    @Test func theMacrosPluginIsTheOneBesideAnimate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let animate = folder.appendingPathComponent("animate")
        #expect(PreviewWorkspace.macrosPlugin(besides: animate) == nil)
        let plugin = folder.appendingPathComponent("SwiftUIMacros-tool")
        #expect(FileManager.default.createFile(atPath: plugin.path, contents: Data(), attributes: [.posixPermissions: 0o755]))
        #expect(PreviewWorkspace.macrosPlugin(besides: animate)?.lastPathComponent == "SwiftUIMacros-tool")
    }

    @Test func aWorkspaceLivesBesideAnAnimateBuiltInThePackage() {
        let root = URL(fileURLWithPath: "/src/swift-animation")
        let inside = PreviewWorkspace.defaultDirectory(
            packageRoot: root, executable: URL(fileURLWithPath: "/src/swift-animation/.build/x86_64-unknown-linux-gnu/debug/animate"),
            traits: ["Cairo"])
        #expect(inside.path == "/src/swift-animation/.build/x86_64-unknown-linux-gnu/debug/preview-workspace-cairo")
        let installed = PreviewWorkspace.defaultDirectory(packageRoot: root, executable: URL(fileURLWithPath: "/usr/local/bin/animate"), traits: [])
        #expect(installed.path.contains("/swift-animation/preview-workspace-") && !installed.path.hasPrefix("/usr/local"))
        // The same package, the same cache, in every run.
        #expect(installed == PreviewWorkspace.defaultDirectory(packageRoot: root, executable: URL(fileURLWithPath: "/opt/animate"), traits: []))
    }

    /// A second preview waits for the first; one that waits past its limit
    /// is told who holds the workspace instead of waiting for ever; the
    /// programs a preview starts do not inherit the lock.
    @Test func theLockIsWaitedForWithALimitAndNotInherited() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ws-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = PreviewWorkspace(directory: directory, packageRoot: directory, traits: [])
        let inner: Result<Int, any Error> = try workspace.withLock {
            // A program started holding it sees no descriptor of the lock file.
            let descriptors = try runProgram("/bin/sh", ["-c", "ls -l /proc/self/fd/"], timeLimit: 60)
            #expect(descriptors.status == 0 && !descriptors.out.contains(".lock"), "\(descriptors.out)")
            return Result { try workspace.withLock(waitingAtMost: 0.2) { 1 } }
        }
        guard case .failure(let error) = inner else {
            Issue.record("a second holder got the lock while the first held it")
            return
        }
        let busy = try #require(error as? PreviewWorkspace.BusyError)
        #expect(busy.description.contains("in use by another preview (process \(getpid()))"), "\(busy)")
        #expect(busy.description.hasSuffix("waited 0 s"))
        // Held, a limit that is not a number or negative does not wait.
        let refused = try workspace.withLock {
            [Double.nan, -1].map { limit in (try? workspace.withLock(waitingAtMost: limit) { true }) == nil }
        }
        #expect(refused == [true, true])
        // Free again, every limit takes it at once.
        #expect(try [Double.nan, -1, .infinity].map { limit in try workspace.withLock(waitingAtMost: limit) { 2 } } == [2, 2, 2])
    }
}
