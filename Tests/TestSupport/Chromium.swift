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
