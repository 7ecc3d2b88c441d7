import AnimationPreview
import AnimationPreviewTools
import Foundation
import TestSupport
import Testing

/// The package root.
private let packageRoot = TestPaths.packageRoot

/// The manifest a SwiftUI package gets on Linux: one dependency, conditioned
/// on Linux, as the README shows it (a path to this checkout instead of its
/// URL, so the package's identity is the checkout's folder name), and the
/// `XcodeOnLinux` plugin for the targets that need what Xcode does (Shelf's
/// model sees Combine through Foundation, its asset catalog is not a
/// resource). Shelf, ShelfKit and their tests depend on the packages users
/// have beside SwiftUI: swift-dependencies and swift-snapshot-testing (both
/// say `#if canImport(SwiftUI)`); Interop depends on nothing and says `#if
/// canImport(SwiftUI)`. A macro package (swift-case-paths) is resolved
/// beside this one by ``EndToEnd/UserPackageTests/aMacroPackageResolvesBesideIt()``
/// rather than built here: building its macros compiles swift-syntax, which
/// tests SwiftPM rather than this package and took a third of this test's
/// time. swift-dependencies goes without its trait
/// `CombineSchedulers`, as the README says: in Swift 6 mode it uses
/// `DispatchQueue`'s and `RunLoop`'s `Scheduler` conformances in public API
/// with an internal `import Combine`, which builds only where the
/// conformances are Dispatch's and Foundation's (Apple's platforms).
private func manifest(identity: String) -> String {
    let swiftUI = ".product(name: \"SwiftUI\", package: \"\(identity)\", condition: .when(platforms: [.linux]))"
    let xcode = ".plugin(name: \"XcodeOnLinux\", package: \"\(identity)\")"
    return """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Apps",
            platforms: [.iOS(.v17), .macOS(.v14)],
            dependencies: [
                .package(path: \(swiftLiteral(packageRoot.path))),
                .package(
                    url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.0",
                    traits: ["Clocks", "Foundation", "FoundationNetworking"]
                ),
                .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
            ],
            targets: [
                .executableTarget(
                    name: "Shelf",
                    dependencies: [
                        \(swiftUI), "ShelfKit",
                        .product(name: "Dependencies", package: "swift-dependencies"),
                    ],
                    swiftSettings: [.swiftLanguageMode(.v5)],
                    plugins: [\(xcode)]
                ),
                .target(name: "ShelfKit", dependencies: [\(swiftUI)], resources: [.process("Resources")], plugins: [\(xcode)]),
                .target(name: "Interop"),
                .testTarget(
                    name: "ShelfTests",
                    dependencies: [
                        "Shelf", "ShelfKit", "Interop",
                        .product(name: "SwiftAnimationTesting", package: "\(identity)", condition: .when(platforms: [.linux])),
                        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                        .product(name: "Dependencies", package: "swift-dependencies"),
                    ],
                    exclude: ["__Snapshots__"],
                    plugins: [\(xcode)]
                ),
                .executableTarget(
                    name: "Tally",
                    dependencies: [.product(name: "SwiftUI", package: "\(identity)", condition: .when(platforms: [.linux]))],
                    swiftSettings: [.swiftLanguageMode(.v5)]
                ),
                .executableTarget(
                    name: "Journal",
                    dependencies: [.product(name: "SwiftUI", package: "\(identity)", condition: .when(platforms: [.linux]))],
                    swiftSettings: [.swiftLanguageMode(.v6)]
                ),
                .executableTarget(
                    name: "Hollow",
                    dependencies: [.product(name: "SwiftUI", package: "\(identity)", condition: .when(platforms: [.linux]))]
                ),
            ]
        )

        """
}

/// The manifest of a package whose dependencies have macros, beside this
/// package as users depend on it (its `#Preview` macros built from
/// swift-syntax, not prebuilt): swift-case-paths' `CasePaths` and
/// swift-dependencies' `DependenciesMacros`, as The Composable Architecture
/// brings them.
private func macroManifest(identity: String) -> String {
    """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
        name: "MacroApps",
        platforms: [.iOS(.v17), .macOS(.v14)],
        dependencies: [
            .package(path: \(swiftLiteral(packageRoot.path))),
            .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
            .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.0"),
        ],
        targets: [
            .executableTarget(
                name: "MacroApp",
                dependencies: [
                    .product(name: "SwiftUI", package: "\(identity)", condition: .when(platforms: [.linux])),
                    .product(name: "CasePaths", package: "swift-case-paths"),
                    .product(name: "DependenciesMacros", package: "swift-dependencies"),
                ]
            )
        ]
    )

    """
}

/// A Swift string literal of a path.
private func swiftLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

