import Foundation
import Testing

@testable import AnimationPreview
@testable import AnimationPreviewTools

@Suite("animate previews: finding files, naming outputs, the manifest and the page")
struct GalleryPartsTests {
    /// A package's targets are modules; tests, plugins' manifests, build
    /// and hidden folders are not read; a plain folder is one module. The
    /// manifest is not read, so one that does not parse loses nothing.
    @Test func filesAreFoundByTarget() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "Sources/Core/Model.swift", "Sources/Core/Nested/Deep.swift", "Sources/My-App/View.swift", "Sources/SwiftUI/Clash.swift",
            "Tests/CoreTests/T.swift", "Sources/Core/.hidden/H.swift", "Sources/Core/Notes.md"
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(path)\n".utf8).write(to: url)
        }
        // Without a manifest: one module, every Swift file but tests'.
        let folder = try PreviewProject.files(at: root.path)
        #expect(folder.map(\.module) == Array(repeating: "PreviewedFiles", count: 4))
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let package = try PreviewProject.files(at: root.path + "/")
        #expect(package.map(\.module) == ["Core", "Core", "My_App", "SwiftUI_"])
        #expect(package.map { ($0.path as NSString).lastPathComponent } == ["Model.swift", "Deep.swift", "View.swift", "Clash.swift"])
        // A manifest that does not parse is not read either: the targets
        // are the folders of Sources.
        try Data("let package = Package(name: \"Broken\",\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        #expect(try PreviewProject.files(at: root.path).map(\.module) == ["Core", "Core", "My_App", "SwiftUI_"])
        #expect(throws: PreviewSession.UsageError.self) { try PreviewProject.files(at: root.path + "/missing") }
        #expect(try PreviewProject.files(at: root.appendingPathComponent("Sources/Core/Notes.md").path).isEmpty)
    }

    /// A repository of several apps: each folder with an `.xcodeproj` is a
    /// module named after it (two of one name are numbered); a local
    /// package's targets are modules; loose files share the default one.
    @Test func appsOfARepositoryAreModulesOfTheirOwn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("repo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "Day1/Day1.xcodeproj/project.pbxproj", "Day1/Day1/ContentView.swift", "Day2/Day2.xcodeproj/project.pbxproj",
            "Day2/Day2/ContentView.swift", "More/Day1/Day1.xcodeproj/project.pbxproj", "More/Day1/App.swift",
            "Kit/Package.swift", "Kit/Sources/KitUI/Button.swift", "Loose.swift"
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(path)\n".utf8).write(to: url)
        }
        let found = try PreviewProject.files(at: root.path)
        let modules = Dictionary(uniqueKeysWithValues: found.map { (String($0.path.dropFirst(root.path.count + 1)), $0.module) })
        #expect(
            modules == [
                "Day1/Day1/ContentView.swift": "Day1", "Day2/Day2/ContentView.swift": "Day2", "More/Day1/App.swift": "Day1_2",
                "Kit/Sources/KitUI/Button.swift": "KitUI", "Loose.swift": "PreviewedFiles"
            ])
        // No catalog here at all: no assets folder.
        #expect(PreviewProject.assetsFolder(for: root.path) == nil)
        // The apps' catalogs lie deeper than one level: the repository is
        // the assets folder, read at any depth.
        let catalog = root.appendingPathComponent("Day2/Day2/Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        #expect(PreviewProject.assetsFolder(for: root.path) == root.standardizedFileURL.path)
        // One level down, that folder.
        #expect(
            PreviewProject.assetsFolder(for: root.appendingPathComponent("Day2").path)
                == root.appendingPathComponent("Day2/Day2").standardizedFileURL.path)
    }

    /// Modules depend on the ones they import; the manifest has a target
    /// per module and the runner imports each.
    @Test func modulesFollowImports() {
        let files = [
            PreviewSourceFile(path: "Sources/Core/A.swift", source: "import Foundation\npublic struct A {}", module: "Core"),
            PreviewSourceFile(path: "Sources/UI/B.swift", source: "import SwiftUI\n@testable import Core\nimport struct Core.A", module: "UI")
        ]
        // Imports under `#if` do not make a file need their module; a
        // missing module is read off the compiler's error.
        let guarded = PreviewSourceFile(path: "G.swift", source: "#if canImport(UIKit)\nimport UIKit\n#endif\nimport PhotosUI\nimport SwiftUI")
        #expect(guarded.declarations.imports == ["UIKit", "PhotosUI", "SwiftUI"])
        #expect(guarded.declarations.unconditionalImports == ["PhotosUI", "SwiftUI"])
        let missing = CompilerDiagnostic.parse("/w/Sources/App/G.swift:4:8: error: no such module 'PhotosUI'\n")
        #expect(missing.compactMap(PreviewSession.missingModule) == ["PhotosUI"])
        let modules = PreviewSession.modules(of: files)
        #expect(modules == [PreviewWorkspace.Module(name: "Core"), PreviewWorkspace.Module(name: "UI", dependencies: ["Core"])])
        #expect(files[1].declarations.imports == ["SwiftUI", "Core"])
        let workspace = PreviewWorkspace(directory: URL(fileURLWithPath: "/ws"), packageRoot: URL(fileURLWithPath: "/pkg/checkout"), traits: [])
        let manifest = workspace.manifest(modules: modules)
        #expect(manifest.contains("name: \"UI\",\n            dependencies: [\n                \"Core\", .product(name: \"SwiftUI\""))
        #expect(manifest.contains("\"_previewedFilesMain_UI\""))
        #expect(manifest.contains("dependencies: [\"Core\", \"UI\", .product(name: \"AnimationPreview\""))
        let main = PreviewCandidates.main(modules: modules)
        #expect(main.contains("import Core\nimport UI\n"))
        #expect(main.contains("_PreviewRunner.main(_AnimatePreviewCandidates_Core.all() + _AnimatePreviewCandidates_UI.all())"))
        // Files of one name in two modules keep their names.
        #expect(
            PreviewSession.copyNames(files + [PreviewSourceFile(path: "x/A.swift", source: "", module: "UI")]) == ["A.swift", "B.swift", "A.swift"])
    }

    /// In one module, only the first `@main` stays (blanked in the copy,
    /// so that columns stay the user's).
    @Test func oneEntryPointPerModule() {
        let app = "import SwiftUI\n@main struct One: App { var body: some Scene { WindowGroup { Text(\"1\") } } }\n"
        let widget = "@main\nstruct Two: App { var body: some Scene { WindowGroup { Text(\"2\") } } }\n"
        let files = PreviewGallery.withOneEntryPointPerModule([
            PreviewSourceFile(path: "A.swift", source: app), PreviewSourceFile(path: "B.swift", source: widget),
            PreviewSourceFile(path: "C.swift", source: widget, module: "Widget")
        ])
        #expect(files[0].source == app)
        #expect(files[1].source == widget.replacingOccurrences(of: "@main", with: "     "))
        #expect(files[2].source == widget)
    }

    /// An app's resources: the files Xcode copies into its bundle, under
    /// the folders of its modules, by name (the first path wins), leaving
    /// out compiled bundles, localized folders, tests and hidden folders.
    @Test func resourcesAreTheAppsDataFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Moonshot/ContentView.swift", "Moonshot/Data/astronauts.json", "Moonshot/missions.json", "Moonshot/Info.plist",
            "Moonshot/Assets.xcassets/Contents.json", "Moonshot/en.lproj/Localizable.strings", "Moonshot/Sounds/ding.wav",
            "Moonshot/.hidden/secret.json", "MoonshotTests/fixture.json", "Moonshot/Notes.swift", "Other/missions.json"
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let sources = ["Moonshot/ContentView.swift", "Moonshot/Notes.swift"].map {
            PreviewSourceFile(path: root.appendingPathComponent($0).path, source: "", module: "Moonshot")
        }
        let found = PreviewResources.files(for: sources)
        #expect(found.map(\.name) == ["astronauts.json", "ding.wav", "missions.json"])
        #expect(found.first { $0.name == "missions.json" }?.path.hasSuffix("Moonshot/missions.json") == true)
        #expect(PreviewResources.commonFolder(of: ["/a/b/c/x.swift", "/a/b/y.swift"]) == "/a/b")
        #expect(PreviewResources.commonFolder(of: []) == nil)

        // The program is put beside them, in a folder of its own that
        // remove(_:) takes away; a folder with no resource files (an empty
        // Resources folder) gives none, and the program stays where it is.
        let program = root.appendingPathComponent("PreviewRunner")
        try Data("#!".utf8).write(to: program)
        let bundled = try #require(try PreviewResources.bundle(program, files: sources, copying: false))
        let folder = bundled.deletingLastPathComponent()
        #expect(folder.lastPathComponent.hasPrefix("animate-previews-"))
        let linked = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(linked == ["PreviewRunner", "astronauts.json", "ding.wav", "missions.json"])
        PreviewResources.remove(bundled)
        #expect(!FileManager.default.fileExists(atPath: folder.path) && FileManager.default.fileExists(atPath: program.path))
        let empty = root.appendingPathComponent("Empty/Resources")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let lone = [PreviewSourceFile(path: root.appendingPathComponent("Empty/View.swift").path, source: "", module: "Empty")]
        #expect(PreviewResources.files(for: lone).isEmpty)
        #expect(try PreviewResources.bundle(program, files: lone, copying: false) == nil)
    }

    /// Output names: file and preview, safe characters, unique ignoring case.
    @Test func outputNamesAreUnique() {
        let entries = [
            PreviewResult.Entry(name: "Card", kind: .preview, file: "V/Row.swift", line: 3),
            PreviewResult.Entry(name: "card", kind: .preview, file: "W/Row.swift", line: 9),
            PreviewResult.Entry(name: "Row.swift:12", kind: .preview, file: "V/Row.swift", line: 12),
            PreviewResult.Entry(name: "Dark / large", kind: .provider, file: "V/Row.swift", line: 20)
        ]
        #expect(PreviewGallery.outputNames(entries) == ["Row-Card", "Row-card-2", "Row-12", "Row-Dark---large"])
        let warnings = PreviewGallery.duplicateNameWarnings([
            PreviewManifest.Preview(name: "A", kind: "preview", file: "x.swift", line: 1, status: .rendered),
            PreviewManifest.Preview(name: "A", kind: "preview", file: "y.swift", line: 2, status: .rendered),
            PreviewManifest.Preview(name: "B", kind: "preview", file: "y.swift", line: 5, status: .rendered)
        ])
        #expect(warnings == ["2 previews are named 'A', at x.swift:1, y.swift:2: choose one by FILE:LINE"])
        // Of different modules: told apart by their files. Many: five named.
        let apps = (1...7).map {
            PreviewManifest.Preview(
                name: "ContentView_Previews", kind: "provider", file: "Day\($0)/ContentView.swift", line: 9, module: "Day\($0)", status: .rendered)
        }
        #expect(PreviewGallery.duplicateNameWarnings(apps).isEmpty)
        let same = (1...7).map { PreviewManifest.Preview(name: "P", kind: "preview", file: "F\($0).swift", line: 1, status: .rendered) }
        #expect(
            PreviewGallery.duplicateNameWarnings(same) == [
                "7 previews are named 'P', at F1.swift:1, F2.swift:1, F3.swift:1, F4.swift:1, F5.swift:1 and 2 more: choose one by FILE:LINE"
            ])
    }

    /// The manifest's JSON: versioned, stable (sorted keys), and read back
    /// equal; the page escapes what the user wrote.
    @Test func manifestAndPage() throws {
        var manifest = PreviewManifest(path: "App", format: "html")
        manifest.previews = [
            PreviewManifest.Preview(
                name: "<Card & \"co\">", kind: "preview", file: "App/Card.swift", line: 4, status: .notBuilt,
                errors: ["App/Card.swift:5:3: error: <bad>"])
        ]
        let json = try manifest.json()
        #expect(try JSONDecoder().decode(PreviewManifest.self, from: json) == manifest)
        #expect(String(decoding: json, as: UTF8.self).contains("\"schema\" : \"swift-animation/previews/3\""))
        // Version 2 only added fields: a version 1 manifest still reads.
        let first = Data(
            """
            {"schema": "swift-animation/previews/1", "path": "App", "format": "svg", "errors": [],
             "timings": {"build": 2, "render": 0.5}, "warnings": [],
             "previews": [{"name": "Card", "kind": "preview", "file": "App/Card.swift", "line": 4,
                           "status": "rendered", "frames": 1, "duration": 0, "outputs": {"file": "Card-Card.svg"}, "warnings": [], "errors": []}]}
            """.utf8)
        let old = try JSONDecoder().decode(PreviewManifest.self, from: first)
        #expect(old.schema == "swift-animation/previews/1" && old.previews.first?.outputs.file == "Card-Card.svg")
        #expect(old.previews.first?.id == nil && old.previews.first?.changed == nil && old.total == nil)
        #expect(try manifest.json() == json)
        #expect(!manifest.allRendered)
        let page = PreviewGalleryPage.html(manifest)
        #expect(page.contains("&lt;Card &amp; &quot;co&quot;&gt;"))
        #expect(page.contains("error: &lt;bad&gt;"))
        #expect(page.contains("<div class=\"place\">Card.swift:4"))
        #expect(page.contains("does not build"))
        #expect(PreviewManifest(path: "x", format: "svg").allRendered)
    }
}
