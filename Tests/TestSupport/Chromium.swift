import Foundation

/// Headless Chromium for the tests that open pages, if installed (`.ci/run`
/// installs Debian's `chromium`).
public enum Chromium {
    /// The browser's path, or `nil` when none is installed.
    public static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Opens a page headless and returns its DOM once `virtualTimeBudget`
    /// milliseconds of the page's virtual time have passed (timers and
    /// frames run in virtual time: nothing waits on the machine's speed).
    ///
    /// - Parameters:
    ///   - url: The page (a file or an `http://127.0.0.1` address).
    ///   - virtualTimeBudget: The page's time, in milliseconds.
    /// - Returns: The DOM, as HTML.
    public static func dumpDOM(_ url: String, virtualTimeBudget: Int = 3000) async throws -> String {
        guard let path else { return "" }
        return try await programOutput(
            path, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "--virtual-time-budget=\(virtualTimeBudget)", url])
    }

    /// What a page's test script reported: the JSON object it wrote into a
    /// `<pre id="selftest">`; `nil` without one.
    ///
    /// - Parameter dom: The DOM ``dumpDOM(_:virtualTimeBudget:)`` returned.
    public static func selfTestReport(in dom: String) -> [String: Any]? {
        guard let start = dom.range(of: "<pre id=\"selftest\">") else { return nil }
        let text = dom[start.upperBound...].prefix { $0 != "<" }
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
}

/// Runs a program and returns its standard output, without holding a
/// thread while it runs: the wait is its termination handler, so that a
/// test whose page is served from this process (an actor of the server's
/// needs a thread of the pool) cannot starve the pool on two cores.
///
/// - Parameters:
///   - executable: The program.
///   - arguments: Its arguments.
/// - Returns: What it printed on standard output.
public func programOutput(_ executable: String, _ arguments: [String]) async throws -> String {
    // Output in a file: a pipe nobody reads while the program runs could fill.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("program-output-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    let handle = try FileHandle(forWritingTo: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    return try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { _ in
            try? handle.close()
            let text = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            try? FileManager.default.removeItem(at: file)
            continuation.resume(returning: text)
        }
        do {
            try process.run()
        } catch {
            try? handle.close()
            try? FileManager.default.removeItem(at: file)
            continuation.resume(throwing: error)
        }
    }
}
