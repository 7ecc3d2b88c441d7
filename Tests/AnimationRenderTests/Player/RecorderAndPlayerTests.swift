import AnimationCore
import AnimationExamples
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Breathes forever; seen twice side by side in `Repeats`.
struct Breathing: View {
    @State private var big = false
    var body: some View {
        Color.orange.frame(width: 40, height: 40)
            .scaleEffect(big ? 1.2 : 1)
            .onAppear { withAnimation(.easeInOut(duration: 0.5).repeatForever()) { big = true } }
    }
}

/// Pulses its opacity forever.
private struct Pulse: View {
    @State private var faded = false
    var body: some View {
        Color.blue.frame(width: 40, height: 20)
            .opacity(faded ? 0.2 : 1)
            .onAppear { withAnimation(.linear(duration: 0.3).repeatForever()) { faded = true } }
    }
}

/// A tap inserts a banner above the breathing square.
private struct Inserting: View {
    var pulsing = false
    @State private var banner = false
    var body: some View {
        VStack(spacing: 0) {
            if banner {
                if pulsing { Pulse() } else { Color.blue.frame(width: 40, height: 20).opacity(0.5) }
            }
            Breathing()
        }
        .frame(width: 200, height: 200)
        .onTapGesture { banner = true }
    }
}

/// Turns red when a wall-clock timer fires, 50 ms after it appears.
private struct TimerLight: View {
    @State private var on = false
    var body: some View {
        (on ? Color.red : Color.gray).frame(width: 20, height: 20)
            .onAppear {
                _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
                    MainActor.assumeIsolated { on = true }
                }
            }
    }
}

/// Two views of one type, two modifiers of one name, and a `ForEach`.
private struct Repeats: View {
    var body: some View {
        VStack {
            Breathing()
            Breathing()
            Color.red.frame(width: 10, height: 10).opacity(0.5).opacity(0.5)
            ForEach([7], id: \.self) { _ in Color.green.scaleEffect(2) }
        }
    }
}

@MainActor
@Suite("Recorder and HTML player")
struct RecorderAndPlayerTests {
    @Test func recorderCollectsFramesAndValues() throws {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        let recording = FrameRecorder(frameRate: 30, duration: 1)
            .record(host, events: [.tap(at: 0.2, CGPoint(x: 100, y: 100))])
        #expect(recording.frames.count == 31)  // frame 0, then 30 frames of 1/30 s
        #expect(recording.frames.map(\.time) == (0...30).map { Double($0) / 30 })
        let traces = recording.changingTraces
        #expect(traces.map(\.name) == ["Avatar › scaleEffect", "Avatar › scaleEffect"])  // width and height
        #expect(traces.map(\.component) == [0, 1])
        let scale = recording.trace("Avatar › scaleEffect", component: 0).map { $0 ?? .nan }
        for (index, frame) in recording.frames.enumerated() where frame.time > 0.2 {
            let expected = 1 + 0.5 * Spring.bouncy.value(target: 1.0, time: frame.time - 0.2)
            #expect(abs(scale[index] - expected) < 1e-9 || (abs(scale[index] - 1.5) < 1e-12 && abs(expected - 1.5) < 0.0005))
        }
        #expect(scale[0] == 1)
    }

    /// `endsExactly`: a duration between frames of the grid gets one more
    /// frame at the duration itself, showing the view exactly then (the
    /// closed form of `.bouncy` after a tap); off, the last frame is the
    /// grid's.
    @Test func aRecordingMayEndExactlyAtItsDuration() {
        func record(exactly: Bool) -> Recording {
            var recorder = FrameRecorder(frameRate: 30, duration: 0.31)
            recorder.endsExactly = exactly
            return recorder.record(
                ViewHost(Avatar(), size: CGSize(width: 200, height: 200)), events: [.tap(at: 0.2, CGPoint(x: 100, y: 100))])
        }
        let onGrid = record(exactly: false)
        #expect(onGrid.frames.map(\.time) == (0...9).map { Double($0) / 30 })
        let exact = record(exactly: true)
        #expect(exact.frames.count == 11 && abs((exact.frames.last?.time ?? 0) - 0.31) < 1e-12)
        let scale = exact.trace("Avatar › scaleEffect").last ?? nil
        #expect(abs((scale ?? .nan) - (1 + 0.5 * Spring.bouncy.value(target: 1.0, time: 0.11))) < 1e-9)
    }

