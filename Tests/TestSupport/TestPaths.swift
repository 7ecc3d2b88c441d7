import Foundation

/// Where the tests' files are, found from this file's real path (the
/// ThreadSanitizer package, `Sanitize/`, reaches the tests through links),
/// so that a test file can move between folders.
public enum TestPaths {
    /// The package's folder.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The tests' folder, `Tests/`.
    public static let tests: URL = packageRoot.appendingPathComponent("Tests")

    /// The assets folder of the tests (see `Tests/Fixtures/README.md`).
    public static let fixtureAssets: URL = tests.appendingPathComponent("Fixtures/Assets")
}
