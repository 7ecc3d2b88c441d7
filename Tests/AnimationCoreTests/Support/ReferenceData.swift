import Foundation

/// The independent truth data in `../shared/refdata`, read relative to the
/// package root. Tests that need it are skipped, with a message, when it is
/// absent.
enum ReferenceData {
    // The file's real path: Sanitize/ reaches these tests through a link.
    static let directory: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // AnimationCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("../shared/refdata")
        .standardizedFileURL

    static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    static func isAvailable(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url(name).path)
    }

    static func load<T: Decodable>(_ type: T.Type, from name: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: url(name)))
    }

    /// Browser-evaluated CSS cubic-bezier easing.
    struct BezierFile: Decodable {
        struct Case: Decodable {
            let name: String
            let p: [Double]
            let t: Double
            let progress: Double
            let t_browser: Double
            let exact: Double
        }
        let cases: [Case]
    }

    /// Closed-form damped springs, checked against an ODE integration.
    struct SpringFile: Decodable {
        struct Case: Decodable {
            let m, k, c, zeta, v0: Double
            let regime: String
            let x, v: [Double]
            let settling_time: Double
        }
        let times: [Double]
        let cases: [Case]
    }

    static let bezierName = "cubic_bezier_browser.json"
    static let springName = "spring_truth.json"
}
