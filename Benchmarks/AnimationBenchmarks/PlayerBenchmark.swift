import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation

/// A card that springs, turns and fades on each tap: three animations a
/// transaction, as an inspector's page shows them.
struct PlayerCard: View {
    @State private var flipped = false
    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 16).fill(Color.blue).frame(width: 160, height: 100)
                .scaleEffect(flipped ? 1.3 : 1)
                .rotationEffect(.degrees(flipped ? 12 : 0))
            Text("Card").opacity(flipped ? 0.4 : 1)
        }
        .onTapGesture { withAnimation(.bouncy) { flipped.toggle() } }
    }
}

/// The player page of a 10-second recording at 60 frames a second (601
/// frames; taps at 1, 4 and 7 s): its size against the goal of 2 MB, and,
/// with headless Chromium installed, the time of a frame step in the page
/// (the step's script, style and layout, forced; best and mean of 600
/// steps, on the wall clock) against 16 ms.
@MainActor
func playerBenchmark() {
    let host = ViewHost(PlayerCard(), size: CGSize(width: 390, height: 844))
    let taps = [1.0, 4, 7].map { ScriptedEvent.tap(at: $0, CGPoint(x: 195, y: 400)) }
    let recording = FrameRecorder(frameRate: 60, duration: 10).record(host, events: taps)
    guard let page = try? HTMLPlayer(title: "Card").render(recording) else {
        print("player page: the recording could not be encoded")
        return
    }
    let bytes = page.utf8.count
    print("Player page of 10 s at 60 fps (\(recording.frames.count) frames, \(recording.timeline.transactions.count) transactions):")
    print(String(format: "  page %.2f MB  (goal < 2 MB: %@)", Double(bytes) / 1e6, bytes < 2_000_000 ? "met" : "NOT met"))
    let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let chromium else {
        print("  frame step: headless Chromium is not installed; not measured")
        return
    }
    let script = """
        <script>
        (() => {
          const times = [];
          for (let i = 0; i < 600; i++) {
            const start = performance.now();
            document.getElementById('forward').click();
            void document.body.offsetHeight;
            times.push(performance.now() - start);
          }
          times.sort((a, b) => a - b);
          const report = document.createElement('pre');
          report.id = 'steps';
          report.textContent = times[0].toFixed(3) + ' ' + (times.reduce((a, b) => a + b, 0) / times.length).toFixed(3) + ' '
            + times[Math.floor(times.length * 0.95)].toFixed(3);
          document.body.appendChild(report);
        })();
        </script>
        """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("player-benchmark-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: url) }
    guard (try? Data(page.replacingOccurrences(of: "</body>", with: script + "</body>").utf8).write(to: url)) != nil else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url.absoluteString]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return }
    let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let range = dom.range(of: "<pre id=\"steps\">") else {
        print("  frame step: the page did not report")
        return
    }
    let numbers = dom[range.upperBound...].prefix { $0 != "<" }.split(separator: " ").compactMap { Double($0) }
    guard numbers.count == 3 else { return }
    print(
        String(
            format: "  frame step: best %.2f ms, mean %.2f ms, p95 %.2f ms  (goal < 16 ms: %@)", numbers[0], numbers[1], numbers[2],
            numbers[2] < 16 ? "met" : "NOT met"))
}
