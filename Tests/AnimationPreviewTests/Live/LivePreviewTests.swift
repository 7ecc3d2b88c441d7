#if Live
import Foundation
import TestSupport
import Testing

/// Reads a file until a line matches, a wall-clock limit passes or the
/// process that writes it ends.
private func waitForLine(in file: URL, seconds: Double, from process: Process, where matches: (Substring) -> Bool) -> String? {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end, process.isRunning {
        if let line = read(file).split(separator: "\n").first(where: matches) { return String(line) }
        Thread.sleep(forTimeInterval: 0.2)
    }
    return nil
}

/// Chromium, driven through its DevTools protocol over the browser's
/// WebSocket; commands for a page go to the session attached to it.
private final class DevTools {
    private var connection: WebSocketConnection
    private var id = 0
    /// The session of the page, once attached.
    var session: String?

    init(_ connection: WebSocketConnection) {
        self.connection = connection
    }

    /// Calls a method and returns its result.
    func call(_ method: String, _ params: [String: any Sendable] = [:]) async throws -> [String: Any] {
        id += 1
        var command: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { command["sessionId"] = session }
        let message = try JSONSerialization.data(withJSONObject: command)
        try await connection.send(String(decoding: message, as: UTF8.self))
        while let text = try await connection.nextText() {
            guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                object["id"] as? Int == id
            else { continue }
            return object["result"] as? [String: Any] ?? [:]
        }
        return [:]
    }

    /// The value of a JavaScript expression, as a string.
    func evaluate(_ expression: String) async throws -> String {
        let result = try await call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        return ((result["result"] as? [String: Any])?["value"]).map { "\($0)" } ?? ""
    }
}

extension EndToEnd {
    @Suite(
        "animate preview --live in Chromium", .serialized,
        .enabled(if: chromium != nil && FileManager.default.isExecutableFile(atPath: animate.path), "needs chromium and animate")
    )
    struct LivePreviewTests {
        @Test func aClickOnThePageTapsTheRunningView() async throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let server = Process()
            server.executableURL = animate
            // A copy of the pie, to edit while it runs.
            let file = directory.appendingPathComponent("Pie.swift")
            let source = read(fixtures.appendingPathComponent("Pie.swift"))
            try Data(source.utf8).write(to: file)
            server.arguments = ["preview", file.path, "--live", "--port", "0"]
            let serverOutput = directory.appendingPathComponent("server.out")
            _ = FileManager.default.createFile(atPath: serverOutput.path, contents: nil)
            let serverErrors = directory.appendingPathComponent("server.err")
            _ = FileManager.default.createFile(atPath: serverErrors.path, contents: nil)
            server.standardOutput = try FileHandle(forWritingTo: serverOutput)
            server.standardError = try FileHandle(forWritingTo: serverErrors)
            try server.run()
            // SIGKILL: the test process blocks SIGTERM, and children inherit that.
            defer {
                kill(server.processIdentifier, SIGKILL)
                server.waitUntilExit()
            }
            // The first preview of this build compiles the package: minutes at most.
            let announced = try #require(
                waitForLine(in: serverOutput, seconds: 300, from: server) { $0.contains("live at http://") }, "\(read(serverErrors))")
            #expect(announced.contains(": Pie at 390 × 844;"))
            let url = try #require(announced.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))

            let browser = Process()
            browser.executableURL = URL(fileURLWithPath: chromium!)
            let profile = directory.appendingPathComponent("profile")
            browser.arguments = [
                "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0", "--remote-allow-origins=*",
                "--user-data-dir=\(profile.path)", "--window-size=800,1000", url
            ]
            browser.standardOutput = FileHandle.nullDevice
            browser.standardError = FileHandle.nullDevice
            try browser.run()
            // A browser or server that stops answering ends, and the calls below with it.
            killIfStillRunning(browser, after: 600)
            killIfStillRunning(server, after: 900)
            defer {
                kill(browser.processIdentifier, SIGKILL)
                browser.waitUntilExit()
            }
            // Chromium writes the port it chose, and its browser's path, to its profile.
            let portFile = profile.appendingPathComponent("DevToolsActivePort")
            let devPort = try #require(waitForLine(in: portFile, seconds: 90, from: browser) { Int($0) != nil }.flatMap { Int($0) })
            let browserPath = try #require(waitForLine(in: portFile, seconds: 90, from: browser) { $0.hasPrefix("/devtools/browser/") })

            try await WebSocketConnection.connect(port: devPort, path: browserPath) { connection in
                let tools = DevTools(connection)
                let targets = try await tools.call("Target.getTargets")["targetInfos"] as? [[String: Any]] ?? []
                let page = try #require(targets.first { $0["type"] as? String == "page" }?["targetId"] as? String)
                tools.session = try await tools.call("Target.attachToTarget", ["targetId": page, "flatten": true])["sessionId"] as? String
                func poll(_ expression: String, until done: (String) -> Bool) async throws -> String {
                    let end = Date().addingTimeInterval(90)
                    var value = ""
                    while Date() < end {
                        value = try await tools.evaluate(expression)
                        if done(value) { return value }
                        try await Task.sleep(for: .milliseconds(100))
                    }
                    return value
                }
                // The page got the view's first frame over its socket.
                let status = try await poll("document.getElementById('status').textContent") { $0.hasPrefix("live:") }
                #expect(status.hasPrefix("live:") && status.contains("frames received"), "\(status)")
                let before = try await tools.evaluate("document.getElementById('stage').innerHTML")
                #expect(before.contains(">17%<"), "\(before.prefix(300))")
                // A click at the middle of the view (the pie and its label are centered) taps it.
                let box = try await tools.evaluate("JSON.stringify(document.querySelector('#stage svg').getBoundingClientRect())")
                let rect = try #require(try JSONSerialization.jsonObject(with: Data(box.utf8)) as? [String: Double])
                let x = rect["x"]! + rect["width"]! / 2, y = rect["y"]! + rect["height"]! / 2
                for type in ["mousePressed", "mouseReleased"] {
                    _ = try await tools.call(
                        "Input.dispatchMouseEvent",
                        ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
                }
                // The 1.2 s animation runs on the wall clock; then the label reads 94 %.
                let after = try await poll("document.getElementById('stage').innerHTML") { $0.contains(">94%<") }
                #expect(after.contains(">94%<"), "\(after.prefix(300))")

                // An edit that does not compile: the page says so.
                try writeAsNewVersion(Data(source.replacingOccurrences(of: "PieView()", with: "PieView(").utf8), to: file)
                let broken = try await poll("document.getElementById('status').textContent") { $0.contains("error:") }
                #expect(broken.contains("Pie.swift:") && broken.contains("error:"), "\(broken)")
                // A good edit: compiled again, the view restarts (from its start).
                try writeAsNewVersion(Data(source.replacingOccurrences(of: "\"17%\"", with: "\"18%\"").utf8), to: file)
                let restarted = try await poll("document.getElementById('stage').innerHTML") { $0.contains(">18%<") }
                #expect(restarted.contains(">18%<"), "\(restarted.prefix(300))")
                #expect(try await tools.evaluate("document.getElementById('status').className") == "status")
            }
        }
    }
}
#endif
