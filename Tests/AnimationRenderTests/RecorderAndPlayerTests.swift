import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

private struct Avatar: View {
    @State private var selected = false
    var body: some View {
        Image("dog")
            .scaleEffect(selected ? 1.5 : 1.0)
            .onTapGesture { withAnimation(.bouncy) { selected.toggle() } }
    }
}

@MainActor
@Suite("Recorder and HTML player")
struct RecorderAndPlayerTests {
    @Test func recorderCollectsFramesAndValues() throws {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        let recording = FrameRecorder(frameRate: 30, duration: 1)
            .record(host, events: [.tap(at: 0.2, CGPoint(x: 100, y: 100))])
        #expect(recording.frames.count == 31)
        #expect(recording.frames.map(\.time) == (0...30).map { Double($0) / 30 })
        let traces = recording.changingTraces
        #expect(traces.count == 2)   // scale width and height
        let scale = recording.trace(traces[0].name, component: traces[0].component)
        for (index, frame) in recording.frames.enumerated() where frame.time > 0.2 {
            let expected = 1 + 0.5 * Spring.bouncy.value(target: 1.0, time: frame.time - 0.2)
            #expect(abs(scale[index] - expected) < 1e-9 || (abs(scale[index] - 1.5) < 1e-12 && abs(expected - 1.5) < 0.0005))
        }
        #expect(scale[0] == 1)
    }

    @Test func playerIsSelfContainedWithControls() {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        let recording = FrameRecorder(frameRate: 30, duration: 0.5).record(host, events: [.tap(at: 0.1, CGPoint(x: 100, y: 100))])
        let html = HTMLPlayer(title: "Avatar <tap>", summary: "a test").render(recording)
        for id in ["frame", "play", "scrubber", "counter", "speed", "loop", "cursor"] {
            #expect(html.contains("id=\"\(id)\""), "missing #\(id)")
        }
        #expect(html.contains("max=\"15\""))
        #expect(html.contains("Avatar &lt;tap&gt;"))
        // No network: the only URLs are XML namespaces.
        let urls = html.components(separatedBy: "http").dropFirst()
        #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") })
    }
}
