#if Live
@testable import AnimationLive
@testable import AnimationPreview
import AnimationViews
import Foundation
import Synchronization
import Testing

/// An app whose window counts taps.
private struct TapCountApp: App {
    var body: some Scene {
        WindowGroup { TapCount() }
    }
}

private struct TapCount: View {
    @State private var taps = 0

    var body: some View {
        Color.blue
            .overlay(Text("taps \(taps)"))
            .onTapGesture { taps += 1 }
    }
}

/// The frames the page saw, as it saw them.
private enum Frames {
    static let seen = Mutex<[String]>([])
}

/// What an app's `main()` does with the `Live` trait, in this process: its
/// window on a `LiveRunner`, its frames through a `LivePageServer`, a page's
/// messages back as taps.
@MainActor
@Suite("An app served live")
struct AppLiveTests {
    @Test func framesGoToThePageAndItsTapsComeBack() async throws {
        let options = try AppLaunchOptions(environment: ["SWIFT_ANIMATION_SIZE": "200x100"], liveAvailable: true)
        #expect(options.live)
        let (result, made) = AppRunner.host(TapCountApp(), name: "TapCountApp", options: options)
        let host = try #require(made)
        #expect(result.size == CGSize(width: 200, height: 100))
        let inbox = LiveInbox()
        let server = LivePageServer(page: "<html>page</html>", port: 0) { event in inbox.post(event) }
        // The server's port, or 0 when it could not start (its run threw
        // before it listened: answered once, never left waiting).
        let port = await withCheckedContinuation { (started: CheckedContinuation<Int, Never>) in
            let answered = Mutex(false)
            let answer: @Sendable (Int) -> Void = { port in
                let first = answered.withLock { was in
                    defer { was = true }
                    return !was
                }
                if first { started.resume(returning: port) }
            }
            Task.detached {
                do { try await server.run { port in answer(port) } } catch { answer(0) }
                answer(0)
            }
        }
        try #require(port > 0, "the page server did not start")
        // A page: it reads frames and clicks once the first arrives; when it
        // has seen the tap's frame, or the connection fails, the run ends.
        let page = Task.detached { () -> [String] in
            defer { inbox.end() }
            try? await WebSocketConnection.connect(port: port, path: "/ws") { connection in
                var connection = connection
                var seen: [String] = []
                while let text = try await connection.nextText() {
                    guard let frame = try? JSONDecoder().decode(LiveFrame.self, from: Data(text.utf8)), let svg = frame.svg else { continue }
                    let label = svg.contains(">taps 1<") ? "taps 1" : svg.contains(">taps 0<") ? "taps 0" : "other"
                    seen.append(label)
                    if label == "taps 0", seen.filter({ $0 == "taps 0" }).count == 1 { try await connection.send("tap 100,50") }
                    if label == "taps 1" { break }
                }
                seen.removeAll { $0 == "other" }
                Frames.seen.withLock { $0 = seen }
            }
            return Frames.seen.withLock { $0 }
        }
        // A guard against a hang (a frame that never comes): two minutes.
        let guardTask = Task.detached {
            try? await Task.sleep(for: .seconds(120))
            inbox.end()
        }
        defer { guardTask.cancel() }
        // The runner holds the main actor until the page has seen the tap.
        LiveRunner(host: host, frameRate: 60, inbox: inbox) { line in server.send(line, isError: false) }.run()
        let seen = await page.value
        #expect(seen.first == "taps 0", "\(seen)")
        #expect(seen.last == "taps 1", "\(seen)")
    }
}
#endif
