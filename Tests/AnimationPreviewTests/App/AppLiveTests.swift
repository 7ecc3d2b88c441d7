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

/// What an app's `main()` does with the `Live` trait: its window on a
/// `LiveRunner`, its frames through a `LivePageServer`, a page's messages
/// back as taps.
///
/// The runner holds the main actor until the page has seen the tap, as an
/// app's `main()` holds the main thread, while the page and the server run
/// on Swift's shared pool. In the test process that is a trap: every other
/// main-actor test waits behind it, and a test on the pool that waits for
/// the main actor (a snapshot strategy) holds a pool thread the page needs.
/// On two cores that stalled the whole run for the guard's two minutes
/// (CI, stop 91). So the app runs in a process of its own (an exit test):
/// its main actor and its pool are its own, as an app's are.
@Suite("An app served live")
struct AppLiveTests {
    @Test func framesGoToThePageAndItsTapsComeBack() async throws {
        // The child writes what the page saw, every frame ("other" for a
        // frame without the label), on one line of its standard error.
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let seen = await servedApp()
            FileHandle.standardError.write(Data("page saw: \(seen.joined(separator: ","))\n".utf8))
        }
        let report = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let line = report.split(separator: "\n").last { $0.hasPrefix("page saw: ") } ?? ""
        let all = line.dropFirst("page saw: ".count).split(separator: ",").map(String.init)
        let seen = all.filter { $0 != "other" }
        // Twice in full CI runs of stop 94 the page saw no frame: the one
        // the server sent it on connecting had come in the same read as the
        // upgrade response, and the tests' client dropped it (see
        // `WebSocketConnectionTests`).
        #expect(!seen.isEmpty, "the page saw no labelled frame of the live app: \(report)")
        #expect(seen.first == "taps 0", "\(all)")
        #expect(seen.last == "taps 1", "\(all)")
    }
}

/// Runs `TapCountApp` live in this process (an exit test's) and returns the
/// frames a page saw, as labels: "taps 0" first, then "taps 1" once its tap
/// came back, "other" for a frame with neither.
///
/// When the tap's frame does not come in two minutes, it returns the frames
/// seen until then (none, if none came). When the app or its server cannot
/// start, it returns a one-line reason instead.
@MainActor
private func servedApp() async -> [String] {
    guard let options = try? AppLaunchOptions(environment: ["SWIFT_ANIMATION_SIZE": "200x100"], liveAvailable: true), options.live
    else { return ["no live options"] }
    let (result, made) = AppRunner.host(TapCountApp(), name: "TapCountApp", options: options)
    guard let host = made, result.size == CGSize(width: 200, height: 100) else { return ["no host of 200 x 100"] }
    let inbox = LiveInbox()
    let server = LivePageServer(page: "<html>page</html>", port: 0) { event in inbox.post(event) }
    var serving: Task<Void, Never>?
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
        serving = Task.detached {
            do { try await server.run { port in answer(port) } } catch { answer(0) }
            answer(0)
        }
    }
    defer { serving?.cancel() }
    guard port > 0 else { return ["the page server did not start"] }
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
                // Kept as they come, so that a run the guard ends says what
                // the page saw.
                Frames.seen.withLock { $0 = seen }
                if label == "taps 0", seen.filter({ $0 == "taps 0" }).count == 1 { try await connection.send("tap 100,50") }
                if label == "taps 1" { break }
            }
            Frames.seen.withLock { $0 = seen }
        }
        return Frames.seen.withLock { $0 }
    }
    // A guard against a hang (a frame that never comes): two minutes. (Four
    // in stop 94, when a dropped first frame looked like a slow machine.)
    let guardTask = Task.detached {
        try? await Task.sleep(for: .seconds(120))
        inbox.end()
    }
    defer { guardTask.cancel() }
    // And a last one that needs no thread of the pool: the process ends.
    Thread.detachNewThread {
        Thread.sleep(forTimeInterval: 240)
        FileHandle.standardError.write(Data("the live app did not end in 240 s\n".utf8))
        exit(3)
    }
    // The runner holds the main actor until the page has seen the tap.
    LiveRunner(host: host, frameRate: 60, inbox: inbox) { line in server.send(line, isError: false) }.run()
    // Ended by the guard, the page may still wait for a frame: it stops
    // with the server (once it has seen the tap, it has ended already).
    serving?.cancel()
    page.cancel()
    return await page.value
}
#endif