    @Test func aWallClockTimerDoesNotFireDuringARecording() {
        // A recording runs on a virtual clock, as fast as it can: a second
        // of it takes milliseconds and turns no run loop, so the timer
        // (on the wall clock) has not fired by its end.
        let host = ViewHost(TimerLight(), size: CGSize(width: 20, height: 20))
        let recording = FrameRecorder(frameRate: 60, duration: 1).record(host)
        let colors = recording.frames.map { frame in
            frame.displayList.flattened.compactMap { entry -> Color.Resolved? in
                if case .color(let color)? = entry.item.content { return color }
                if case .shape(_, .color(let color), _, _)? = entry.item.content { return color }
                return nil
            }
        }
        #expect(colors.count == 61 && colors.allSatisfy { $0 == [Color.gray.resolved] }, "\(colors.last ?? [])")
    }

    @Test func recordingCarriesTheHostsWarnings() {
        // The library prints nothing; the recording hands the host's
        // diagnostics to whoever runs it (the command line prints them).
        let recording = FrameRecorder(frameRate: 10, duration: 0.2)
            .record(ViewHost(Color.red.frame(width: -1, height: 10), size: CGSize(width: 20, height: 20)))
        #expect(recording.warnings == ["Invalid frame dimension (negative width -1.0): treated as zero."])
    }

    @Test func tracesFollowAttributesAcrossAChangeOfStructure() throws {
        let host = ViewHost(Inserting(), size: CGSize(width: 200, height: 200))
        let recording = FrameRecorder(frameRate: 30, duration: 1)
            .record(host, events: [.tap(at: 0.5, CGPoint(x: 100, y: 100))])
        // The breathing square's scale keeps its name when a view is
        // inserted above it, and has a value in every frame.
        let breathing = recording.trace("Inserting › Breathing › scaleEffect")
        #expect(breathing.allSatisfy { $0 != nil })
        // Continuous: no jump larger than the animation moves in a frame.
        let values = breathing.compactMap { $0 }
        #expect(zip(values, values.dropFirst()).allSatisfy { abs($1 - $0) < 0.1 })
        // The inserted banner's opacity is absent before it appears: a gap,
        // not zeros.
        let banner = recording.trace("Inserting › opacity")
        let inserted = try #require(banner.firstIndex { $0 != nil })
        #expect(recording.frames[inserted].time >= 0.5)
        #expect(banner[..<inserted].allSatisfy { $0 == nil })
        #expect(banner[inserted...].allSatisfy { $0 == 0.5 })
        // Colors that do not change are not traces.
        #expect(!recording.changingTraces.contains { $0.name.contains("color") })
        #expect(Set(recording.changingTraces.map(\.name)) == ["Inserting › Breathing › scaleEffect"])
    }

    @Test func repeatedViewsAndModifiersHaveDistinctNames() {
        let host = ViewHost(Repeats(), size: CGSize(width: 200, height: 200))
        let names = host.attributeValues.map(\.name)
        #expect(names.contains("Repeats › Breathing[0] › scaleEffect"))
        #expect(names.contains("Repeats › Breathing[1] › scaleEffect"))
        #expect(names.contains("Repeats › opacity"))
        #expect(names.contains("Repeats › opacity #2"))
        #expect(names.contains("Repeats › scaleEffect[7]"))
        #expect(Set(names).count == names.count)
    }

