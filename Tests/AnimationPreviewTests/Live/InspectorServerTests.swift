#if Live
import AnimationCore
import AnimationExamples
import AnimationLive
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

/// A page's test script: on the first recording it presses "freeze here"
/// on the avatar's row at frame 12; on the recording that follows, it
/// reports what the page shows.
private let selfTest = """
    <script>
    (() => {
      if (inspection.freezes.length === 0) {
        show(12);
        document.querySelector('tr.animation button.freeze').click();
        return;
      }
      const row = document.querySelector('tr.animation');
      const report = document.createElement('pre');
      report.id = 'selftest';
      report.textContent = JSON.stringify({
        state: document.getElementById('inspection-state').textContent,
        removed: row.cells[6].textContent, counter: document.getElementById('counter').textContent });
      document.body.appendChild(report);
    })();
    </script>
    """

@MainActor
@Suite("The inspector's server", .enabled(if: Chromium.path != nil, "chromium is not installed"))
struct InspectorServerTests {
    /// Seed 004's avatar tapped at 0.1 s, recorded with the freezes.
    static func page(freezes: [AnimationFreeze]) throws -> String {
        var recorder = FrameRecorder(frameRate: 30, duration: 1)
        recorder.freezes = freezes
        let recording = recorder.record(ViewHost(Avatar(), size: CGSize(width: 200, height: 200)), events: [.tap(at: 0.1, CGPoint(x: 100, y: 100))])
        var player = HTMLPlayer(title: "Avatar")
        player.inspection = HTMLPlayer.Inspection(freezes: freezes)
        return try player.render(recording).replacingOccurrences(of: "</body>", with: selfTest + "</body>")
    }

    /// Starts a server; its port once it listens (the stream of ports ends
    /// if it fails), and its task.
    static func start(_ server: InspectorServer) async throws -> (Int, Task<Void, Never>) {
        let (ports, bound) = AsyncStream.makeStream(of: Int.self)
        let serving = Task {
            try? await server.run { port in bound.yield(port) }
            bound.finish()
        }
        var listening: Int?
        for await port in ports {
            listening = port
            break
        }
        return (try #require(listening, "the server did not start"), serving)
    }

    @Test func aBadRequestIsRefusedWithAMessageAndThePageStays() async throws {
        // The server's handling of `POST /record`, without the network (the
        // Chromium test below goes through it).
        let server = InspectorServer(page: "<p>first</p>", port: 0) { _, _ in .failure(.init("the view crashed: boom")) }
        let nonsense = await server.respond(toRecord: Data("nonsense".utf8))
        #expect(!nonsense.ok && nonsense.message.hasPrefix("the request is not"))
        let negative = await server.respond(toRecord: Data(#"{"freezes": [{"attribute": "A", "time": -1}]}"#.utf8))
        #expect(!negative.ok && negative.message == "a freeze needs an attribute and a time of 0 s or more")
        // A recording that fails says why; the last good page stays.
        let failed = await server.respond(toRecord: Data(#"{"freezes": []}"#.utf8))
        #expect(!failed.ok && failed.message == "the view crashed: boom")
        #expect(await server.page == "<p>first</p>")
    }

    @Test func freezingARowRecordsAgainAndThePageReloadsAtItsFrame() async throws {
        // The page asks for the freeze at frame 12 of 30 per second: 0.4 s.
        let frozen = AnimationFreeze(attribute: "Avatar › scaleEffect", time: 0.4)
        let pages = [false: try Self.page(freezes: []), true: try Self.page(freezes: [frozen])]
        let asked = Asked()
        let server = InspectorServer(page: pages[false]!, port: 0) { freezes, solo in
            asked.add(freezes)
            guard freezes == [frozen], solo == nil else { return .failure(.init("unexpected \(freezes) \(String(describing: solo))")) }
            return .success(pages[true]!)
        }
        let (port, serving) = try await Self.start(server)
        defer { serving.cancel() }
        let dom = try await Chromium.dumpDOM("http://127.0.0.1:\(port)/", virtualTimeBudget: 8000)
        #expect(asked.all == [[frozen]])
        let result = Chromium.selfTestReport(in: dom)
        try #require(result != nil, "\(dom.suffix(600))")
        #expect(result?["state"] as? String == "frozen: Avatar › scaleEffect from 0.4 s")
        #expect(result?["removed"] as? String == "still running")
        #expect(result?["counter"] as? String == "frame 12 / 30 (0.400 s)")
    }
}

/// What the server was asked to record.
private final class Asked: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [[AnimationFreeze]] = []
    func add(_ freezes: [AnimationFreeze]) { lock.withLock { requests.append(freezes) } }
    var all: [[AnimationFreeze]] { lock.withLock { requests } }
}

#endif