extension EndToEnd {
    /// A SwiftUI package with its sources untouched builds on Linux by adding
    /// the SwiftUI product, from a clean folder, and its apps run.
    ///
    /// The `#Preview` macros come from the plugin built beside `animate`
    /// when there is one (`SWIFT_ANIMATION_MACROS_PLUGIN` and the compiler's
    /// `-load-plugin-executable`, as `animate preview`'s workspace takes
    /// them; the package's manifest and sources stay as they are), so that
    /// CI does not compile swift-syntax a third time. Without it, the build
    /// compiles swift-syntax as a user's first build does (measured: 172 to
    /// 194 s on two cores; README).
    ///
    /// Among the ``EndToEnd`` suites, one after another, although it shares no
    /// workspace with them and its programs run off Swift's pool
    /// (``runProgramOffThePool``): run beside them, its build overlapped their
    /// runs (the suites took 567 s instead of 648 s in CI) but slowed the
    /// ThreadSanitizer build beside the tests by more (605 s instead of 416 s),
    /// and CI ended 72 s later: two cores are busy either way.
    @Suite("A SwiftUI package, built unchanged", .serialized)
    struct UserPackageTests {
        @Test func itBuildsAndItsAppsRun() async throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let package = directory.appendingPathComponent("Apps")
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Package"), to: package)
            try Data(manifest(identity: packageRoot.lastPathComponent).utf8).write(to: package.appendingPathComponent("Package.swift"))

            var flags: [String] = [], environment: [String: String] = [:]
            if let plugin = PreviewWorkspace.macrosPlugin(besides: animate) {
                flags = ["-Xswiftc", "-load-plugin-executable", "-Xswiftc", plugin.path + "#SwiftUIMacros"]
                environment["SWIFT_ANIMATION_MACROS_PLUGIN"] = plugin.path
            }
            func swift(_ arguments: [String]) async throws -> Run {
                try await runProgramOffThePool("/usr/bin/env", ["swift"] + arguments + flags, in: package, environment: environment)
            }
            let build = try await swift(["build"])
            #expect(build.status == 0, "\(build.out)\n\(build.err)")
            guard build.status == 0 else { return }
            // The deprecated onChange(of:perform:) warns, as SwiftUI's does;
            // nothing else in the user's files does.
            let warnings = (build.out + build.err).split(separator: "\n").filter { $0.contains("/Apps/Sources/") && $0.contains("warning:") }
            #expect(warnings.allSatisfy { $0.contains("'onChange(of:perform:)' is deprecated") }, "\(warnings)")
            let bin = package.appendingPathComponent(".build/debug").path

            // Swift 5: the app's delegate hears the launch, the page is written.
            let tally = try await runProgramOffThePool(bin + "/Tally", [], in: package)
            #expect(tally.status == 0, "\(tally.err)")
            #expect(tally.out.contains("Tally: launched"))
            #expect(tally.out.contains("TallyApp: wrote TallyApp.html: the first window at 390 × 844"))
            #expect(tally.err.contains("warning: the app's commands (CommandMenu(\"Tally\")) are not shown"))
            #expect(read(package.appendingPathComponent("TallyApp.html")).contains("Add"))

            // Opened with a URL, as a link opens it: onOpenURL sets the count.
            let opened = try await runProgramOffThePool(
                bin + "/Tally", [], in: package,
                environment: [
                    "SWIFT_ANIMATION_OPEN_URL": "tally://count/9", "SWIFT_ANIMATION_OUTPUT": "opened.svg"
                ])
            #expect(opened.status == 0, "\(opened.err)")
            #expect(read(package.appendingPathComponent("opened.svg")).contains(">9<"))

            // Swift 6: @Observable in the environment, the scene's default size.
            let journal = try await runProgramOffThePool(bin + "/Journal", [], in: package)
            #expect(journal.status == 0, "\(journal.err)")
            #expect(journal.out.contains("JournalApp: wrote JournalApp.html: the first window at 320 × 480"))
            #expect(journal.err.contains("not shown: WindowGroup(id: \"entry\")"))
            let page = read(package.appendingPathComponent("JournalApp.html"))
            #expect(page.contains("First") && page.contains("Second"))

            // An app with no window group says so, with status 1; a bad
            // variable, status 2; neither writes a page.
            let hollow = try await runProgramOffThePool(bin + "/Hollow", [], in: package)
            #expect(hollow.status == 1)
            #expect(hollow.err.contains("error: the app's body has no WindowGroup, so there is no window to show (it has Settings)"))
            let badSize = try await runProgramOffThePool(bin + "/Tally", [], in: package, environment: ["SWIFT_ANIMATION_SIZE": "wide"])
            #expect(badSize.status == 2 && badSize.err.contains("SWIFT_ANIMATION_SIZE must be WIDTHxHEIGHT"))