    /// The traces' SVG of a page, parsed.
    private func traces(_ html: String) throws -> XMLElement {
        let start = try #require(html.range(of: "<svg class=\"traces\""))
        let end = try #require(html.range(of: "</svg></div>", range: start.upperBound..<html.endIndex))
        let svg = String(html[start.lowerBound..<end.lowerBound]) + "</svg>"
        return try #require(try XMLDocument(xmlString: svg).rootElement())
    }

    @Test func playerDrawsEachTraceOnItsOwnScale() throws {
        let recording = FrameRecorder(frameRate: 30, duration: 1)
            .record(ViewHost(Pets(), size: CGSize(width: 200, height: 200)), events: [.tap(at: 0.1, CGPoint(x: 100, y: 100))])
        let svg = try traces(try HTMLPlayer(title: "shadow and scale").render(recording))
        // A row per changing number (the scale's width and height, outermost
        // first, then the shadow's radius), each panel with its own range:
        // the value panels of the scale top out just above 1.5 (bouncy
        // overshoots a little), the shadow's at 12, not all at 12.
        // (Seed 004's two modifiers: a scale of 1 to 1.5 beside a shadow of
        // 8 to 12.)
        let labels = try svg.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        let rows = ["Pets › BoundAvatar › scaleEffect[0]", "Pets › BoundAvatar › scaleEffect[1]", "Pets › BoundAvatar › shadow[4]"]
        #expect(labels.filter { $0.hasPrefix("Pets › ") } == rows)
        // Each row's label is followed by its value panel's top and bottom.
        func range(_ row: String) -> (Double, Double)? {
            guard let index = labels.firstIndex(of: row), index + 2 < labels.count,
                let high = Double(labels[index + 1]), let low = Double(labels[index + 2])
            else { return nil }
            return (low, high)
        }
        for row in rows.prefix(2) {
            let scale = try #require(range(row))
            #expect(scale.0 == 1 && scale.1 > 1.5 && scale.1 < 1.6, "\(row): \(scale)")
        }
        let shadow = try #require(range(rows[2]))
        #expect(shadow == (8, 12))
        #expect(try svg.nodes(forXPath: "//*[local-name()='polyline']").count == 6)
    }

    @Test func playerLeavesGapsWhereAnAttributeIsAbsent() throws {
        let recording = FrameRecorder(frameRate: 30, duration: 1)
            .record(
                ViewHost(Inserting(pulsing: true), size: CGSize(width: 200, height: 200)),
                events: [.tap(at: 0.5, CGPoint(x: 100, y: 100))])
        let svg = try traces(try HTMLPlayer(title: "insertion").render(recording))
        let lines = try svg.nodes(forXPath: "//*[local-name()='polyline']").compactMap { node -> [Double]? in
            guard let points = (node as? XMLElement)?.attributes?.first(where: { $0.name == "points" })?.stringValue
            else { return nil }
            return points.split(separator: " ").compactMap { Double($0.split(separator: ",")[0]) }
        }
        // Rows: the breathing scale (width, height), then the pulse's
        // opacity; each row a value line and a velocity line.
        try #require(lines.count == 6)
        let left = 52.0, width = 330.0  // the value panel
        #expect(lines[0].first == left, "the breathing square is there from the start")
        let pulseStart = try #require(lines[4].first)
        #expect(pulseStart >= left + width * 0.5 - 1e-6, "the pulse's line starts when it appears, at \(pulseStart)")
    }

    @Test func playerIsSelfContainedWithControls() throws {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        let recording = FrameRecorder(frameRate: 30, duration: 0.5).record(host, events: [.tap(at: 0.1, CGPoint(x: 100, y: 100))])
        let html = try HTMLPlayer(title: "Avatar <tap>", summary: "a test").render(recording)
        for id in ["frame", "play", "scrubber", "counter", "speed", "loop", "cursor"] {
            #expect(html.contains("id=\"\(id)\""), "missing #\(id)")
        }
        #expect(html.contains("max=\"15\""))
        #expect(html.contains("Avatar &lt;tap&gt;"))
        // No network: the only URLs are XML namespaces.
        let urls = html.components(separatedBy: "http").dropFirst()
        #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") })
    }

