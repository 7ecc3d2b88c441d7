import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation

/// A phone screen as tests snapshot it: a title, twenty rows of a symbol,
/// two lines of text and a rounded badge, on a 390 × 844 host.
struct SnapshotScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Inbox").font(.largeTitle.bold())
            ForEach(0..<20, id: \.self) { index in
                HStack(spacing: 12) {
                    Image(systemName: "envelope.fill").foregroundStyle(Color.blue)
                    VStack(alignment: .leading) {
                        Text("Message \(index)").font(.headline)
                        Text("A line of preview text").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\(index)").font(.caption).padding(6).background(Capsule().fill(Color.red))
                }
            }
        }
        .padding()
    }
}

/// The screen fading in over half a second: what an interaction video
/// records.
struct FadingScreen: View {
    @State private var shown = false

    var body: some View {
        SnapshotScreen()
            .opacity(shown ? 1 : 0)
            .onAppear { withAnimation(.easeOut(duration: 0.5)) { shown = true } }
    }
}

/// Snapshots per second of a 390 × 844 view at a time, per format: a
/// fresh host at 0.25 s, then its display list as text, as SVG and (with
/// Cairo) as a PNG at scale 1 and 3; a contact sheet of four times as SVG
/// and PNG; and an animated PNG of the screen fading in, recorded at 30
/// fps until it settles (16 frames). The host alone (making it, advancing
/// it, its display list) is the baseline every ratio is against.
@MainActor func snapshotBenchmark() {
    let size = CGSize(width: 390, height: 844)
    let clock = ContinuousClock()
    func perSecond(_ count: Int, _ body: () -> Void) -> Double {
        var best = Duration.seconds(1_000)
        for _ in 0..<3 {
            best = min(best, clock.measure { for _ in 0..<count { body() } })
        }
        return Double(count) / (milliseconds(best) / 1_000)
    }
    func host() -> ViewHost {
        let host = ViewHost(SnapshotScreen(), size: size)
        host.advance(by: 0.25)
        return host
    }
    // Warm up first (type metadata, font tables), so that the baseline,
    // measured first, is not charged for them.
    _ = perSecond(20) { _ = SVGRenderer(size: size).render(host().displayList) }
    let baseline = perSecond(50) { _ = host().displayList }
    let text = perSecond(50) { _ = DisplayListTextRenderer().render(host().displayList) }
    let svg = perSecond(50) { _ = SVGRenderer(size: size).render(host().displayList) }
    print("Snapshots of a 390 × 844 view at 0.25 s, per second on one core (baseline: the host and its display list):")
    print(String(format: "  host and display list %8.1f /s", baseline))
    print(String(format: "  display list as text  %8.1f /s  (%.2fx the baseline's time)", text, baseline / text))
    print(String(format: "  SVG                   %8.1f /s  (%.2fx)", svg, baseline / svg))
    let times: [TimeInterval] = [0, 0.1, 0.25, 0.5]
    func sheet() -> ContactSheet { ContactSheet.record(ViewHost(FadingScreen(), size: size), at: times) }
    let sheetSVG = perSecond(20) {
        let made = sheet()
        _ = SVGRenderer(size: made.size).render(made.displayList)
    }
    print(String(format: "  sheet of 4 times, SVG %8.1f /s  (%.2fx)", sheetSVG, baseline / sheetSVG))
    #if Cairo
    let png = perSecond(30) { _ = try? PNGRenderer(size: size).pngData(host().displayList) }
    print(String(format: "  PNG file at scale 1   %8.1f /s  (%.2fx)", png, baseline / png))
    let png3 = perSecond(10) { _ = try? PNGRenderer(size: size, scale: 3).pngData(host().displayList) }
    print(String(format: "  PNG file at scale 3   %8.1f /s  (%.2fx)", png3, baseline / png3))
    let sheetPNG = perSecond(10) {
        let made = sheet()
        _ = try? PNGRenderer(size: made.size).pngData(made.displayList)
    }
    print(String(format: "  sheet of 4 times, PNG %8.1f /s  (%.2fx)", sheetPNG, baseline / sheetPNG))
    var frames = 0
    let apng = perSecond(3) {
        let recorder = FrameRecorder(frameRate: 30, duration: 10, idleHold: 0)
        let recording = recorder.record(ViewHost(FadingScreen(), size: size))
        frames = recording.frames.count
        let renderer = PNGRenderer(size: size)
        let pngs = recording.frames.compactMap { try? renderer.pngData($0.displayList) }
        _ = try? AnimatedPNG.merging(pngs, frameRate: 30, hold: AnimatedPNG.lastFrameHold).animation.data()
    }
    print(
        String(
            format: "  APNG, %d frames       %8.2f /s  (%.2fx; %.1f frames/s)", frames, apng, baseline / apng, apng * Double(frames)))
    #else
    print("  PNG: build with the Cairo trait (swift run -c release --traits Cairo AnimationBenchmarks snapshots)")
    #endif
}
