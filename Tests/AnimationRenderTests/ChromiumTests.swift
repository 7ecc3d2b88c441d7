import AnimationCore
import AnimationExamples
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

/// Headless Chromium, if installed (`.ci/run` installs Debian's `chromium`).
private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// Runs a program off the main actor (the suite is main-actor isolated, and
/// other main-actor tests, such as those that wait for timers, must keep
/// running meanwhile) and returns its output.
private func run(_ executable: String, _ arguments: [String]) async throws -> String {
    try await Task.detached {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }.value
}

/// `Tests/png.py`: reads PNG pixels with Python's zlib alone.
private let pngScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("png.py").path

/// A test-only script, appended to the page under test: it moves the
/// scrubber as a user would and reports what changed in a
/// `<pre id="selftest">` (the shipped player has no test hooks).
private let selfTest = """
<script>
(() => {
  const svg = document.getElementById('frame');
  const scrubber = document.getElementById('scrubber');
  const before = svg.innerHTML;
  scrubber.value = scrubber.max;
  scrubber.dispatchEvent(new Event('input'));
  const report = document.createElement('pre');
  report.id = 'selftest';
  report.textContent = JSON.stringify({
    frames: Number(scrubber.max) + 1, changed: svg.innerHTML !== before,
    counter: document.getElementById('counter').textContent });
  document.body.appendChild(report);
})();
</script>
"""

@MainActor
@Suite("HTML player in headless Chromium", .enabled(if: chromium != nil, "chromium is not installed"))
struct ChromiumTests {
    func page(testScript: String = "") throws -> URL {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        let recording = FrameRecorder(frameRate: 30, duration: 1).record(host, events: [.tap(at: 0.1, CGPoint(x: 100, y: 100))])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("player-\(UUID().uuidString).html")
        let html = try HTMLPlayer(title: "Avatar").render(recording).replacingOccurrences(of: "</body>", with: testScript + "</body>")
        try Data(html.utf8).write(to: url)
        return url
    }

    @Test func scrubberChangesTheFrameShown() async throws {
        let url = try page(testScript: selfTest)
        defer { try? FileManager.default.removeItem(at: url) }
        let dom = try await run(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                                      "--virtual-time-budget=3000", url.absoluteString])
        #expect(dom.contains("\"frames\":31"))
        #expect(dom.contains("\"changed\":true"))
        #expect(dom.contains("frame 30 / 30"))
    }

    @Test func screenshotIsNotBlank() async throws {
        let url = try page()
        let png = url.deletingPathExtension().appendingPathExtension("png")
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(at: png)
        }
        _ = try await run(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=400,400",
                                "--screenshot=\(png.path)", url.absoluteString + "#frame=15"])
        #expect(FileManager.default.fileExists(atPath: png.path))
        let colors = Int(try await run("/usr/bin/env", ["python3", pngScript, "colors", png.path]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(colors > 10, "the screenshot has \(colors) colors")
    }

    /// A page at version 1 whose watch script says `script`.
    func watchedPage(script: String) throws -> URL {
        let recording = FrameRecorder(frameRate: 30, duration: 1).record(ViewHost(Avatar(), size: CGSize(width: 200, height: 200)))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("watched-\(UUID().uuidString).html")
        let watch = HTMLPlayer.Watch(script: url.lastPathComponent + ".watch.js", version: "1")
        try Data(try HTMLPlayer(title: "Avatar", watch: watch).render(recording).utf8).write(to: url)
        try Data(script.utf8).write(to: URL(fileURLWithPath: url.path + ".watch.js"))
        return url
    }

    @Test func aWatchedPageReloadsForANewVersionAtItsFrame() async throws {
        // The script names version 2; the page on disk stays at version 1,
        // so after one reload the page waits instead of reloading again.
        let url = try watchedPage(script: HTMLPlayer.Watch.script(version: "2"))
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(atPath: url.path + ".watch.js")
        }
        let dom = try await run(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                                      "--virtual-time-budget=3000", url.absoluteString + "#frame=12"])
        #expect(dom.contains("reloaded at") && dom.contains(": the source changed</pre>"), "\(dom.suffix(300))")
        #expect(dom.contains("frame 12 / 30"))
    }

    @Test func aWatchedPageShowsAnErrorAndStays() async throws {
        let url = try watchedPage(script: HTMLPlayer.Watch.script(version: "1", error: "Dot.swift:3:5: error: <oops>"))
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(atPath: url.path + ".watch.js")
        }
        let dom = try await run(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                                      "--virtual-time-budget=3000", url.absoluteString])
        #expect(dom.contains("<pre id=\"watch-status\" class=\"status error\">Dot.swift:3:5: error: &lt;oops&gt;</pre>"), "\(dom.suffix(300))")
        #expect(!dom.contains("\">reloaded at"))
    }
}