    @Test func anIdleHoldEndsTheRecordingAfterTheLastChange() {
        // Breathing repeats forever: the limit is reached, still animating.
        let forever = FrameRecorder(frameRate: 60, duration: 3, idleHold: 0.5).record(ViewHost(Breathing(), size: CGSize(width: 100, height: 100)))
        #expect(forever.frames.count == 181 && forever.stillAnimating)
        // A still view: frame 0 and half a second of frames.
        let still = FrameRecorder(frameRate: 60, duration: 3, idleHold: 0.5).record(ViewHost(Color.red, size: CGSize(width: 10, height: 10)))
        #expect(still.frames.count == 31 && !still.stillAnimating)
        // Events are waited for: a tap at 1 s, nothing animates, 0.5 s held.
        let tapped = FrameRecorder(frameRate: 60, duration: 3, idleHold: 0.5)
            .record(ViewHost(Color.red, size: CGSize(width: 10, height: 10)), events: [.tap(at: 1, CGPoint(x: 5, y: 5))])
        #expect(abs((tapped.frames.last?.time ?? 0) - 1.5) < 1e-9)
        // Without a hold, the whole duration.
        #expect(FrameRecorder(frameRate: 60, duration: 1).record(ViewHost(Color.red, size: CGSize(width: 10, height: 10))).frames.count == 61)
    }

    @Test func aWatchedPageHasItsStatusAndPollsItsScript() throws {
        let recording = FrameRecorder(frameRate: 10, duration: 0.2).record(ViewHost(Color.red, size: CGSize(width: 10, height: 10)))
        let html = try HTMLPlayer(title: "W", watch: HTMLPlayer.Watch(script: "W.html.watch.js", version: "7")).render(recording)
        #expect(html.contains("<pre id=\"watch-status\" class=\"status\"></pre>"))
        // The page's version and the script it polls, then the polling (Page/watch.js).
        #expect(html.contains("const pageVersion = \"7\";\nconst watchScript = \"W.html.watch.js\";\n"))
        #expect(html.contains("poll.src = watchScript + '?t='"))
        #expect(!(try HTMLPlayer(title: "W").render(recording)).contains("watch-status"))
        // The script escapes what it carries, and cannot close the page's script.
        #expect(HTMLPlayer.Watch.script(version: "2", error: "a\"b</script>\n") == "animateWatch(\"2\", \"a\\\"b<\\/script>\\n\");\n")
        #expect(HTMLPlayer.Watch.script(version: "3") == "animateWatch(\"3\", null);\n")
    }

    @Test func aWriterSaysWhatItCannotWrite() throws {
        let recording = FrameRecorder(frameRate: 10, duration: 0).record(ViewHost(Color.red, size: CGSize(width: 10, height: 10)))
        let writer = RecordingWriter(player: HTMLPlayer(title: "x"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try writer.write(recording, as: .svg, to: directory.appendingPathComponent("a.svg"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("a.svg").path))
        #expect(throws: RecordingWriter.WriteError.self) {
            try writer.write(recording, as: .html, to: URL(fileURLWithPath: "/proc/nope/a.html"))
        }
        var empty = recording
        empty.frames = []
        #expect(throws: RecordingWriter.WriteError.self) { try writer.write(empty, as: .svg, to: directory.appendingPathComponent("b.svg")) }
        #if !Cairo
        #expect(!RecordingFormat.png.isAvailable)
        #expect(throws: RecordingWriter.WriteError.self) { try writer.write(recording, as: .png, to: directory.appendingPathComponent("c.png")) }
        #endif
    }
}
