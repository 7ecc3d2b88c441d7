import AnimationPreview
import AnimationPreviewTools
import Foundation
import TestSupport
import Testing

/// The package root.
private let packageRoot = TestPaths.packageRoot

/// The manifest a SwiftUI package gets on Linux: one dependency, conditioned
/// on Linux, as the README shows it (a path to this checkout instead of its
/// URL, so the package's identity is the checkout's folder name).
private func manifest(identity: String) -> String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
        name: "Apps",
        platforms: [.iOS(.v17), .macOS(.v14)],
        dependencies: [
            .package(path: \(swiftLiteral(packageRoot.path))),
        ],
        targets: [
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
    @Suite("A SwiftUI package, built unchanged", .serialized)
    struct UserPackageTests {
        @Test func itBuildsAndItsAppsRun() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let package = directory.appendingPathComponent("Apps")
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Package"), to: package)
            try Data(manifest(identity: packageRoot.lastPathComponent).utf8).write(to: package.appendingPathComponent("Package.swift"))

            var arguments = ["swift", "build"], environment: [String: String] = [:]
            if let plugin = PreviewWorkspace.macrosPlugin(besides: animate) {
                arguments += ["-Xswiftc", "-load-plugin-executable", "-Xswiftc", plugin.path + "#SwiftUIMacros"]
                environment["SWIFT_ANIMATION_MACROS_PLUGIN"] = plugin.path
            }
            let build = try runProgram("/usr/bin/env", arguments, in: package, environment: environment)
            #expect(build.status == 0, "\(build.out)\n\(build.err)")
            guard build.status == 0 else { return }
            // The deprecated onChange(of:perform:) warns, as SwiftUI's does;
            // nothing else in the user's files does.
            let warnings = (build.out + build.err).split(separator: "\n").filter { $0.contains("/Apps/Sources/") && $0.contains("warning:") }
            #expect(warnings.allSatisfy { $0.contains("'onChange(of:perform:)' is deprecated") }, "\(warnings)")
            let bin = package.appendingPathComponent(".build/debug").path

            // Swift 5: the app's delegate hears the launch, the page is written.
            let tally = try runProgram(bin + "/Tally", [], in: package)
            #expect(tally.status == 0, "\(tally.err)")
            #expect(tally.out.contains("Tally: launched"))
            #expect(tally.out.contains("TallyApp: wrote TallyApp.html: the first window at 390 × 844"))
            #expect(tally.err.contains("warning: the app's commands (CommandMenu(\"Tally\")) are not shown"))
            #expect(read(package.appendingPathComponent("TallyApp.html")).contains("Add"))

            // Opened with a URL, as a link opens it: onOpenURL sets the count.
            let opened = try runProgram(
                bin + "/Tally", [], in: package,
                environment: [
                    "SWIFT_ANIMATION_OPEN_URL": "tally://count/9", "SWIFT_ANIMATION_OUTPUT": "opened.svg"
                ])
            #expect(opened.status == 0, "\(opened.err)")
            #expect(read(package.appendingPathComponent("opened.svg")).contains(">9<"))

            // Swift 6: @Observable in the environment, the scene's default size.
            let journal = try runProgram(bin + "/Journal", [], in: package)
            #expect(journal.status == 0, "\(journal.err)")
            #expect(journal.out.contains("JournalApp: wrote JournalApp.html: the first window at 320 × 480"))
            #expect(journal.err.contains("not shown: WindowGroup(id: \"entry\")"))
            let page = read(package.appendingPathComponent("JournalApp.html"))
            #expect(page.contains("First") && page.contains("Second"))

            // An app with no window group says so, with status 1; a bad
            // variable, status 2; neither writes a page.
            let hollow = try runProgram(bin + "/Hollow", [], in: package)
            #expect(hollow.status == 1)
            #expect(hollow.err.contains("error: the app's body has no WindowGroup, so there is no window to show (it has Settings)"))
            let badSize = try runProgram(bin + "/Tally", [], in: package, environment: ["SWIFT_ANIMATION_SIZE": "wide"])
            #expect(badSize.status == 2 && badSize.err.contains("SWIFT_ANIMATION_SIZE must be WIDTHxHEIGHT"))

            // Asked by a preview request, the app's own program lists its
            // #Previews (found in it at run time) and renders the one chosen.
            let request = package.appendingPathComponent("request.json"), result = package.appendingPathComponent("result.json")
            let badge = PreviewRequest(view: "Badge", format: .svg, output: package.appendingPathComponent("badge.svg").path, resultPath: result.path)
            try JSONEncoder().encode(badge).write(to: request)
            let previews = try runProgram(bin + "/Tally", [], in: package, environment: [AppLaunchOptions.previewRequestVariable: request.path])
            #expect(previews.status == 0, "\(previews.err)")
            let answer = try JSONDecoder().decode(PreviewResult.self, from: Data(contentsOf: result))
            #expect(answer.entries.map(\.name) == ["Tally", "Badge", "TallyApp"])
            #expect(answer.entries.first?.file == "Sources/Tally/TallyView.swift" && answer.entries.first?.line == 35)
            #expect(answer.status == .written && read(package.appendingPathComponent("badge.svg")).contains(">7<"))
        }
    }
}
