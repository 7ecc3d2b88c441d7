import Foundation
import TestSupport
import Testing

// The documentation's code is in `Snippets/` (DocC shows it with
// `@Snippet`), so `swift build` compiles it. Each snippet checks its own
// numbers against closed forms in a part the documentation hides; this
// runs them. `HeadlessTesting.swift` is a test file: it is linked into this
// target and runs with the other tests.

/// The folder the test runner was built into, where SwiftPM also puts the
/// snippets' executables.
private let productsDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
private let snippetsDirectory = TestPaths.packageRoot.appendingPathComponent("Snippets")

@Suite("Documentation snippets")
struct SnippetTests {
    static var snippets: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: snippetsDirectory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test func everySnippetIsHere() {
        #expect(Self.snippets.count >= 5, "\(snippetsDirectory.path)")
    }

    @Test(arguments: snippets)
    func runs(_ name: String) throws {
        let executable = productsDirectory.appendingPathComponent(name)
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "\(executable.path) is missing: `swift build` builds the snippets"
        )
        let run = try runProgram(executable.path, [], timeLimit: 300)
        #expect(run.status == 0 && !run.timedOut, "\(name): \(run.err.prefix(2_000))")
    }
}
