import Foundation

/// Headless Chromium for the tests that open pages, if installed (`.ci/run`
/// installs Debian's `chromium`).
public enum Chromium {
    /// The browser's path, or `nil` when none is installed.
    public static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

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
