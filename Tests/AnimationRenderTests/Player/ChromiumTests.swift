import AnimationCore
import AnimationExamples
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

private let chromium = Chromium.path

/// Runs a program off the main actor and returns its output.
private func run(_ executable: String, _ arguments: [String]) async throws -> String {
    try await programOutput(executable, arguments)
}

/// `Tests/png.py`: reads PNG pixels with Python's zlib alone.
private let pngScript = TestPaths.tests.appendingPathComponent("png.py").path

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
        let dom = try await run(
            chromium!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                "--virtual-time-budget=3000", url.absoluteString
            ])
        #expect(dom.contains("\"frames\":31"))
        #expect(dom.contains("\"changed\":true"))
        #expect(dom.contains("frame 30 / 30"))
    }

    @Test func theTransactionListMarksTheAnimationRunningAtThePlayhead() async throws {
        let url = try page()
        defer { try? FileManager.default.removeItem(at: url) }
        func dom(at frame: Int) async throws -> String {
            try await run(
                chromium!,
                ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "--virtual-time-budget=2000", url.absoluteString + "#frame=\(frame)"])
        }
        // The tap at 0.1 s springs the scale: running at 0.5 s, not at 0.
        let during = try await dom(at: 15)
        #expect(during.contains("<tr class=\"animation running\" data-start=\"0.1\""), "\(during.suffix(1500))")
        #expect(during.contains("0.1 s: tap at 100, 100"))
        let before = try await dom(at: 0)
        #expect(before.contains("<tr class=\"animation\" data-start=\"0.1\""), "\(before.suffix(1500))")
    }

    @Test func stepsARangeLoopTheReadoutAndTheCurvesDot() async throws {
        // Run in the page: a step on and back, the pointer over the traces,
        // the dot at frame 15, then two seconds of play looping frames 10-12.
        let script = """
            <script>
            (() => {
              const result = {};
              document.getElementById('forward').click();
              result.forward = document.getElementById('counter').textContent;
              document.getElementById('back').click();
              result.back = document.getElementById('counter').textContent;
              const traces = document.querySelector('svg.traces'), cursor = document.getElementById('cursor');
              const box = traces.getBoundingClientRect();
              const x = box.left + Number(cursor.dataset.left) + (Number(cursor.dataset.right) - Number(cursor.dataset.left)) / 2;
              traces.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: box.top + 40 }));
              result.readout = document.getElementById('readout').textContent;
              const row = document.querySelector('tr.animation');
              row.dispatchEvent(new MouseEvent('mouseenter'));
              const outline = document.getElementById('highlight');
              result.highlight = outline ? ['x', 'y', 'width', 'height'].map((k) => Number(outline.getAttribute(k))) : null;
              row.dispatchEvent(new MouseEvent('mouseleave'));
              result.afterLeave = document.getElementById('highlight') === null;
              show(15);
              const dot = document.querySelector('tr.animation .dot');
              result.dot = [Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))];
              document.getElementById('from').value = '10';
              document.getElementById('to').value = '12';
              const seen = new Set();
              const original = show;
              show = (i) => { seen.add(i); original(i); };
              // Frames on the page's virtual clock: headless Chromium runs
              // animation frames on the wall clock, which a busy machine
              // may not reach within the virtual 2 s below.
              window.requestAnimationFrame = (callback) => setTimeout(() => callback(performance.now()), 1000 / 60);
              document.getElementById('play').click();
              setTimeout(() => {
                result.seen = Array.from(seen).sort((a, b) => a - b);
                const report = document.createElement('pre');
                report.id = 'selftest';
                report.textContent = JSON.stringify(result);
                document.body.appendChild(report);
              }, 2000);
            })();
            </script>
            """
        let url = try page(testScript: script)
        defer { try? FileManager.default.removeItem(at: url) }
        let dom = try await Chromium.dumpDOM(url.absoluteString, virtualTimeBudget: 6000)
        let result = Chromium.selfTestReport(in: dom)
        try #require(result != nil, "\(dom.suffix(800))")
        #expect(result?["forward"] as? String == "frame 1 / 30 (0.033 s)")
        #expect(result?["back"] as? String == "frame 0 / 30 (0.000 s)")
        // Half way along the traces: 0.5 s, with the scale's value and velocity.
        let readout = result?["readout"] as? String ?? ""
        #expect(readout.hasPrefix("0.500 s: Avatar › scaleEffect[0] = 1.") && readout.contains(", velocity "), "\(readout)")
        // Over the avatar's row, its view is outlined where it is laid out:
        // seed 004's 64-point image at the center of the 200-point stage.
        #expect(result?["highlight"] as? [Double] == [68, 68, 64, 64], "\(String(describing: result?["highlight"]))")
        #expect(result?["afterLeave"] as? Bool == true)
        // At 0.5 s the spring is running: its dot is inside the curve's box.
        let dot = result?["dot"] as? [Double] ?? []
        #expect(dot.count == 2 && (0...120).contains(dot[0]) && (0...28).contains(dot[1]), "\(dot)")
        // Playing loops inside the range.
        let seen = result?["seen"] as? [Int] ?? []
        #expect(!seen.isEmpty && seen.allSatisfy { (10...12).contains($0) }, "\(seen)")
    }

    @Test func aRangeExportsAsTheCommandOfItsRangeAndAsTheFramesPNGs() async throws {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        let recording = FrameRecorder(frameRate: 30, duration: 1).record(host, events: [.tap(at: 0.1, CGPoint(x: 100, y: 100))])
        var player = HTMLPlayer(title: "Avatar")
        player.command = "animate preview Avatar.swift --view Avatar --fps 30 --event 'tap 100,100 @0.1'"
        let script = """
            <script>
            (() => {
              document.getElementById('from').value = '6';
              document.getElementById('to').value = '9';
              document.getElementById('to').dispatchEvent(new Event('input'));
              document.getElementById('export-format').value = 'mp4';
              document.getElementById('export-format').dispatchEvent(new Event('change'));
              const result = { command: document.getElementById('export-command').value };
              document.getElementById('export-pngs').click();
              // Waits for the export's own signal, not for a time.
              const waiting = setInterval(() => {
                if (document.getElementById('export-links').dataset.done !== 'true') return;
                clearInterval(waiting);
                const links = Array.from(document.querySelectorAll('#export-links a'));
                result.names = links.map((a) => a.download);
                result.png = links.every((a) => a.href.startsWith('data:image/png;base64,'));
                result.sizes = links.map((a) => a.href.length);
                const report = document.createElement('pre');
                report.id = 'selftest';
                report.textContent = JSON.stringify(result);
                document.body.appendChild(report);
              }, 50);
            })();
            </script>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(try player.render(recording).replacingOccurrences(of: "</body>", with: script + "</body>").utf8).write(to: url)
        let dom = try await Chromium.dumpDOM(url.absoluteString, virtualTimeBudget: 5000)
        let result = Chromium.selfTestReport(in: dom)
        try #require(result != nil, "\(dom.suffix(800))")
        // Frames 6 to 9 at 30 fps: from 0.2 s, for 0.1 s.
        #expect(
            result?["command"] as? String
                == "animate preview Avatar.swift --view Avatar --fps 30 --event 'tap 100,100 @0.1' --start 0.2 --duration 0.1 --format mp4")
        #expect(result?["names"] as? [String] == ["frame00000.png", "frame00001.png", "frame00002.png", "frame00003.png"])
        #expect(result?["png"] as? Bool == true)
        // Real pictures: more than an empty image's few hundred bytes.
        #expect((result?["sizes"] as? [Int])?.allSatisfy { $0 > 1000 } == true, "\(String(describing: result?["sizes"]))")
    }

    @Test func aTenSecondRecordingAtSixtyFramesASecondMakesAPageUnderTwoMegabytes() throws {
        let recording = FrameRecorder(frameRate: 60, duration: 10).record(
            ViewHost(Avatar(), size: CGSize(width: 200, height: 200)),
            events: [
                .tap(at: 1, CGPoint(x: 100, y: 100)), .tap(at: 4, CGPoint(x: 100, y: 100)), .tap(at: 7, CGPoint(x: 100, y: 100))
            ])
        #expect(recording.frames.count == 601)
        let page = try HTMLPlayer(title: "Avatar").render(recording)
        #expect(page.utf8.count < 2_000_000, "\(page.utf8.count) bytes")
        #expect(recording.timeline.transactions.count == 3)
    }

    @Test func screenshotIsNotBlank() async throws {
        let url = try page()
        let png = url.deletingPathExtension().appendingPathExtension("png")
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(at: png)
        }
        _ = try await run(
            chromium!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=400,400",
                "--screenshot=\(png.path)", url.absoluteString + "#frame=15"
            ])
        #expect(FileManager.default.fileExists(atPath: png.path))
        let colors =
            Int(try await run("/usr/bin/env", ["python3", pngScript, "colors", png.path]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
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
        let dom = try await run(
            chromium!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                "--virtual-time-budget=3000", url.absoluteString + "#frame=12"
            ])
        #expect(dom.contains("reloaded at") && dom.contains(": the source changed</pre>"), "\(dom.suffix(300))")
        #expect(dom.contains("frame 12 / 30"))
    }

    @Test func aWatchedPageShowsAnErrorAndStays() async throws {
        let url = try watchedPage(script: HTMLPlayer.Watch.script(version: "1", error: "Dot.swift:3:5: error: <oops>"))
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(atPath: url.path + ".watch.js")
        }
        let dom = try await run(
            chromium!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                "--virtual-time-budget=3000", url.absoluteString
            ])
        #expect(dom.contains("<pre id=\"watch-status\" class=\"status error\">Dot.swift:3:5: error: &lt;oops&gt;</pre>"), "\(dom.suffix(300))")
        #expect(!dom.contains("\">reloaded at"))
    }

    /// The pixel of a Chromium screenshot of an SVG document.
    func screenshot(_ svg: String, size: Int, pixels: [(Int, Int)]) async throws -> [[Int]] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("drawing-\(UUID().uuidString).svg")
        let png = url.deletingPathExtension().appendingPathExtension("png")
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(at: png)
        }
        try Data(svg.utf8).write(to: url)
        _ = try await run(
            chromium!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--window-size=\(size),\(size)", "--screenshot=\(png.path)", url.absoluteString
            ])
        var result: [[Int]] = []
        for (x, y) in pixels {
            let line = try await run("/usr/bin/env", ["python3", pngScript, "pixel", png.path, "\(x)", "\(y)"])
            result.append(line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) })
        }
        return result
    }

    @Test func theBrowserDrawsClipsMasksAndConicGradientsAsThePNGRendererDoes() async throws {
        // A red square clipped to a circle and masked to its left half; a
        // ring stroked with a conic gradient from red (right) to blue.
        let host = ViewHost(
            ZStack {
                Color.red.frame(width: 100, height: 100).clipShape(Circle())
                    .mask {
                        HStack(spacing: 0) {
                            Color.black; Color.clear
                        }
                    }
                Circle().stroke(.conicGradient(Gradient(colors: [.red, .blue]).colorSpace(.device), center: .center), lineWidth: 10).frame(
                    width: 180, height: 180)
            }, size: CGSize(width: 200, height: 200))
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let pixels = try await screenshot(svg, size: 200, pixels: [(80, 100), (20, 20), (130, 100), (100, 190), (10, 100)])
        #expect(pixels.count == 5 && pixels.allSatisfy { $0.count >= 3 }, "\(pixels)")
        guard pixels.count == 5, pixels.allSatisfy({ $0.count >= 3 }) else { return }
        // Inside the clip and the mask: red (255, 56, 60).
        #expect(pixels[0][0] > 240 && pixels[0][1] < 80, "\(pixels[0])")
        // Outside the circle, and the masked-out right half: white.
        #expect(pixels[1].allSatisfy { $0 > 240 } && pixels[2].allSatisfy { $0 > 240 }, "\(pixels[1]) \(pixels[2])")
        // The ring below the center (90°, location 0.25) and left of it
        // (180°, 0.5): red to blue in sRGB.
        for (pixel, t) in [(pixels[3], 0.25), (pixels[4], 0.5)] {
            let want = [255 * (1 - t), 56 + 80 * t, 60 + 195 * t]
            let error = zip(pixel, want).map { abs(Double($0) - $1) }.max() ?? 255
            #expect(error <= 12, "\(pixel) vs \(want)")
        }
    }

    @Test func theBrowserDrawsAssetImagesAsThePNGRendererDoes() async throws {
        let host = ViewHost(AssetGallery(), size: CGSize(width: 200, height: 100), assets: TestPaths.fixtureAssets)
        let svg = SVGRenderer(size: host.size).render(host.displayList)
        let pixels = try await screenshot(svg, size: 200, pixels: assetGalleryPixels.map { ($0.x, $0.y) })
        #expect(pixels.count == assetGalleryPixels.count && pixels.allSatisfy { $0.count >= 3 }, "\(pixels)")
        guard pixels.count == assetGalleryPixels.count else { return }
        for (pixel, expected) in zip(pixels, assetGalleryPixels) {
            let tolerance = (expected.x, expected.y) == (8, 34) ? 8 : 3
            let want = [expected.rgb.0, expected.rgb.1, expected.rgb.2]
            let error = zip(pixel, want).map { abs($0 - $1) }.max() ?? 255
            #expect(error <= tolerance, "(\(expected.x), \(expected.y)): \(pixel) vs \(want)")
        }
    }
}