            // Asked by a preview request, the app's own program lists its
            // #Previews (found in it at run time) and renders the one chosen.
            let request = package.appendingPathComponent("request.json"), result = package.appendingPathComponent("result.json")
            let badge = PreviewRequest(view: "Badge", format: .svg, output: package.appendingPathComponent("badge.svg").path, resultPath: result.path)
            try JSONEncoder().encode(badge).write(to: request)
            let previews = try await runProgramOffThePool(
                bin + "/Tally", [], in: package, environment: [AppLaunchOptions.previewRequestVariable: request.path])
            #expect(previews.status == 0, "\(previews.err)")
            let answer = try JSONDecoder().decode(PreviewResult.self, from: Data(contentsOf: result))
            #expect(answer.entries.map(\.name) == ["Tally", "Badge", "TallyApp"])
            #expect(answer.entries.first?.file == "Sources/Tally/TallyView.swift" && answer.entries.first?.line == 35)
            #expect(answer.status == .written && read(package.appendingPathComponent("badge.svg")).contains(">7<"))

            try await shelfRuns(bin: bin, in: package)

            // After a change to any kind of file the package builds again,
            // and its tests run: Interop, which depends on nothing, is then
            // compiled after this package's modules (it sees SwiftUI, UIKit
            // and Combine), swift-dependencies overrides a dependency,
            // swift-snapshot-testing checks a snapshot.
            for file in [
                "Sources/Interop/Interop.swift", "Sources/Shelf/ShelfModel.swift", "Sources/Shelf/ShelfView.swift",
                "Sources/Shelf/Assets.xcassets/moon.colorset/Contents.json", "Sources/ShelfKit/Resources/books.json",
                "Sources/ShelfKit/ShelfKitCatalog.swift", "Tests/ShelfTests/ShelfTests.swift"
            ] {
                let url = package.appendingPathComponent(file)
                try writeAsNewVersion(try Data(contentsOf: url), to: url)
            }
            let again = try await swift(["build", "--build-tests"])
            #expect(again.status == 0, "\(again.out)\n\(again.err)")
            let tests = try await swift(["test", "--skip-build"])
            #expect(tests.status == 0 && tests.out.contains("Test run with 7 tests in 1 suite passed"), "\(tests.out)\n\(tests.err)")
        }

        /// A package whose dependencies have macros resolves beside this
        /// one: swift-syntax, which this package's `#Preview` macros and
        /// theirs both need, gets one version that all of them accept.
        @Test func aMacroPackageResolvesBesideIt() async throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let package = directory.appendingPathComponent("MacroApps")
            try FileManager.default.createDirectory(
                at: package.appendingPathComponent("Sources/MacroApp"), withIntermediateDirectories: true)
            try Data(macroManifest(identity: packageRoot.lastPathComponent).utf8).write(to: package.appendingPathComponent("Package.swift"))
            try Data("print(1)\n".utf8).write(to: package.appendingPathComponent("Sources/MacroApp/main.swift"))
            let resolve = try await runProgramOffThePool("/usr/bin/env", ["swift", "package", "resolve"], in: package)
            #expect(resolve.status == 0, "\(resolve.out)\n\(resolve.err)")
            let pins = read(package.appendingPathComponent("Package.resolved"))
            for identity in ["swift-syntax", "swift-case-paths", "swift-dependencies"] {
                #expect(pins.contains("\"identity\" : \"\(identity)\""), "\(identity) is not resolved: \(pins)")
            }
        }

        /// Shelf: a model that imports only Foundation declares an
        /// `ObservableObject` (the plugin's aliases), its catalog (not a
        /// resource) gives symbols, a group's and a namespace's images and
        /// a color; ShelfKit's declared resources come through
        /// `Bundle.module`.
        private func shelfRuns(bin: String, in package: URL) async throws {
            let shelf = try await runProgramOffThePool(bin + "/Shelf", [], in: package, environment: ["SWIFT_ANIMATION_OUTPUT": "shelf.svg"])
            #expect(shelf.status == 0, "\(shelf.err)")
            #expect(!shelf.err.contains("No image named"), "\(shelf.err)")
            let drawn = read(package.appendingPathComponent("shelf.svg"))
            for image in ["cover", "apple", "Flags/France", "spine"] {
                #expect(drawn.contains("data-image=\"\(image)\""), "\(image) is not drawn")
            }
            #expect(drawn.contains("rgb(179,204,230)"), "Color.moon is not drawn")
            #expect(drawn.contains(">Emma<") && drawn.contains(">3 in the catalog<"))
        }
    }
}
